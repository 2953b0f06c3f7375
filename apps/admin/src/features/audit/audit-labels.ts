import type { AuditTargetType, OperatorWriteName } from '@garden/contract';

/**
 * The audited writes by call name (the contract's operator calls that write), in the back office's words. Typed by
 * the endpoint table, so a new operator write does not compile until the trail can name it.
 */
const ACTION_LABELS: Readonly<Record<OperatorWriteName, string>> = {
  operatorSignIn: '登录',
  operatorSignOut: '退出登录',
  changeOperatorPassword: '修改密码',
  addOperator: '添加操作员',
  updateOperator: '修改操作员',
  setStock: '修改库存',
  setPrice: '修改价格',
  uploadOperatorImages: '上传图片',
  migrateStorage: '图片迁移到对象存储',
  importHardiness: '导入耐寒信息',
  saveCarouselSlide: '保存轮播图',
  deleteCarouselSlide: '删除轮播图',
  saveTheme: '保存专题',
  deleteTheme: '删除专题',
  saveActivity: '保存活动页',
  deleteActivity: '删除活动页',
  createGoods: '添加商品',
  updateGoods: '修改商品',
  setGoodsSale: '上架/下架商品',
  createCategory: '添加分类',
  updateCategory: '修改分类',
  reorderCategories: '调整分类顺序',
  deleteCategory: '删除分类',
  createBrand: '添加品牌',
  updateBrand: '修改品牌',
  importGoodsSheet: '导入商品表格',
  issueCoupon: '发放优惠券',
  saveCouponType: '保存优惠券类型',
  issueCouponList: '批量发放优惠券',
  shipOrder: '发货',
  cancelShopOrder: '取消订单',
  addOrderNote: '添加订单备注',
  decideRefund: '审批退款',
  replyToReview: '回复评价',
  payWithdrawal: '支付提现',
  refuseWithdrawal: '拒绝提现',
  setTrader: '设置批发客户',
  // People and reviews (issue 32 "People", "Reviews").
  setShopperDisabled: '停用/启用顾客',
  addParcelStaff: '添加退件人员',
  updateParcelStaff: '修改退件人员',
  setReviewShown: '显示/隐藏评价',
  // Batch shipping (issue 32).
  shipOrdersFromSheet: '表格批量发货',
  // Member cards (issue 32 "Money").
  issueMemberCard: '发会员卡',
  topUpMemberCard: '会员卡充值',
};

/** The kinds of targets the trail records (contract AUDIT_TARGET_TYPES), in the back office's words. */
export const TARGET_LABELS: Readonly<Record<AuditTargetType, string>> = {
  sku: 'SKU',
  goods: '商品',
  'goods-detail': '商品资料',
  category: '分类',
  brand: '品牌',
  order: '订单',
  refund: '退款',
  review: '评价',
  withdrawal: '提现',
  user: '会员',
  coupon: '优惠券',
  hardiness: '耐寒信息',
  'goods-sheet': '商品表格',
  operator: '操作员',
  carousel: '轮播图',
  theme: '专题',
  activity: '活动页',
  upload: '上传',
  'coupon-type': '优惠券类型',
  'parcel-staff': '退件人员',
  'shipment-sheet': '发货表格',
  card: '会员卡',
};

const lookUp = (labels: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined) ?? key;
/** A row's action in words; a name the labels do not know (a call since renamed) as it was recorded. */
export const actionLabel = (action: string) => lookUp(ACTION_LABELS, action);
/** A row's target kind in words, or as recorded. */
export const targetLabel = (type: string) => lookUp(TARGET_LABELS, type);
