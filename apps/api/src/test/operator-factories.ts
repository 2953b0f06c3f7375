// Operators for the back office's tests: a new account of a role, signed in, and the header its calls carry.
import type { OperatorRole } from '@garden/domain';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { addOperator, openOperatorSession } from '../modules/operators/index';
import type { CallOptions } from './http';
import type { TestClock } from './context';

let logins = 0;

/** A new operator of `role`, signed in: their id and the options their calls pass (`authorization: Bearer <key>`). */
export async function signInOperator(ctx: { db: Database; config: AppConfig; clock: TestClock }, role: OperatorRole) {
  logins += 1;
  const operator = await addOperator(ctx.db, { login: `operator${logins}`, password: 'garden123', role, now: ctx.clock.now() });
  const key = await openOperatorSession(ctx.db, ctx.config, operator.id);
  return { id: operator.id, as: { headers: { authorization: `Bearer ${key}` } } satisfies CallOptions };
}
