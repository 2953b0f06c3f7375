import { balanceLogs, users } from '../db/schema/index';
import type { Database } from '../db/client';
import { hashPassword } from '../modules/auth/index';
import { call, type RequestTarget } from './http';

/** The password every factory user gets unless told otherwise. */
export const TEST_PASSWORD = 'garden123';

let nextMobile = 13_800_000_000 + Math.floor(Math.random() * 90_000_000);

/** A unique, valid mainland mobile for a test shopper. */
export function createMobile(): string {
  nextMobile += 1;
  return String(nextMobile);
}

/** argon2id is slow on purpose; each test password is hashed once per test file. */
const passwordHashes = new Map<string, Promise<string>>();

function hashTestPassword(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** A test shopper as created: the row plus the plain password it signs in with. */
export type TestUser = typeof users.$inferSelect & { password: string };

/** Inserts a shopper (unique mobile, password `TEST_PASSWORD`) with any column overridden. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      mobile: createMobile(),
      nick: '测试花友',
      passwordHash: await hashTestPassword(password),
      createdAt: new Date(),
      ...columns,
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  // A balance is the sum of its ledger (shopping §3 "Balance record"): a starting balance gets its row.
  if (row.userMoneyFen !== 0) {
    await db.insert(balanceLogs).values({
      userId: row.id,
      changeFen: row.userMoneyFen,
      balanceAfterFen: row.userMoneyFen,
      shortChangeDesc: '测试充值',
      changeTime: row.createdAt,
    });
  }
  return { ...row, password };
}

/** Signs a test shopper in by password through the real sign-in call and returns the login key. */
export async function signIn(app: RequestTarget, user: TestUser): Promise<string> {
  const { body } = await call<{ key: string }>(app, 'POST', '/v1/auth/signin', {
    json: { login_type: 1, mobile: user.mobile ?? user.userName, password: user.password },
  });
  if (body.code !== 200) throw new Error(`signIn failed: ${body.code} ${body.msg}`);
  return body.data.key;
}
