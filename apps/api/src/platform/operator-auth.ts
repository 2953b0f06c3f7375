import type { AuditTargetType, EndpointName } from '@garden/contract';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { endpoint, type Handler } from './endpoint-routes';

/**
 * What every operator route adds to its table entry: the 运营 tag and the operator key scheme (registered in
 * modules/operators, whose guard checks the key and the role's permission for every call).
 */
export const operatorCall = { tags: ['运营'], security: [{ operatorToken: [] }] };

/** An operator call that needs nothing beyond its summary and handler (most do): `operatorCall` added. */
export const operatorEndpoint = <K extends EndpointName>(name: K, summary: string, handle: Handler<K>) =>
  endpoint(name, { ...operatorCall, summary, handle });

/** The operator each request the guard let through was made by (null for the data-folder token). */
const operatorIds = new WeakMap<Request, number | null>();

/** Called by the guard (modules/operators/guard.ts) once it knows who is calling. */
export function rememberOperator(c: Context, operatorId: number | null): void {
  operatorIds.set(c.req.raw, operatorId);
}

/** The operator who made an operator call, for a feature that keeps its author beside the audit row (an order's note). */
export function operatorIdOf(c: Context): number | null {
  const operatorId = operatorIds.get(c.req.raw);
  if (operatorId === undefined) throw new Error('operator call without the guard');
  return operatorId;
}

/** Notes one more target of the write under way, in its transaction, as it is before the write changes it. */
type AuditAlso = (tx: Database, target: { type: AuditTargetType; id: string }) => Promise<void>;
const auditAlsoByRequest = new WeakMap<Request, AuditAlso>();

/** Called by the guard for an audited write: how a target besides the call's own is added to the trail. */
export function rememberAuditAlso(c: Context, also: AuditAlso): void {
  auditAlsoByRequest.set(c.req.raw, also);
}

/**
 * For a write that changes several things of one kind (a shipping sheet's orders): each gets its own row in the
 * audit trail, under the call's name, besides the call's row. Call it in the write's transaction, before the
 * target changes; the rows are written, with the target as it is at the end, when the transaction commits.
 */
export async function auditAlso(c: Context, tx: Database, target: { type: AuditTargetType; id: string }): Promise<void> {
  const also = auditAlsoByRequest.get(c.req.raw);
  if (!also) throw new Error('audited write without the guard');
  await also(tx, target);
}
