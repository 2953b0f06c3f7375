// The operator API: what the `garden` command calls while the shop runs.
// Only the operator token opens it (`authorization: Bearer <token>`, see platform/operator-auth.ts); every
// amount is fen, as stored.
import {
  AuditOrderPage,
  BalanceAudit,
  CatalogueFeedbackList,
  HardinessImported,
  QuoteRequestList,
  OperatorWithdrawal,
  OperatorWithdrawalList,
  CouponIssued,
  OfficialReply,
  OperatorDoctor,
  PendingWork,
  PriceSet,
  RefundDecision,
  ShipResult,
  StockAudit,
  StockSet,
  TraderSet,
} from '@garden/contract';
import { parseFen, CARRIER_NOT_FOUND, GOODS_OR_SKU_REQUIRED, PRICE_INVALID, USER_OR_MOBILE_REQUIRED } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { sandboxCourier } from '../../integrations/courier';
import { badRequest } from '../../platform/api-error';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { requireOperator } from '../../platform/operator-auth';
import { documentBody, idList, integer, mobile, readInput, textField } from '../../platform/validation';
import { decideAfterSales } from '../after-sales/index';
import { limitParam, pageParam } from '../../platform/query-fields';
import { replyOfficially } from '../reviews/index';
import { issueCoupon, listOrdersForAudit, listPending, setPrice, setStock, setTrader } from './operator';
import { shipOrder } from '../orders/index';
import { listQuoteRequests } from '../trade-catalogue/index';
import { importHardiness } from '../finder/index';
import { auditStock } from '../orders/index';
import { auditBalances, listWithdrawalsForOperator, payWithdrawal, refuseWithdrawal } from '../account/index';
import { desc } from 'drizzle-orm';
import { catalogueFeedback } from '../../db/schema/index';

const TAG = '运营';
const security = [{ operatorToken: [] }];
const id = (description: string) => integer({ min: 1 }).openapi({ type: 'integer', description });

/** A price in yuan ("12.50") stored in fen: more than 0, at most 2 decimals, no more than a price column keeps. */
const yuanPrice = () =>
  textField(PRICE_INVALID)
    .transform((text, ctx) => {
      const fen = parseFen(text);
      if (fen !== null && fen > 0) return fen;
      ctx.addIssue({ code: 'custom', message: PRICE_INVALID });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: '价格（元），如 12.50' });

/** Goods named by SKU, or by goods id when it has one SKU. */
const skuTarget = {
  sku_id: id('商品规格 sku_id').optional(),
  gshp_id: id('商品编号（只有一个规格时可代替 sku_id）').optional(),
};

const shipFields = z.object({
  order_id: id('订单编号（子订单或未拆单订单）'),
  logistics_name: z.string().trim().max(60).optional().openapi({ description: '快递公司名称；或用 shipping_id' }),
  shipping_id: id('快递公司编号（见 /v1/order/refund_carriers）').optional(),
  invoice_no: z.string().trim().max(64).optional().openapi({ description: '快递单号' }),
  rec_ids: idList('本包裹的订单商品 rec_id，逗号分隔；不传为全部未发货商品'),
});
const decideFields = z.object({
  refund_id: id('售后申请编号 refund_id'),
  approve: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'approve 应为 1（同意）或 0（拒绝）' })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
    .openapi({ type: 'integer', description: '1 同意（退款），0 拒绝' }),
});
const replyFields = z.object({
  g_comment_id: id('评价编号'),
  content: z.string().max(2000).openapi({ description: '官方回复内容（最多 300 字）' }),
});
const couponFields = z.object({
  type_id: id('优惠券类型 type_id'),
  user_id: id('用户编号').optional(),
  mobile: mobile().optional().openapi({ type: 'string', description: '用户手机号（或用 user_id）' }),
});
const traderFields = z.object({
  user_id: id('用户编号').optional(),
  mobile: mobile().optional().openapi({ type: 'string', description: '用户手机号（或用 user_id）' }),
  is_trader: integer({ min: 0, max: 1 }).optional().default(1).openapi({ type: 'integer', description: '1 设为批发商，0 取消' }),
});
const withdrawalFields = z.object({ id: id('提现申请编号') });
const stockFields = z.object({ ...skuTarget, stock: integer({ min: 0 }).openapi({ type: 'integer', description: '库存' }) });
const priceFields = z.object({
  ...skuTarget,
  price: yuanPrice(),
  grade: integer({ min: 0, max: 9 }).optional().openapi({ type: 'integer', description: '会员等级 0–9：设该等级的价格；不传为市场价' }),
});

function requireSku(input: { sku_id?: number; gshp_id?: number }) {
  if (input.sku_id === undefined && input.gshp_id === undefined) throw badRequest(GOODS_OR_SKU_REQUIRED);
  return { skuId: input.sku_id, goodsId: input.gshp_id };
}

/** A hardiness file's text (`garden hardiness import` reads the file and sends it as it is). */
const hardinessFields = z.object({ csv: z.string().max(20_000, '文件过大（最多 20000 个字符）').openapi({ description: 'csv 文本' }) });

export const operatorRoutes = createRouter();
operatorRoutes.openAPIRegistry.registerComponent('securitySchemes', 'operatorToken', {
  type: 'http',
  scheme: 'bearer',
  description: '运营令牌：服务器首次启动时写入数据目录的 operator-token 文件',
});
// Every path under /v1/operator, known or not, needs the token first, so nothing there answers a shopper.
operatorRoutes.use('/v1/operator/*', requireOperator);

operatorRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/orders/ship',
      tags: [TAG],
      security,
      summary: '发货：快递公司与单号；部分商品发货 o_status 3，全部发出 4',
      request: { body: documentBody(shipFields) },
      responses: envelopeResponses(ShipResult),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, shipFields);
      let logisticsName = input.logistics_name ?? '';
      if (input.shipping_id !== undefined) {
        const carrier = c.var.config.courier.carriers().find((known) => known.shippingId === input.shipping_id);
        if (!carrier) throw badRequest(CARRIER_NOT_FOUND);
        logisticsName = carrier.shippingName;
      }
      const row = await shipOrder(db, {
        orderId: input.order_id,
        recIds: input.rec_ids.length > 0 ? input.rec_ids : undefined,
        logisticsName,
        invoiceNo: input.invoice_no ?? '',
        now: config.now(),
      });
      return respond(
        c,
        { order_id: row.orderId, order_sn: row.orderSn, o_status: row.oStatus, logistics_name: row.logisticsName, invoice_no: row.invoiceNo },
        '已发货',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/refunds/decide',
      tags: [TAG],
      security,
      summary: '处理售后申请：同意则退款（原路退回：会员卡、余额或支付网关，仅一次），拒绝则订单回到申请前',
      request: { body: documentBody(decideFields) },
      responses: envelopeResponses(RefundDecision),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, decideFields);
      const decision = await decideAfterSales(db, config.payments, {
        refundId: input.refund_id,
        approve: input.approve,
        now: config.now(),
        logError: config.logError,
      });
      return respond(
        c,
        {
          refund_id: decision.refundId,
          refund_sn: decision.refundSn,
          order_id: decision.orderId,
          status: decision.status,
          amount: decision.amountFen,
          payouts: decision.payouts.map((payout) => ({
            to: payout.to,
            amount: payout.amountFen,
            refund_no: payout.refundNo ?? '',
            status: payout.status ?? 'done',
          })),
          o_status: decision.order.oStatus,
          order_status: decision.order.label,
        },
        decision.status === 1 ? '已退款' : '已拒绝',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/reviews/reply',
      tags: [TAG],
      security,
      summary: '官方回复评价',
      request: { body: documentBody(replyFields) },
      responses: envelopeResponses(OfficialReply),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, replyFields);
      return respond(c, await replyOfficially(db, { gCommentId: input.g_comment_id, content: input.content, now: config.now() }), '已回复');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/coupons/issue',
      tags: [TAG],
      security,
      summary: '发放优惠券：给一位用户一张某类型的券（每人每类型一张；已有则 created 0）',
      request: { body: documentBody(couponFields) },
      responses: envelopeResponses(CouponIssued),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, couponFields);
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const issued = await issueCoupon(db, { typeId: input.type_id, userId: input.user_id, mobile: input.mobile, now: config.now() });
      return respond(c, issued, issued.created ? '已发放' : '该用户已有这张券');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/goods/stock',
      tags: [TAG],
      security,
      summary: '设置库存（商品总库存随之更新）',
      request: { body: documentBody(stockFields) },
      responses: envelopeResponses(StockSet),
    }),
    async (c) => {
      const input = await readInput(c, stockFields);
      return respond(c, await setStock(c.var.db, { ...requireSku(input), stock: input.stock, now: c.var.config.now() }), '库存已更新');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/goods/price',
      tags: [TAG],
      security,
      summary: '设置价格（元）：市场价，或某会员等级的价格；已下的订单不变',
      request: { body: documentBody(priceFields) },
      responses: envelopeResponses(PriceSet),
    }),
    async (c) => {
      const input = await readInput(c, priceFields);
      return respond(c, await setPrice(c.var.db, { ...requireSku(input), priceFen: input.price, grade: input.grade }), '价格已更新');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/orders',
      tags: [TAG],
      security,
      summary: '全部订单（核对用）：存储的金额与商品行，以及重算所需的全部事实，按 order_id 升序分页',
      // An audit reads every order: big pages keep its requests few.
      request: { query: z.object({ page: pageParam(), limit: limitParam(50, 500) }) },
      responses: envelopeResponses(AuditOrderPage),
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return respond(c, await listOrdersForAudit(c.var.db, page, limit));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/orders/pending',
      tags: [TAG],
      security,
      summary: '待处理：待发货订单、进行中的售后申请、没有官方回复的评价（各最新 limit 条）',
      request: { query: z.object({ limit: limitParam(20) }) },
      responses: envelopeResponses(PendingWork),
    }),
    async (c) => respond(c, await listPending(c.var.db, c.req.valid('query').limit)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/withdrawals',
      tags: [TAG],
      security,
      summary: '提现申请：默认只列申请中的，all=1 列全部（早的在前）',
      request: { query: z.object({ all: integer({ min: 0, max: 1 }).optional().default(0).openapi({ type: 'integer' }) }) },
      responses: envelopeResponses(OperatorWithdrawalList),
    }),
    async (c) => respond(c, { list: await listWithdrawalsForOperator(c.var.db, c.req.valid('query').all === 1) }),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/withdrawals/pay',
      tags: [TAG],
      security,
      summary: '付款：通过付款服务转账到申请的支付宝账户；对方拒绝（姓名不符）则退回余额并报错',
      request: { body: documentBody(withdrawalFields) },
      responses: envelopeResponses(OperatorWithdrawal),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, withdrawalFields);
      return respond(c, await payWithdrawal(db, config.payouts, input.id, config.now()), '已付款');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/withdrawals/refuse',
      tags: [TAG],
      security,
      summary: '拒绝提现：金额退回余额（只退一次）',
      request: { body: documentBody(withdrawalFields) },
      responses: envelopeResponses(OperatorWithdrawal),
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readInput(c, withdrawalFields);
      return respond(c, await refuseWithdrawal(db, input.id, config.now()), '已退回余额');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/audit/balances',
      tags: [TAG],
      security,
      summary: '核对余额：每位用户的余额与余额明细之和、最后一笔变动后的余额是否一致',
      responses: envelopeResponses(BalanceAudit),
    }),
    async (c) => respond(c, await auditBalances(c.var.db)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/audit/stock',
      tags: [TAG],
      security,
      summary: '核对库存：每个规格的库存加上未关闭订单占用的件数等于最近一次设定的库存（含当时订单占用）；商品库存等于其规格库存之和',
      responses: envelopeResponses(StockAudit),
    }),
    async (c) => respond(c, await auditStock(c.var.db)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/feedback',
      tags: [TAG],
      security,
      summary: '植物目录建议箱：最新的在前',
      request: { query: z.object({ limit: limitParam(50) }) },
      responses: envelopeResponses(CatalogueFeedbackList),
    }),
    async (c) => {
      const rows = await c.var.db.select().from(catalogueFeedback).orderBy(desc(catalogueFeedback.feedbackId)).limit(c.req.valid('query').limit);
      return respond(c, {
        list: rows.map((row) => ({
          id: row.feedbackId,
          user_id: row.userId ?? 0,
          content: row.content,
          add_time: Math.floor(row.addTime.getTime() / 1000),
        })),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/hardiness',
      tags: [TAG],
      security,
      summary: '导入城市耐寒区：csv 每行「城市的地区编号或名称,耐寒区」；有任何一行有误则整份不导入并指出行号',
      request: { body: documentBody(hardinessFields) },
      responses: envelopeResponses(HardinessImported),
    }),
    async (c) => {
      const input = await readInput(c, hardinessFields);
      return respond(c, await importHardiness(c.var.db, input.csv), '已导入');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/quote-requests',
      tags: [TAG],
      security,
      summary: '批发商发来的报价清单：最新的在前，每行按发送时的批发价',
      request: { query: z.object({ limit: limitParam(20) }) },
      responses: envelopeResponses(QuoteRequestList),
    }),
    async (c) => respond(c, { list: await listQuoteRequests(c.var.db, c.req.valid('query').limit) }),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/operator/users/trader',
      tags: [TAG],
      security,
      summary: '设为批发商（is_trader 1，可使用植物目录的报价清单），或取消',
      request: { body: documentBody(traderFields) },
      responses: envelopeResponses(TraderSet),
    }),
    async (c) => {
      const input = await readInput(c, traderFields);
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const set = await setTrader(c.var.db, { userId: input.user_id, mobile: input.mobile }, input.is_trader === 1);
      return respond(c, set, set.is_trader ? '已设为批发商' : '已取消批发商');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/operator/doctor',
      tags: [TAG],
      security,
      summary: '外部服务自检：模式，以及支付、短信、物流查询用的是真实服务还是沙箱',
      description: '生产模式只在每个真实服务的设置齐全、密钥能加载时才会启动，所以 real 即密钥已加载。',
      responses: envelopeResponses(OperatorDoctor),
    }),
    async (c) => {
      const { config } = c.var;
      const real = (kind: boolean) => ({ provider: kind ? ('real' as const) : ('sandbox' as const), keys_loaded: kind });
      return respond(c, {
        mode: config.mode,
        services: [
          { service: 'payments' as const, ...real(config.payments.kind === 'real') },
          { service: 'sms' as const, ...real(!config.sandbox) },
          { service: 'courier' as const, ...real(config.courier !== sandboxCourier) },
        ],
      });
    },
  );
