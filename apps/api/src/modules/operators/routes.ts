// The operator API: what the `garden` command calls while the shop runs.
// Only the operator token opens it (`authorization: Bearer <token>`, see platform/operator-auth.ts); every
// amount is fen, as stored.
import { CARRIER_NOT_FOUND, GOODS_OR_SKU_REQUIRED, USER_OR_MOBILE_REQUIRED } from '@garden/domain';
import { sandboxCourier } from '../../integrations/courier';
import { badRequest } from '../../platform/api-error';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { requireOperator } from '../../platform/operator-auth';
import { decideAfterSales } from '../after-sales/index';
import { replyOfficially } from '../reviews/index';
import { issueCoupon, listOrdersForAudit, listPending, setPrice, setStock, setTrader } from './operator';
import { shipOrder } from '../orders/index';
import { listCatalogueFeedback, listQuoteRequests } from '../trade-catalogue/index';
import { importHardiness } from '../finder/index';
import { auditStock } from '../orders/index';
import { auditBalances, listWithdrawalsForOperator, payWithdrawal, refuseWithdrawal } from '../account/index';

const TAG = '运营';
const security = [{ operatorToken: [] }];
function requireSku(input: { sku_id?: number; gshp_id?: number }) {
  if (input.sku_id === undefined && input.gshp_id === undefined) throw badRequest(GOODS_OR_SKU_REQUIRED);
  return { skuId: input.sku_id, goodsId: input.gshp_id };
}

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
    bodyRoute('shipOrder', {
      tags: [TAG],
      security,
      summary: '发货：快递公司与单号；部分商品发货 o_status 3，全部发出 4',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'shipOrder');
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
    bodyRoute('decideRefund', {
      tags: [TAG],
      security,
      summary: '处理售后申请：同意则退款（原路退回：会员卡、余额或支付网关，仅一次），拒绝则订单回到申请前',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'decideRefund');
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
    bodyRoute('replyToReview', {
      tags: [TAG],
      security,
      summary: '官方回复评价',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'replyToReview');
      return respond(c, await replyOfficially(db, { gCommentId: input.g_comment_id, content: input.content, now: config.now() }), '已回复');
    },
  )
  .openapi(
    bodyRoute('issueCoupon', {
      tags: [TAG],
      security,
      summary: '发放优惠券：给一位用户一张某类型的券（每人每类型一张；已有则 created 0）',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'issueCoupon');
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const issued = await issueCoupon(db, { typeId: input.type_id, userId: input.user_id, mobile: input.mobile, now: config.now() });
      return respond(c, issued, issued.created ? '已发放' : '该用户已有这张券');
    },
  )
  .openapi(
    bodyRoute('setStock', {
      tags: [TAG],
      security,
      summary: '设置库存（商品总库存随之更新）',
    }),
    async (c) => {
      const input = await readRequest(c, 'setStock');
      return respond(c, await setStock(c.var.db, { ...requireSku(input), stock: input.stock, now: c.var.config.now() }), '库存已更新');
    },
  )
  .openapi(
    bodyRoute('setPrice', {
      tags: [TAG],
      security,
      summary: '设置价格（元）：市场价，或某会员等级的价格；已下的订单不变',
    }),
    async (c) => {
      const input = await readRequest(c, 'setPrice');
      return respond(c, await setPrice(c.var.db, { ...requireSku(input), priceFen: input.price, grade: input.grade }), '价格已更新');
    },
  )
  .openapi(
    queryRoute('auditOrders', {
      tags: [TAG],
      security,
      summary: '全部订单（核对用）：存储的金额与商品行，以及重算所需的全部事实，按 order_id 升序分页',
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return respond(c, await listOrdersForAudit(c.var.db, page, limit));
    },
  )
  .openapi(
    queryRoute('pendingWork', {
      tags: [TAG],
      security,
      summary: '待处理：待发货订单、进行中的售后申请、没有官方回复的评价（各最新 limit 条）',
    }),
    async (c) => respond(c, await listPending(c.var.db, c.req.valid('query').limit)),
  )
  .openapi(
    queryRoute('operatorWithdrawals', {
      tags: [TAG],
      security,
      summary: '提现申请：默认只列申请中的，all=1 列全部（早的在前）',
    }),
    async (c) => respond(c, { list: await listWithdrawalsForOperator(c.var.db, c.req.valid('query').all === 1) }),
  )
  .openapi(
    bodyRoute('payWithdrawal', {
      tags: [TAG],
      security,
      summary: '付款：通过付款服务转账到申请的支付宝账户；对方拒绝（姓名不符）则退回余额并报错',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'payWithdrawal');
      return respond(c, await payWithdrawal(db, config.payouts, input.id, config.now()), '已付款');
    },
  )
  .openapi(
    bodyRoute('refuseWithdrawal', {
      tags: [TAG],
      security,
      summary: '拒绝提现：金额退回余额（只退一次）',
    }),
    async (c) => {
      const { db, config } = c.var;
      const input = await readRequest(c, 'refuseWithdrawal');
      return respond(c, await refuseWithdrawal(db, input.id, config.now()), '已退回余额');
    },
  )
  .openapi(
    queryRoute('auditBalances', {
      tags: [TAG],
      security,
      summary: '核对余额：每位用户的余额与余额明细之和、最后一笔变动后的余额是否一致',
    }),
    async (c) => respond(c, await auditBalances(c.var.db)),
  )
  .openapi(
    queryRoute('auditStock', {
      tags: [TAG],
      security,
      summary: '核对库存：每个规格的库存加上未关闭订单占用的件数等于最近一次设定的库存（含当时订单占用）；商品库存等于其规格库存之和',
    }),
    async (c) => respond(c, await auditStock(c.var.db)),
  )
  .openapi(
    queryRoute('catalogueFeedback', {
      tags: [TAG],
      security,
      summary: '植物目录建议箱：最新的在前',
    }),
    async (c) => respond(c, { list: await listCatalogueFeedback(c.var.db, c.req.valid('query').limit) }),
  )
  .openapi(
    bodyRoute('importHardiness', {
      tags: [TAG],
      security,
      summary: '导入城市耐寒区：csv 每行「城市的地区编号或名称,耐寒区」；有任何一行有误则整份不导入并指出行号',
    }),
    async (c) => {
      const input = await readRequest(c, 'importHardiness');
      return respond(c, await importHardiness(c.var.db, input.csv), '已导入');
    },
  )
  .openapi(
    queryRoute('quoteRequests', {
      tags: [TAG],
      security,
      summary: '批发商发来的报价清单：最新的在前，每行按发送时的批发价',
    }),
    async (c) => respond(c, { list: await listQuoteRequests(c.var.db, c.req.valid('query').limit) }),
  )
  .openapi(
    bodyRoute('setTrader', {
      tags: [TAG],
      security,
      summary: '设为批发商（is_trader 1，可使用植物目录的报价清单），或取消',
    }),
    async (c) => {
      const input = await readRequest(c, 'setTrader');
      if (input.user_id === undefined && input.mobile === undefined) throw badRequest(USER_OR_MOBILE_REQUIRED);
      const set = await setTrader(c.var.db, { userId: input.user_id, mobile: input.mobile }, input.is_trader === 1);
      return respond(c, set, set.is_trader ? '已设为批发商' : '已取消批发商');
    },
  )
  .openapi(
    queryRoute('operatorDoctor', {
      tags: [TAG],
      security,
      summary: '外部服务自检：模式，以及支付、短信、物流查询用的是真实服务还是沙箱',
      description: '生产模式只在每个真实服务的设置齐全、密钥能加载时才会启动，所以 real 即密钥已加载。',
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
