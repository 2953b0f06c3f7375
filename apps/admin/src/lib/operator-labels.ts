import type { OperatorPermission } from '@garden/domain';

/** What each permission lets a role do, in the back office's words (packages/domain operators/roles.ts). */
export const PERMISSION_LABELS: Readonly<Record<OperatorPermission, string>> = {
  self: '本人账号',
  dashboard: '首页概况',
  operators: '操作员管理',
  catalogue: '商品',
  content: '店铺内容',
  coupons: '优惠券',
  'orders-read': '查看订单',
  shoppers: '查看顾客',
  'after-sales': '售后',
  reviews: '评价',
  shipping: '发货',
  'parcel-staff': '退件人员',
  'refund-approval': '退款审批',
  withdrawals: '提现',
  audits: '对账与操作记录',
  shop: '店铺设置与会员',
};

/** The time of an audit row (Unix seconds) as the operator reads it: 2026-11-27 08:30:05, local time. */
export function formatTime(seconds: number): string {
  const at = new Date(seconds * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
