/** `reason_type` 1–7 of an after-sales request (shopping §9). */
export type AfterSalesReason = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The Chinese labels of the after-sales reasons (shopping §9: seller out of stock, quality problem or damage,
 * wrong size ordered, colour/spec/size not as described, wrong goods sent, short-sent, other).
 */
export const AFTER_SALES_REASON_LABELS: Readonly<Record<AfterSalesReason, string>> = {
  1: '卖家缺货',
  2: '质量问题或破损',
  3: '尺寸拍错',
  4: '颜色、规格、尺寸与描述不符',
  5: '卖家发错货',
  6: '卖家少发货',
  7: '其他',
};

/** `goods_status` of an after-sales request: 0 not received, 1 received (shopping §9). */
export const GOODS_STATUS_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未收到货', 1: '已收到货' };

/** `refund_type`: 1 refund only, 2 return and refund (shopping §9). */
export const REFUND_TYPE_LABELS: Readonly<Record<1 | 2, string>> = { 1: '仅退款', 2: '退货退款' };

/** `status` of an after-sales request (shopping §3; the spec names only 0 "in progress", the rest are ours). */
export type AfterSalesStatus = 0 | 1 | 2 | 3;

/** Labels of an after-sales request's `status`: 0 in progress, 1 refunded, 2 refused by the shop, 3 cancelled by the shopper. */
export const AFTER_SALES_STATUS_LABELS: Readonly<Record<AfterSalesStatus, string>> = {
  0: '售后处理中',
  1: '退款成功',
  2: '商家已拒绝',
  3: '已撤销申请',
};
