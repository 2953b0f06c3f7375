// Favourable activities (`fav_activities`) in time: which run at a moment.
import { and, gte, lte, type SQLWrapper } from 'drizzle-orm';
import { favActivities } from '../../db/schema/index';

/** The activity runs at `now` (a time, or a prepared statement's placeholder): begun and not ended, both ends included. */
export const activityRunsAt = (now: Date | SQLWrapper) => and(lte(favActivities.begTime, now), gte(favActivities.endTime, now));
