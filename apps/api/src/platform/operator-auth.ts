import { OPERATOR_TOKEN_INVALID } from '@garden/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { AppEnv } from './openapi';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the operator token, in time independent of where they differ (both hashed to one length first). */
function isOperatorToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Guards the operator API: only `authorization: Bearer <operator token>` passes; no header, another
 * scheme, a wrong token or a shopper's `key` answer 401 `操作员令牌无效`. A server without a token
 * configured refuses every call.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.var.config.operatorToken;
  const match = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!expected || !match?.[1] || !isOperatorToken(match[1], expected)) throw new ApiError(401, OPERATOR_TOKEN_INVALID, 401);
  await next();
});

/** What every operator route adds to its table entry: the 运营 tag and the operator token scheme (registered in modules/operators). */
export const operatorCall = { tags: ['运营'], security: [{ operatorToken: [] }] };
