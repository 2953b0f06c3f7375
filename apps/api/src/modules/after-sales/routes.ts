// After-sales calls (shopping §7 "After-sales", §5): the return carriers, the
// application (multipart with one picture, or JSON), withdrawing it, and the latest request of an order.
// Paths the spec leaves open are in the README's after-sales table.
import { AFTER_SALES_SUBMITTED, AFTER_SALES_WITHDRAWN, formatYuan, fromFen } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { applyForAfterSales, readAfterSales, withdrawAfterSales } from './after-sales';
import { checkImage } from '../uploads/index';
import { carrierChoices } from '../../integrations/courier';

const shopper = { tags: ['售后'], middleware: [requireUser] as const };

/** The newest picture of `img`/`img[]` (shopping §5: one kept, the older one dropped); text values are no picture. */
function newestPicture(value: unknown): File | undefined {
  return [value]
    .flat()
    .filter((item): item is File => item instanceof File)
    .at(-1);
}

export const afterSalesRoutes = endpointRouter(
  endpoint('listRefundCarriers', {
    ...shopper,
    summary: '退货快递公司列表',
    handle: async ({ config }) => ({ list: carrierChoices(config.courier) }),
  }),
  endpoint('applyForAfterSales', {
    ...shopper,
    summary: '申请售后（multipart 或 JSON）：仅退款 1 / 退货退款 2，退款金额由服务器按实付计算',
    description:
      '订单状态 1、2 可仅退款（→ o_status 5），3、4 可仅退款或退货退款（→ 6），status 0 为处理中。提示：请选择至少一个商品申请售后！、请输入正确的售后数量！、请选择售后原因！、请填写快递单号！、请选择快递公司！、文件大小不得超过1兆!',
    // The picture's limit (1 MB and the form) is the app's, before the login check reads the body (platform/hardening.ts).
    async handle({ db, config, user, uploads, input, now }) {
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
        carriers: config.courier.carriers(),
        uploads,
        now,
      });
      const reply = { refund_id: applied.refundId, refund_sn: applied.refundSn, amount: formatYuan(fromFen(applied.amountFen)) };
      return withMessage(reply, AFTER_SALES_SUBMITTED);
    },
  }),
  endpoint('withdrawAfterSales', {
    ...shopper,
    summary: '撤销售后申请（仅处理中 status 0），订单回到申请前的状态',
    async handle({ db, user, input, now }) {
      await withdrawAfterSales(db, user.id, input.order_id, now);
      return withMessage(null, AFTER_SALES_WITHDRAWN);
    },
  }),
  endpoint('readAfterSales', {
    ...shopper,
    summary: '订单最近一次售后申请：商品与数量、原因、金额、状态',
    handle: async ({ db, config, user, input }) => readAfterSales(db, user.id, input.order_id, config.courier.carriers()),
  }),
);
