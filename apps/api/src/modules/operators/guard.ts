// The guard of every operator call (issue 31): who is calling (an operator's session key, or the data-folder
// token, which only adds operators), whether their role may make the call (permissions.ts, the one table), and
// for a write, its row in the audit trail, in the write's own transaction (audit.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import { endpointShapes, endpoints } from '@garden/contract';
import {
  OPERATOR_DISABLED,
  OPERATOR_FORBIDDEN,
  OPERATOR_TOKEN_BOOTSTRAP_ONLY,
  OPERATOR_TOKEN_INVALID,
  type OperatorPermission,
  type OperatorRole,
  roleAllows,
  UNKNOWN_ENDPOINT,
} from '@garden/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client';
import { ApiError } from '../../platform/api-error';
import type { AppEnv } from '../../platform/openapi';
import { rememberAuditAlso, rememberOperator } from '../../platform/operator-auth';
import { readBodyFields } from '../../platform/validation';
import { type Operator, resolveOperatorSession } from './accounts';
import { appendAudit, snapshotTarget } from './audit';
import { type AuditTarget, isWriteRule, OPERATOR_CALLS, type OperatorCall } from './permissions';

/** Who made a request the guard let through: the operator (null for the data-folder token) and the key they sent. */
export interface OperatorCaller {
  operator: Operator | null;
  key: string;
}
const callers = new WeakMap<Request, OperatorCaller>();

/** The caller of an operator call, as the guard found them (the guard runs before every handler under /v1/operator). */
export function callerOf(c: Context): OperatorCaller {
  const caller = callers.get(c.req.raw);
  if (!caller) throw new Error('operator call without the guard');
  return caller;
}

/** Each operator call by `METHOD /path`; HEAD is answered by the GET route, so it needs what GET needs. */
const CALL_BY_ROUTE = new Map<string, OperatorCall>(
  (Object.keys(OPERATOR_CALLS) as OperatorCall[]).map((name) => [`${endpoints[name].method.toUpperCase()} ${endpoints[name].path}`, name]),
);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the data-folder token, in time independent of where they differ (both hashed to one length first). */
function isDataFolderToken(given: string, expected: string | undefined): boolean {
  return expected !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const tokenInvalid = () => new ApiError(401, OPERATOR_TOKEN_INVALID, 401);
const forbidden = (msg: string) => new ApiError(403, msg, 403);

/**
 * Guards `/v1/operator/*`: `authorization: Bearer <key>` with a live operator session whose role holds the
 * call's permission (else 401 `操作员令牌无效`, 403 `账号已停用`, 403 `没有权限执行此操作`). The data-folder token
 * opens only `addOperator` (bootstrap: `garden operators add`). A path the table does not name answers 404
 * once the caller is known, so nothing there answers a stranger and nothing passes without a rule.
 */
/**
 * Guards a route outside the operator API (`GET /metrics`): an operator session whose role holds `permission`,
 * refused as the operator calls are (401, 403); the data-folder token opens nothing here.
 */
export const requireOperatorPermission = (permission: OperatorPermission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key) throw tokenInvalid();
    const { db, config } = c.var;
    if (isDataFolderToken(key, config.operatorToken)) throw forbidden(OPERATOR_TOKEN_BOOTSTRAP_ONLY);
    const operator = await resolveOperatorSession(db, config, key);
    if (!operator) throw tokenInvalid();
    if (operator.disabled) throw forbidden(OPERATOR_DISABLED);
    if (!roleAllows(operator.role as OperatorRole, permission)) throw forbidden(OPERATOR_FORBIDDEN);
    rememberOperator(c, operator.id);
    await next();
  });

export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const name = CALL_BY_ROUTE.get(`${method} ${c.req.path}`);
  const rule = name ? OPERATOR_CALLS[name] : undefined;
  if (rule?.permission === 'public') return next();
  const key = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!key) throw tokenInvalid();
  const { db, config } = c.var;
  let operator: Operator | null = null;
  if (isDataFolderToken(key, config.operatorToken)) {
    if (name !== 'addOperator') throw forbidden(OPERATOR_TOKEN_BOOTSTRAP_ONLY);
  } else {
    operator = (await resolveOperatorSession(db, config, key)) ?? null;
    if (!operator) throw tokenInvalid();
    if (operator.disabled) throw forbidden(OPERATOR_DISABLED);
  }
  if (!name || !rule) throw new ApiError(404, UNKNOWN_ENDPOINT, 404);
  if (operator && !roleAllows(operator.role as OperatorRole, rule.permission)) throw forbidden(OPERATOR_FORBIDDEN);
  callers.set(c.req.raw, { operator, key });
  rememberOperator(c, operator?.id ?? null);
  if (!isWriteRule(rule) || !rule.target) return next();
  // The target is named from the fields as the contract reads them; fields it refuses change nothing (the handler answers 400).
  const fields = endpointShapes[name].request.safeParse(await readBodyFields(c));
  if (!fields.success) return next();
  await auditWrite(
    c,
    { action: name, operatorId: operator?.id ?? null, target: await rule.target(fields.data as Record<string, unknown>, db) },
    next,
  );
});

/** The audit row a write owes, until a transaction of the request has written it. */
interface PendingAudit {
  operatorId: number | null;
  at: Date;
  action: string;
  target: AuditTarget;
  written: boolean;
  /** The write's other targets (`auditAlso`), each with its row as it was when noted. */
  also: { target: AuditTarget; before: unknown }[];
}

const pendingAudit = new AsyncLocalStorage<PendingAudit>();
const watched = new WeakSet<Database>();

/**
 * Makes the first transaction an operator write opens on `db` also write its audit row, inside it: the target
 * as it was when the transaction began and as it is at its end (or, for targets without a row to show, what
 * the transaction answered). A write that fails rolls back with its row; one that succeeds commits with it.
 * Watching the database's own `transaction` keeps the features' write code as it is, with its transactions,
 * commits and after-commit work (cache notices, gateway refunds) where they are.
 */
function watchTransactions(db: Database): void {
  if (watched.has(db)) return;
  watched.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => {
    const audit = pendingAudit.getStore();
    if (!audit || audit.written) return transaction(run, config);
    audit.written = true;
    return transaction(async (tx) => {
      const before = await snapshotTarget(tx, audit.target);
      const result = await run(tx);
      const after = await snapshotTarget(tx, audit.target);
      await appendAudit(tx, { ...audit, before, after: after === undefined ? result : after });
      for (const also of audit.also) await appendAudit(tx, { ...audit, ...also, after: await snapshotTarget(tx, also.target) });
      return result;
    }, config);
  }) as Database['transaction'];
}

/**
 * Runs an operator write with its audit row owed. A write that changes the database does it in one transaction,
 * which writes the row; one that opened none (pictures put in the upload storage) is recorded after it, with
 * the target as it is then or, without a snapshot, the reply's data.
 */
async function auditWrite(c: Context<AppEnv>, audit: Omit<PendingAudit, 'written' | 'at' | 'also'>, next: () => Promise<void>): Promise<void> {
  const { db, config } = c.var;
  watchTransactions(db);
  const pending: PendingAudit = { ...audit, at: config.now(), written: false, also: [] };
  rememberAuditAlso(c, async (tx, target) => {
    pending.also.push({ target, before: await snapshotTarget(tx, target) });
  });
  await pendingAudit.run(pending, next);
  if (pending.written || c.error || c.res.status !== 200) return;
  const after = (await snapshotTarget(db, pending.target)) ?? ((await c.res.clone().json()) as { data: unknown }).data;
  await appendAudit(db, { ...pending, before: undefined, after });
}
