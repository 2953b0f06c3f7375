// The parcel-return pages (shopping §2 parcelLogin/parcelBack, §4 "Parcel", §6 parcel staff): warehouse
// staff sign in apart from shoppers and record the courier numbers of parcels that come back. A number
// that is an after-sales return's tracking number marks that return received, for the operator.
import type { ParcelRecord } from '@garden/contract';
import { PARCEL_NUMBER_TAKEN, SESSION_LOST } from '@garden/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parcelRecords, parcelSessions, parcelStaff, refunds } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { ApiError, conflict } from '../../platform/api-error';
import { newSession, ownerOfLiveSession } from '../../platform/sessions';

export type ParcelStaff = typeof parcelStaff.$inferSelect;

/**
 * A missing, unknown or expired staff key (shopping §6: `登录失效，请重新登录`). Its code is not the
 * shopper's 2001/2004, which open the shopper's login dialog: the parcel page goes to its own login.
 */
export const staffSessionLost = () => new ApiError(401, SESSION_LOST, 401);

export async function findStaffByUserName(db: Database, userName: string): Promise<ParcelStaff | undefined> {
  const [row] = await db.select().from(parcelStaff).where(eq(parcelStaff.userName, userName));
  return row;
}

/** Opens a staff session and answers its key. */
export async function openStaffSession(db: Database, config: AppConfig, staffId: number): Promise<string> {
  const { key, row } = newSession(config);
  await db.insert(parcelSessions).values({ ...row, staffId });
  return key;
}

/** The staff member behind a key, under the shoppers' idle and absolute limits; anything else is a lost session. */
export async function resolveStaffSession(db: Database, config: AppConfig, key: string | undefined): Promise<ParcelStaff> {
  if (!key) throw staffSessionLost();
  const staff = await ownerOfLiveSession(db, config, key, {
    table: parcelSessions,
    owner: parcelStaff,
    on: eq(parcelStaff.id, parcelSessions.staffId),
  });
  // Disabling deletes the account's sessions; one a sign-in opened while that committed is refused here.
  if (!staff || staff.disabled) throw staffSessionLost();
  return staff;
}

/**
 * Records who entered which number when, once per number (a second entry is refused), and marks the
 * return awaiting that tracking number received, in the same transaction, so it happens exactly once.
 */
export async function recordParcel(db: Database, input: { staffId: number; logisticsNo: string; now: Date }): Promise<ParcelRecord> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(parcelRecords)
      .values({ staffId: input.staffId, logisticsNo: input.logisticsNo, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: parcelRecords.recordId });
    if (recorded.length === 0) throw conflict(PARCEL_NUMBER_TAKEN);
    const [returned] = await tx
      .update(refunds)
      .set({ receivedAt: input.now, updateTime: input.now })
      .where(and(eq(refunds.refundInvoiceNo, input.logisticsNo), eq(refunds.refundType, 2), isNull(refunds.receivedAt)))
      .returning({ refundSn: refunds.refundSn });
    return { logistics_no: input.logisticsNo, refund_sn: returned?.refundSn ?? null };
  });
}
