// The parcel-return page's staff accounts as the back office keeps them (issue 32 "People": 仓库 and 店长): add,
// rename, set a new password, disable. Passwords are argon2id as every account's (modules/auth); a new password or
// disabling ends the account's sessions in the same transaction.
import type { ParcelStaffInfo } from '@garden/contract';
import { PARCEL_STAFF_NOT_FOUND, PARCEL_STAFF_TAKEN } from '@garden/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parcelSessions, parcelStaff } from '../../db/schema/index';
import { addStaffAccount, type StaffAccountKind, updateStaffAccount } from '../../platform/staff-accounts';
import { seconds } from '../../platform/unix-time';
import { hashPassword } from '../auth/index';
import type { ParcelStaff } from './parcel';

/** A staff account as the calls answer it (never the password hash). */
export function describeStaff(staff: ParcelStaff): ParcelStaffInfo {
  return { staff_id: staff.id, user_name: staff.userName, name: staff.name, disabled: staff.disabled ? 1 : 0, created_at: seconds(staff.createdAt) };
}

export async function listStaff(db: Database): Promise<ParcelStaffInfo[]> {
  return (await db.select().from(parcelStaff).orderBy(asc(parcelStaff.id))).map(describeStaff);
}

/** Parcel staff as a kind of staff account (platform/staff-accounts.ts). */
const parcelAccounts = {
  accounts: parcelStaff,
  sessions: parcelSessions,
  owner: parcelSessions.staffId,
  taken: PARCEL_STAFF_TAKEN,
  missing: PARCEL_STAFF_NOT_FOUND,
} satisfies StaffAccountKind;

/** A new staff account; a user name already taken answers 409 `该用户名已存在`. */
export async function addStaff(db: Database, input: { userName: string; name?: string; password: string; now: Date }): Promise<ParcelStaffInfo> {
  const passwordHash = await hashPassword(input.password);
  return describeStaff(
    await addStaffAccount(db, parcelAccounts, { userName: input.userName, name: input.name || input.userName, passwordHash, createdAt: input.now }),
  );
}

/** Changes a staff account's name, password or disabled flag; a new password or disabling ends its sessions. */
export async function updateStaff(
  db: Database,
  id: number,
  change: { name?: string; password?: string; disabled?: boolean },
): Promise<ParcelStaffInfo> {
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
  return describeStaff(await updateStaffAccount(db, parcelAccounts, id, { name: change.name, disabled: change.disabled, passwordHash }));
}
