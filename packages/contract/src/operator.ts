// The operator's calls (README "Operator"), used by the `garden` command. Amounts here are fen.
import { FIELD_REASONS, parseFen, REFUSE_REASON_MAX, REFUSE_REASON_TOO_LONG } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag, pageOf } from './common';
import { idList, integer, limitParam, mobile, pageParam, textField } from './fields';

export const ShipResult = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  o_status: z.number().int(),
  logistics_name: z.string(),
  invoice_no: z.string(),
});
export type ShipResult = z.infer<typeof ShipResult>;

export const RefundPayout = z.object({ to: z.string(), amount: z.number().int(), refund_no: z.string(), status: z.string() });
export type RefundPayout = z.infer<typeof RefundPayout>;

export const RefundDecision = z.object({
  refund_id: z.number().int(),
  refund_sn: z.string(),
  order_id: z.number().int(),
  status: z.number().int().openapi({ description: '1 已退款，2 已拒绝' }),
  amount: z.number().int().openapi({ description: '分' }),
  payouts: z.array(RefundPayout),
  o_status: z.number().int().openapi({ description: '决定后订单的 o_status' }),
  order_status: z.string().openapi({
    description: '决定后订单的状态：拒绝则回到申请前；部分退款后回到还未退的商品所在的状态（待发货、部分发货、待收货），全部退完为 售后完成',
  }),
});
export type RefundDecision = z.infer<typeof RefundDecision>;

export const OfficialReply = z.object({
  comment_id: z.number().int(),
  g_comment_id: z.number().int(),
  nick: z.string(),
  content: z.string(),
  create_time: z.number().int(),
});
export type OfficialReply = z.infer<typeof OfficialReply>;

export const CouponIssued = z.object({
  bonus_id: z.number().int(),
  type_id: z.number().int(),
  user_id: z.number().int(),
  mobile: z.string(),
  created: Flag,
});
export type CouponIssued = z.infer<typeof CouponIssued>;

export const StockSet = z.object({ goods_id: z.number().int(), sku_id: z.number().int(), stock: z.number().int(), goods_stock: z.number().int() });
export type StockSet = z.infer<typeof StockSet>;

/** A SKU whose stock and the units live orders hold do not add up to its baseline. */
export const StockDrift = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  stock: z.number().int(),
  /** Units bought in orders that still hold them (not closed, less what after-sales put back on the shelf). */
  held: z.number().int(),
  /** The stock last set (seeded or by the operator) plus what orders held then; null when none was kept. */
  baseline: z.number().int().nullable(),
});
export type StockDrift = z.infer<typeof StockDrift>;

/** Goods whose total stock is not the sum of its SKUs' stock. */
export const GoodsStockDrift = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  stock: z.number().int(),
  sku_stock: z.number().int(),
});
export type GoodsStockDrift = z.infer<typeof GoodsStockDrift>;

/** GET /v1/operator/audit/stock. */
export const StockAudit = z
  .object({
    skus: z.number().int(),
    goods: z.number().int(),
    drift: z.array(StockDrift),
    goods_drift: z.array(GoodsStockDrift),
  })
  .openapi('OperatorStockAudit');
export type StockAudit = z.infer<typeof StockAudit>;

export const PriceSet = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  market_price_fen: z.number().int(),
  grade_prices_fen: z.record(z.string(), z.number().int()),
});
export type PriceSet = z.infer<typeof PriceSet>;

export const AuditOrderLine = z.object({
  rec_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  goods_attr: z.string(),
  goods_price: z.number().int().openapi({ description: '分' }),
  market_price: z.number().int().openapi({ description: '分' }),
  goods_number: z.number().int(),
  refund_number: z.number().int(),
  shipment_id: z.number().int().openapi({ description: '所在包裹；0 为未发货' }),
});
export type AuditOrderLine = z.infer<typeof AuditOrderLine>;

/** A goods line as `@garden/domain`'s GoodsLine, money as yuan text. */
export const StoredGoodsLine = z.object({
  goodsId: z.number().int(),
  categoryId: z.number().int(),
  brandId: z.number().int(),
  supplierId: z.number().int(),
  price: z.string(),
  marketPrice: z.string(),
  quantity: z.number().int(),
  weight: z.number(),
  specialGoods: z.boolean(),
  noCardDiscount: z.boolean(),
  isBlackFiveGoods: z.boolean(),
  isMini: z.boolean(),
  isDeposit: z.boolean(),
});
export type StoredGoodsLine = z.infer<typeof StoredGoodsLine>;

/** A coupon as `@garden/domain`'s Coupon, money as yuan text and dates as ISO text. */
export const StoredCoupon = z.object({
  couponId: z.number().int(),
  faceValue: z.string(),
  deductionCap: z.string().nullable(),
  minGoodsAmount: z.string(),
  isShipping: z.boolean(),
  actRange: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  actRangeExt: z.array(z.number().int()),
  useStartDate: z.string(),
  useEndDate: z.string(),
});
export type StoredCoupon = z.infer<typeof StoredCoupon>;

/** Every fact the order's checkout read, for `auditStoredOrder` (no orderSn, amounts: they are beside it). */
export const StoredCheckout = z.object({
  addTime: z.string(),
  isBlack: z.boolean(),
  shippingId: z.number().int().nullable(),
  lines: z.array(StoredGoodsLine),
  coupon: StoredCoupon.nullable(),
  shippingCoupon: StoredCoupon.nullable(),
  card: z.object({ cardNumber: z.string(), discount: z.string() }).nullable(),
});
export type StoredCheckout = z.infer<typeof StoredCheckout>;

export const AuditOrder = z
  .object({
    order_id: z.number().int(),
    order_sn: z.string(),
    order_father_id: z.number().int(),
    user_id: z.number().int(),
    o_status: z.number().int(),
    is_delete: z.number().int(),
    status: z.number().int(),
    pay_id: z.number().int(),
    add_time: z.number().int(),
    amounts: z.record(z.string(), z.number().int()).openapi({
      description:
        '存储的金额（分）：goods_amount, market_amount, shipping_fee, bonus, bonus_ship, discount, order_amount, deposit, money_paid, surplus',
    }),
    goods_list: z.array(AuditOrderLine),
    checkout: StoredCheckout.nullable().openapi({ description: '重算所需的事实；父订单为 null' }),
  })
  .openapi('OperatorAuditOrder');
export type AuditOrder = z.infer<typeof AuditOrder>;

/** GET /v1/operator/orders. */
export const AuditOrderPage = pageOf(AuditOrder);
export type AuditOrderPage = z.infer<typeof AuditOrderPage>;

export const OrderToShip = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  o_status: z.number().int(),
  consignee: z.string(),
  shipping_name: z.string(),
  pay_time: z.number().int(),
  gifts: z
    .array(z.object({ goods_id: z.number().int(), goods_name: z.string(), goods_number: z.number().int() }))
    .openapi({ description: '下单时满件赠送得到的赠品，随订单一起打包（不是订单商品）' }),
});
export type OrderToShip = z.infer<typeof OrderToShip>;

export const OpenRefund = z.object({
  refund_id: z.number().int(),
  refund_sn: z.string(),
  order_id: z.number().int(),
  order_sn: z.string(),
  refund_type: z.number().int(),
  reason_type: z.number().int(),
  amount: z.number().int().openapi({ description: '分' }),
  add_time: z.number().int(),
  received_time: z.number().int().openapi({ description: '仓库录入退货包裹的时间；未收到为 0' }),
});
export type OpenRefund = z.infer<typeof OpenRefund>;

export const ReviewToReply = z.object({
  g_comment_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  order_id: z.number().int(),
  comment_rank: z.number().int(),
  content: z.string(),
  add_time: z.number().int(),
});
export type ReviewToReply = z.infer<typeof ReviewToReply>;

/** GET /v1/operator/orders/pending. */
export const PendingWork = z.object({
  orders_to_ship: z.array(OrderToShip),
  open_refunds: z.array(OpenRefund),
  reviews_to_reply: z.array(ReviewToReply),
});
export type PendingWork = z.infer<typeof PendingWork>;

/** GET /v1/operator/doctor. */
export const OperatorDoctor = z
  .object({
    mode: z.enum(['sandbox', 'production']),
    services: z.array(
      z.object({
        service: z.enum(['payments', 'sms', 'courier']),
        provider: z.enum(['sandbox', 'real']),
        /** Which service: sandbox, or e.g. aliyun / tencent for SMS (SMS_PROVIDER). */
        name: z.string().openapi({ description: '具体服务：sandbox，或如短信的 aliyun（阿里云）、tencent（腾讯云）' }),
        keys_loaded: z.boolean(),
      }),
    ),
  })
  .openapi('OperatorDoctor');
export type OperatorDoctor = z.infer<typeof OperatorDoctor>;

/** POST /v1/operator/users/trader: a shopper marked a trade buyer (or back). */
export const TraderSet = z.object({ user_id: z.number().int(), mobile: z.string(), is_trader: Flag });
export type TraderSet = z.infer<typeof TraderSet>;

// ── Requests ──

const id = (description: string) => integer({ min: 1 }).openapi({ type: 'integer', description });

/** A price in yuan ("12.50") stored in fen: more than 0, at most 2 decimals, no more than a price column keeps. */
const yuanPrice = () =>
  textField(FIELD_REASONS.price)
    .transform((text, ctx) => {
      const fen = parseFen(text);
      if (fen !== null && fen > 0) return fen;
      ctx.addIssue({ code: 'custom', message: FIELD_REASONS.price });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: '价格（元），如 12.50' });

/** Goods named by SKU, or by goods id when it has one SKU. */
const skuTarget = {
  sku_id: id('商品规格 sku_id').optional(),
  gshp_id: id('商品编号（只有一个规格时可代替 sku_id）').optional(),
};

/** POST /v1/operator/orders/ship. */
export const ShipRequest = z.object({
  order_id: id('订单编号（子订单或未拆单订单）'),
  logistics_name: z.string().trim().max(60).optional().openapi({ description: '快递公司名称；或用 shipping_id' }),
  shipping_id: id('快递公司编号（见 /v1/order/refund_carriers）').optional(),
  invoice_no: z.string().trim().max(64).optional().openapi({ description: '快递单号' }),
  rec_ids: idList('本包裹的订单商品 rec_id，逗号分隔；不传为全部未发货商品'),
});

/** POST /v1/operator/refunds/decide. */
export const RefundDecisionRequest = z.object({
  refund_id: id('售后申请编号 refund_id'),
  approve: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'approve 应为 1（同意）或 0（拒绝）' })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
    .openapi({ type: 'integer', description: '1 同意（退款），0 拒绝' }),
  reason: z
    .string()
    // UTF-16 units: 200 characters are at most 400 of them; the domain's refuseReasonRefusal counts exactly.
    .max(REFUSE_REASON_MAX * 2, { error: REFUSE_REASON_TOO_LONG })
    .optional()
    .openapi({ description: `拒绝的原因，会员在售后页看到（拒绝时填写，1–${REFUSE_REASON_MAX} 字）` }),
});

/** POST /v1/operator/reviews/reply. */
export const OfficialReplyRequest = z.object({
  g_comment_id: id('评价编号'),
  content: z.string().max(2000).openapi({ description: '官方回复内容（最多 300 字）' }),
});

/** POST /v1/operator/coupons/issue. */
export const CouponIssueRequest = z.object({
  type_id: id('优惠券类型 type_id'),
  user_id: id('用户编号').optional(),
  mobile: mobile().optional().openapi({ type: 'string', description: '用户手机号（或用 user_id）' }),
});

/** POST /v1/operator/users/trader. */
export const TraderRequest = z.object({
  user_id: id('用户编号').optional(),
  mobile: mobile().optional().openapi({ type: 'string', description: '用户手机号（或用 user_id）' }),
  is_trader: integer({ min: 0, max: 1 }).optional().default(1).openapi({ type: 'integer', description: '1 设为批发商，0 取消' }),
});

/** POST /v1/operator/withdrawals/pay and /refuse. */
export const WithdrawalDecisionRequest = z.object({ id: id('提现申请编号') });

/** POST /v1/operator/goods/stock. */
export const StockRequest = z.object({ ...skuTarget, stock: integer({ min: 0 }).openapi({ type: 'integer', description: '库存' }) });

/** POST /v1/operator/goods/price. */
export const PriceRequest = z.object({
  ...skuTarget,
  price: yuanPrice(),
  grade: integer({ min: 0, max: 9 }).optional().openapi({ type: 'integer', description: '会员等级 0–9：设该等级的价格；不传为市场价' }),
});

/** POST /v1/operator/hardiness: a hardiness file's text (`garden hardiness import` reads the file and sends it as it is). */
export const HardinessRequest = z.object({ csv: z.string().max(20_000, '文件过大（最多 20000 个字符）').openapi({ description: 'csv 文本' }) });

/** GET /v1/operator/orders: an audit reads every order, so big pages keep its requests few. */
export const AuditOrdersRequest = z.object({ page: pageParam(), limit: limitParam(50, 500) });

/** GET /v1/operator/orders/pending. */
export const LatestRequest = z.object({ limit: limitParam(20) });

/** A list's optional words to look for, trimmed (blank is no filter). */
const lookFor = (description: string) => z.string().trim().max(40, '查找的文字最多 40 个字符').optional().openapi({ description });

/** GET /v1/operator/feedback: the suggestion box, newest first, paged; `garden feedback list` reads the first page. */
export const FeedbackRequest = z.object({
  q: lookFor('建议内容中的文字，或留言人的手机号'),
  page: pageParam(),
  limit: limitParam(50),
});

/** GET /v1/operator/quote-requests: the traders' sent quotation lists, newest first, paged. */
export const QuoteRequestsRequest = z.object({
  trader: lookFor('批发商的手机号或昵称（昵称含这些字即可）'),
  page: pageParam(),
  limit: limitParam(20),
});

/** GET /v1/operator/withdrawals. */
export const OperatorWithdrawalsRequest = z.object({ all: integer({ min: 0, max: 1 }).optional().default(0).openapi({ type: 'integer' }) });
