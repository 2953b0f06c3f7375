// After-sales calls (shopping §7 "After-sales", §5): the return carriers, the
// application (multipart with one picture, or JSON), withdrawing it, and the latest request of an order.
// Paths the spec leaves open are in the README's after-sales table.
import { AfterSalesApplied, AfterSalesInfo, RefundCarriers } from '@garden/contract';
import { formatYuan, fromFen } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { choice, documentBody, integer, readInput } from '../../platform/validation';
import { MAX_ID } from '../../platform/query-fields';
import { applyForAfterSales, readAfterSales, withdrawAfterSales } from './after-sales';
import { checkImage } from '../uploads/index';

const orderIdField = integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '订单编号' });

/** `goods_json`: a JSON list (text in a form, or a list in a JSON body) of `{ rec_id, number }`. */
const goodsJson = z
  .union([z.string(), z.array(z.unknown()).max(200)])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || Array.isArray(value)) return value ?? [];
    try {
      return JSON.parse(value.trim() === '' ? '[]' : value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '应为 JSON 列表' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ rec_id: integer({ min: 1, max: MAX_ID }), number: integer() })).max(200, '一次最多 200 件'))
  .openapi({ type: 'string', description: 'JSON 列表：[{ rec_id, number }]' });

const refundFields = z.object({
  order_id: orderIdField,
  goods_json: goodsJson,
  refund_type: choice([1, 2], '应为 1（仅退款）或 2（退货退款）').openapi({ type: 'integer', description: '1 仅退款，2 退货退款' }),
  reason_type: integer({ min: 0, max: 100 }).optional().openapi({ type: 'integer', description: '售后原因 1–7' }),
  goods_status: choice([0, 1], '应为 0（未收到货）或 1（已收到货）')
    .optional()
    .default(0)
    .openapi({ type: 'integer', description: '0 未收到货，1 已收到货' }),
  shipping_id: integer({ min: 0, max: MAX_ID })
    .optional()
    .openapi({ type: 'integer', description: '退货快递公司（refund_carriers 的 shipping_id，退货退款必填）' }),
  refund_invoince_no: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => String(value ?? ''))
    .pipe(z.string().max(64, '不能超过64个字符'))
    .openapi({ type: 'string', description: '退货快递单号（仅数字，退货退款必填）' }),
  refund_info: z.string().max(500, '不能超过500个字符').optional().default('').openapi({ description: '问题描述' }),
  img: z
    .union([z.instanceof(File), z.string(), z.array(z.unknown())])
    .optional()
    .openapi({ type: 'string', format: 'binary', description: '图片 img 或 img[]：只保留最后一张，小于 1 兆，gif、jpeg、png' }),
});

/** The newest picture of `img`/`img[]` (shopping §5: one kept, the older one dropped); text values are no picture. */
function newestPicture(value: unknown): File | undefined {
  return [value]
    .flat()
    .filter((item): item is File => item instanceof File)
    .at(-1);
}

export const afterSalesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/refund_carriers',
      tags: ['售后'],
      summary: '退货快递公司列表',
      middleware: [requireUser] as const,
      responses: envelopeResponses(RefundCarriers),
    }),
    async (c) =>
      respond(c, {
        list: c.var.config.courier.carriers().map((carrier) => ({ shipping_id: carrier.shippingId, shipping_name: carrier.shippingName })),
      }),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/order/refund',
      tags: ['售后'],
      summary: '申请售后（multipart 或 JSON）：仅退款 1 / 退货退款 2，退款金额由服务器按实付计算',
      description:
        '订单状态 1、2 可仅退款（→ o_status 5），3、4 可仅退款或退货退款（→ 6），status 0 为处理中。提示：请选择至少一个商品申请售后！、请输入正确的售后数量！、请选择售后原因！、请填写快递单号！、请选择快递公司！、文件大小不得超过1兆!',
      // The picture's limit (1 MB and the form) is the app's, before the login check reads the body (platform/hardening.ts).
      middleware: [requireUser] as const,
      request: { body: documentBody(refundFields) },
      responses: envelopeResponses(AfterSalesApplied),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, refundFields);
      const picture = newestPicture(input.img);
      const applied = await applyForAfterSales(db, {
        userId: user.id,
        orderId: input.order_id,
        goods: input.goods_json.map((line) => ({ recId: line.rec_id, number: line.number })),
        refundType: input.refund_type,
        reasonType: input.reason_type ?? null,
        goodsStatus: input.goods_status,
        shippingId: input.shipping_id ?? null,
        trackingNumber: input.refund_invoince_no,
        description: input.refund_info.trim(),
        image: picture ? await checkImage(picture) : null,
        carriers: c.var.config.courier.carriers(),
        uploads: c.var.uploads,
        now: config.now(),
      });
      return respond(c, { refund_id: applied.refundId, refund_sn: applied.refundSn, amount: formatYuan(fromFen(applied.amountFen)) }, '提交成功');
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/v1/order/cancel_refund',
      tags: ['售后'],
      summary: '撤销售后申请（仅处理中 status 0），订单回到申请前的状态',
      middleware: [requireUser] as const,
      request: { body: documentBody(z.object({ order_id: orderIdField })) },
      responses: envelopeResponses(z.null()),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, z.object({ order_id: orderIdField }));
      await withdrawAfterSales(db, user.id, input.order_id, config.now());
      return respond(c, null, '已撤销售后申请');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/order/refund_info',
      tags: ['售后'],
      summary: '订单最近一次售后申请：商品与数量、原因、金额、状态',
      middleware: [requireUser] as const,
      request: { query: z.object({ order_id: orderIdField }) },
      responses: envelopeResponses(AfterSalesInfo),
    }),
    async (c) => respond(c, await readAfterSales(c.var.db, c.var.user.id, c.req.valid('query').order_id, c.var.config.courier.carriers())),
  );
