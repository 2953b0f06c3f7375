// Operator calls by their name in the contract's endpoint table, as a given operator: what the back office's
// tests send (a GET's fields as its query, the others as JSON), and operators of each role to send them as.
import { type EndpointName, endpoints } from '@garden/contract';
import { desc, type SQL } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { operatorAudit } from '../db/schema/index';
import type { OperatorRole } from '@garden/domain';
import { addOperator, openOperatorSession } from '../modules/operators/index';
import type { TestContext } from './context';
import { type CallOptions, type CallResult, callAsOperator } from './http';

/** Who an operator call is made as: the app and that operator's session key (a test context is its shop manager). */
export type OperatorCaller = Pick<TestContext, 'app' | 'operatorKey'>;

let logins = 0;

/** A new operator of `role`, signed in, to make calls as. */
export async function operatorOfRole(ctx: TestContext, role: OperatorRole): Promise<OperatorCaller & { id: number }> {
  logins += 1;
  const operator = await addOperator(ctx.db, { login: `role${logins}`, password: 'garden123', role, now: ctx.clock.now() });
  return { app: ctx.app, id: operator.id, operatorKey: await openOperatorSession(ctx.db, ctx.config, operator.id) };
}

/**
 * One operator of each of `roles`, signed in before the file's tests (in its `beforeAll`); the answer gives the one of
 * a role to make calls as.
 */
export function useOperatorsOfRoles(ctx: TestContext, roles: readonly OperatorRole[]): (role: OperatorRole) => OperatorCaller & { id: number } {
  const signedIn = new Map<OperatorRole, OperatorCaller & { id: number }>();
  beforeAll(async () => {
    for (const role of roles) signedIn.set(role, await operatorOfRole(ctx, role));
  });
  return (role) => {
    const operator = signedIn.get(role);
    if (!operator) throw new Error(`no ${role} signed in for this file`);
    return operator;
  };
}

/** A new operator of `role`, signed in: their id and the options their calls pass (`authorization: Bearer <key>`). */
export async function signInOperator(ctx: TestContext, role: OperatorRole): Promise<{ id: number; as: CallOptions }> {
  const { id, operatorKey } = await operatorOfRole(ctx, role);
  return { id, as: { headers: { authorization: `Bearer ${operatorKey}` } } };
}

/** Makes the call named `name` as `as`. */
export function callOperator<T = Record<string, unknown>>(
  as: OperatorCaller,
  name: EndpointName,
  fields: Record<string, unknown> = {},
): Promise<CallResult<T>> {
  const { method, path } = endpoints[name];
  return method === 'get'
    ? callAsOperator<T>(as, 'GET', path, { query: fields as Record<string, string | number> })
    : callAsOperator<T>(as, method.toUpperCase(), path, { json: fields });
}

/** The newest row of the audit trail that `where` picks (a test's look at what a write recorded). */
export async function newestAudit(db: Database, where: SQL | undefined) {
  const [row] = await db.select().from(operatorAudit).where(where).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
}
