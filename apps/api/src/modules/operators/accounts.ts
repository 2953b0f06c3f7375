// Operator accounts and their sessions (issue 31): argon2id passwords as shoppers' (modules/auth), sessions
// stored as the SHA-256 of their key with the shoppers' idle and absolute limits (platform/sessions.ts).
import type { OperatorInfo } from '@garden/contract';
import { OPERATOR_LOGIN_TAKEN, OPERATOR_NOT_FOUND, type OperatorRole, ROLE_PERMISSIONS } from '@garden/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { hashKey, newSession, ownerOfLiveSession } from '../../platform/sessions';
import { addStaffAccount, type StaffAccountKind, updateStaffAccount } from '../../platform/staff-accounts';
import { hashPassword } from '../auth/index';

export type Operator = typeof operators.$inferSelect;

/** An operator as the calls answer them (never the password hash). */
export function describeOperator(operator: Operator): OperatorInfo {
  const role = operator.role as OperatorRole;
  return {
    operator_id: operator.id,
    login: operator.login,
    display_name: operator.displayName,
    role,
    disabled: operator.disabled ? 1 : 0,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

export async function findOperatorByLogin(db: Database, login: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.login, login));
  return row;
}

export async function findOperator(db: Database, id: number): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function listOperators(db: Database): Promise<Operator[]> {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export interface NewOperator {
  login: string;
  password: string;
  displayName?: string;
  role: OperatorRole;
  now: Date;
}

/** Operators as a kind of staff account (platform/staff-accounts.ts). */
const operatorAccounts = {
  accounts: operators,
  sessions: operatorSessions,
  owner: operatorSessions.operatorId,
  taken: OPERATOR_LOGIN_TAKEN,
  missing: OPERATOR_NOT_FOUND,
} satisfies StaffAccountKind;

/** A new operator account; a login name already taken answers 409 `登录名已存在`. */
export async function addOperator(db: Database, input: NewOperator): Promise<Operator> {
  const passwordHash = await hashPassword(input.password);
  return addStaffAccount(db, operatorAccounts, {
    login: input.login,
    displayName: input.displayName || input.login,
    passwordHash,
    role: input.role,
    createdAt: input.now,
  });
}

/** Changes an operator's name, role or disabled flag; disabling ends every session of theirs. */
export async function updateOperator(
  db: Database,
  id: number,
  change: { displayName?: string; role?: OperatorRole; disabled?: boolean },
): Promise<Operator> {
  return updateStaffAccount(db, operatorAccounts, id, change);
}

/** Sets a new password and ends every other session of the operator (the one with `keptKey` stays). */
export async function changeOperatorPassword(db: Database, operatorId: number, password: string, keptKey: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, operatorId));
    await tx.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.keyHash, hashKey(keptKey))));
  });
}

/** Opens an operator session and answers its key. */
export async function openOperatorSession(db: Database, config: AppConfig, operatorId: number): Promise<string> {
  const { key, row } = newSession(config);
  await db.insert(operatorSessions).values({ ...row, operatorId });
  return key;
}

/** The operator behind a key, or undefined for a key unknown, idle too long or past its absolute end. */
export async function resolveOperatorSession(db: Database, config: AppConfig, key: string): Promise<Operator | undefined> {
  return ownerOfLiveSession(db, config, key, { table: operatorSessions, owner: operators, on: eq(operators.id, operatorSessions.operatorId) });
}

/** Ends the session of a key. */
export async function closeOperatorSession(db: Database, key: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.keyHash, hashKey(key)));
}
