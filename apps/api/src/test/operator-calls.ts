// Operator calls by their name in the contract's endpoint table, as a given operator: what the back office's
// tests send (a GET's fields as its query, the others as JSON), and operators of each role to send them as.
import { endpoints } from '@garden/contract';
import type { OperatorRole } from '@garden/domain';
import { addOperator, openOperatorSession } from '../modules/operators/index';
import type { TestContext } from './context';
import { type CallResult, callAsOperator } from './http';

export type EndpointName = keyof typeof endpoints;

/** Who an operator call is made as: the app and that operator's session key (a test context is its shop manager). */
export type OperatorCaller = Pick<TestContext, 'app' | 'operatorKey'>;

let logins = 0;

/** A new operator of `role`, signed in, to make calls as. */
export async function operatorOfRole(ctx: TestContext, role: OperatorRole): Promise<OperatorCaller & { id: number }> {
  logins += 1;
  const operator = await addOperator(ctx.db, { login: `role${logins}`, password: 'garden123', role, now: ctx.clock.now() });
  return { app: ctx.app, id: operator.id, operatorKey: await openOperatorSession(ctx.db, ctx.config, operator.id) };
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
