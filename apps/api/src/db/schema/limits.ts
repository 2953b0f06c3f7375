// What the per-account and per-IP limits count (README "Limits"): one row per action, in the shared
// database so every instance of the shop counts the same actions.
import { bigserial, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from '../columns';

/**
 * One counted action under its bucket: `feedback:ip:<ip>`, `feedback:user:<id>`, `comment:user:<id>`,
 * `password:user:<id>` (a wrong password), `password:staff:<id>`, `password:login:<name>` (a wrong password
 * on a name that is no account, counted alike so the captcha names no account). Rows older than the longest
 * window count for nothing and are deleted by the housekeeping job.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 120 }).notNull(),
    size: integer('size').notNull().default(0),
    at: at('at').notNull(),
  },
  (t) => [index('limit_events_bucket_idx').on(t.bucket, t.at), index('limit_events_at_idx').on(t.at)],
);
