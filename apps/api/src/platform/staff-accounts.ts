// The two kinds of staff account the back office keeps (operators, modules/operators; the parcel-return page's
// staff, modules/parcel) are one thing apart from their names and an operator's role: a unique login name, an
// argon2id password (`staffSignIn` columns), a disabled flag, and sign-ins of their own (`loginKeyTable`).
// Adding one and changing one are written here once.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { operatorSessions, operators, parcelSessions, parcelStaff } from '../db/schema/index';
import { conflict, notFound, someCause } from './api-error';

/** A kind of staff account: its table, its sign-ins and what a refusal says. */
export type StaffAccountKind =
  | { accounts: typeof operators; sessions: typeof operatorSessions; owner: typeof operatorSessions.operatorId; taken: string; missing: string }
  | { accounts: typeof parcelStaff; sessions: typeof parcelSessions; owner: typeof parcelSessions.staffId; taken: string; missing: string };

type Account<Kind extends StaffAccountKind> = Kind['accounts']['$inferSelect'];
type AccountFields<Kind extends StaffAccountKind> = Kind['accounts']['$inferInsert'];

/** Adds an account of `kind`; a login name already taken (the table's unique index) answers 409 `kind.taken`. */
export async function addStaffAccount<Kind extends StaffAccountKind>(db: Database, kind: Kind, values: AccountFields<Kind>): Promise<Account<Kind>> {
  // Drizzle cannot type a write to a table it only knows as one of two; the values are `kind`'s, as typed above.
  const accounts: PgTable = kind.accounts;
  try {
    const [row] = await db.transaction((tx) => tx.insert(accounts).values(values).returning());
    return row as Account<Kind>;
  } catch (error) {
    if (someCause(error, (cause) => cause.code === '23505')) throw conflict(kind.taken);
    throw error;
  }
}

/**
 * Changes account `id` of `kind` (fields left undefined stay; 404 `kind.missing` for no such account). Disabling it or
 * giving it a new password hash ends every session of it, in the same transaction.
 */
export async function updateStaffAccount<Kind extends StaffAccountKind>(
  db: Database,
  kind: Kind,
  id: number,
  change: Partial<AccountFields<Kind>>,
): Promise<Account<Kind>> {
  const accounts: PgTable = kind.accounts;
  return db.transaction(async (tx) => {
    const [row] = (await tx.update(accounts).set(change).where(eq(kind.accounts.id, id)).returning()) as Account<Kind>[];
    if (!row) throw notFound(kind.missing);
    if (row.disabled || change.passwordHash !== undefined) await tx.delete(kind.sessions).where(eq(kind.owner, id));
    return row;
  });
}
