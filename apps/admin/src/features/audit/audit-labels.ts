/** The audited writes by call name (api modules/operators/permissions.ts), in the back office's words. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  addOperator: '添加操作员',
  updateOperator: '修改操作员',
  setStock: '修改库存',
  setPrice: '修改价格',
  importHardiness: '导入耐寒信息',
  importGoodsSheet: '导入商品表格',
  issueCoupon: '发放优惠券',
  shipOrder: '发货',
  decideRefund: '审批退款',
  replyToReview: '回复评价',
  payWithdrawal: '支付提现',
  refuseWithdrawal: '拒绝提现',
  setTrader: '设置批发客户',
};

/** The kinds of targets the trail records (contract AuditTrailRequest.target_type). */
export const TARGET_LABELS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  goods: '商品',
  order: '订单',
  refund: '退款',
  review: '评价',
  withdrawal: '提现',
  user: '会员',
  coupon: '优惠券',
  hardiness: '耐寒信息',
  'goods-sheet': '商品表格',
  operator: '操作员',
};
