// The back office's operators (issue 31): sign-in, their accounts and roles, and the audit trail of their writes.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag, pageOf } from './common';
import { integer, limitParam, newPassword, pageParam, textField } from './fields';

const role = z.enum(domain.OPERATOR_ROLES, { error: domain.OPERATOR_ROLE_INVALID }).openapi({ description: '角色：店长、运营、客服、仓库、财务' });
const login = () =>
  textField(domain.OPERATOR_LOGIN_INVALID)
    .pipe(z.string().regex(/^[\w.-]{2,32}$/, domain.OPERATOR_LOGIN_INVALID))
    .openapi({ type: 'string', description: '登录名' });
const displayName = () => z.string().trim().max(60).openapi({ description: '显示名称' });
const operatorId = () => integer({ min: 1 }).openapi({ type: 'integer', description: '操作员编号' });

/** An operator as the back office shows them, with what their role may do. */
export const OperatorInfo = z.object({
  operator_id: z.number().int(),
  login: z.string(),
  display_name: z.string(),
  role: z.enum(domain.OPERATOR_ROLES),
  disabled: Flag,
  permissions: z.array(z.enum(domain.OPERATOR_PERMISSIONS)),
});
export type OperatorInfo = z.infer<typeof OperatorInfo>;

export const OperatorSignedIn = z.object({
  key: z.string().openapi({ description: '操作员登录凭证：请求头 authorization: Bearer <key>' }),
  operator: OperatorInfo,
});
export type OperatorSignedIn = z.infer<typeof OperatorSignedIn>;

export const OperatorList = z.object({ list: z.array(OperatorInfo) });
export type OperatorList = z.infer<typeof OperatorList>;

/**
 * The kinds of things the audit trail records writes against (api modules/operators/permissions.ts); the api keeps
 * a row's before and after for those it can read.
 */
export const AUDIT_TARGET_TYPES = [
  'sku',
  'goods',
  'goods-detail',
  'goods-sheet',
  'category',
  'brand',
  'order',
  'refund',
  'review',
  'withdrawal',
  'user',
  'coupon',
  'hardiness',
  'operator',
  'carousel',
  'theme',
  'activity',
  'upload',
  'coupon-type',
  'parcel-staff',
  'shipment-sheet',
  'card',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One row of the audit trail: who did what to which target, and the target before and after. */
export const AuditEntry = z.object({
  audit_id: z.number().int(),
  operator_id: z.number().int().nullable().openapi({ description: '操作员编号；null 为数据目录的运营令牌（添加最初的操作员）' }),
  operator_login: z.string().nullable(),
  at: z.number().int().openapi({ description: '时间（Unix 秒）' }),
  action: z.string().openapi({ description: '操作：接口名，如 setStock、decideRefund' }),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().openapi({ description: '操作前（JSON）' }),
  after: z.unknown().openapi({ description: '操作后（JSON）' }),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

// ── Requests ──

/** POST /v1/operator/auth/signin. */
export const OperatorSignInRequest = z.object({
  login: textField(domain.OPERATOR_WRONG_CREDENTIALS).openapi({ type: 'string', description: '登录名' }),
  password: textField(domain.OPERATOR_WRONG_CREDENTIALS).openapi({ type: 'string', description: '密码' }),
});

/** POST /v1/operator/auth/password: the current password, and the new one (ends the operator's other sessions). */
export const OperatorPasswordRequest = z.object({
  old_password: textField(domain.CURRENT_PASSWORD_WRONG).openapi({ type: 'string', description: '原密码' }),
  new_password: newPassword().openapi({ type: 'string', description: '新密码（6–20 位）' }),
});

/** POST /v1/operator/operators/add. */
export const OperatorAddRequest = z.object({
  login: login(),
  password: newPassword().openapi({ type: 'string', description: '初始密码（6–20 位）' }),
  display_name: displayName().optional(),
  role,
});

/** POST /v1/operator/operators/update: what is given changes; disabling ends the operator's sessions. */
export const OperatorUpdateRequest = z.object({
  operator_id: operatorId(),
  display_name: displayName().optional(),
  role: role.optional(),
  disabled: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 停用，0 启用' }),
});

/** GET /v1/operator/audit/trail: newest first, filtered by operator, target and time (Unix seconds, inclusive). */
export const AuditTrailRequest = z.object({
  operator_id: operatorId().optional(),
  target_type: z
    .string()
    .trim()
    .max(20)
    .optional()
    .openapi({ description: `目标类型：${AUDIT_TARGET_TYPES.join('、')}` }),
  target_id: z.string().trim().max(40).optional().openapi({ description: '目标编号' }),
  from: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '起始时间（Unix 秒，含）' }),
  to: integer({ min: 0 }).optional().openapi({ type: 'integer', description: '截止时间（Unix 秒，含）' }),
  page: pageParam(),
  limit: limitParam(50),
});
