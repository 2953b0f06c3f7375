import type { Database } from '../../db/client';
import { arrivalReminders } from '../../db/schema/index';

/**
 * Sets a shopper's arrival reminder for goods (storefront §4: once set, the detail reads
 * 您已设置提醒); setting it again only updates the mobile to notify.
 */
export async function setArrivalReminder(db: Database, userId: number, goodsId: number, mobile: string, now: Date): Promise<void> {
  await db
    .insert(arrivalReminders)
    .values({ userId, goodsId, mobile, addTime: now })
    .onConflictDoUpdate({ target: [arrivalReminders.userId, arrivalReminders.goodsId], set: { mobile } });
}
