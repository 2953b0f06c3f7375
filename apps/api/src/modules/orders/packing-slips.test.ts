// The warehouse's packing slips (issue 32 "Orders and shipping"): GET /v1/operator/orders/packing-slip answers one
// PDF for an order or a selection, each order from a new page, read back with pdftotext: the order number, the
// consignee, the address and full mobile, each line's goods, spec and units (a line shipped earlier marked), and
// the shopper's message. For whoever reads orders (仓库, 客服, 店长); the others are refused.
import { endpoints } from '@garden/contract';
import { OPERATOR_FORBIDDEN, ORDER_NOT_FOUND, PACKING_SLIP_ORDERS_REQUIRED, PACKING_SLIP_TOO_MANY, type OperatorRole } from '@garden/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderGoods, orders } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { signInOperator } from '../../test/operator-calls';
import { placeTestOrder } from '../../test/order-factories';
import { pdfText } from '../../test/pdf-text';

const ctx = useSeededContext();

type As = Awaited<ReturnType<typeof signInOperator>>['as'];
const owner = (): As => ({ headers: { authorization: `Bearer ${ctx.operatorKey}` } });

/** The slips of `ids` as `as` asks for them: the response itself (a PDF, or the envelope of a refusal). */
const slips = (as: As, ids: string) => ctx.app.request(`${endpoints.printPackingSlips.path}?order_ids=${ids}`, { headers: as.headers });
const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

/** A paid order of two lines with a message to the shop; its lines by rec_id. */
async function paidOrder() {
  const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000 });
  const placed = await placeTestOrder(ctx, buyer.key, { paid: true, lines: [{}, {}] });
  await ctx.db.update(orders).set({ postscript: '请多包几层报纸' }).where(eq(orders.orderId, placed.orderId));
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
  const lines = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, placed.orderId)).orderBy(asc(orderGoods.recId));
  return { ...placed, order: order as NonNullable<typeof order>, lines };
}

describe('GET /v1/operator/orders/packing-slip', () => {
  it('prints an order’s slip: number, consignee, address, full mobile, lines with units, a shipped line marked, the message', async () => {
    const { orderId, order, lines } = await paidOrder();
    const [first, second] = lines as [(typeof lines)[number], (typeof lines)[number]];
    const warehouse = await signInOperator(ctx, '仓库');
    const shipped = await call(ctx.app, 'POST', endpoints.shipOrder.path, {
      ...warehouse.as,
      json: { order_id: orderId, rec_ids: [second.recId], shipping_id: 1, invoice_no: 'SF5500660001' },
    });
    expect(shipped.body.code).toBe(200);

    const response = await slips(warehouse.as, String(orderId));
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="packing-slip-${orderId}.pdf"`);
    const { text, pages } = await pdfText(Buffer.from(await response.arrayBuffer()), 'packing-slip');
    expect(pages).toBe(1);
    expect(text).toContain('花园商城 · 发货单');
    expect(text).toContain(`订单号：${order.orderSn}`);
    expect(text).toContain('收货人：林花匠');
    // The full mobile: the courier's form needs it (the shopper's pages mask nothing of their own either).
    expect(text).toContain('手机：13912345678');
    expect(text).toMatch(/收货地址：浙江省杭州市西湖区文三路 100 号/);
    expect(text).toContain('买家留言：请多包几层报纸');
    const lineOf = (name: string) => text.split('\n').find((row) => row.includes(name)) ?? '';
    expect(lineOf(first.goodsName)).toMatch(new RegExp(`×${first.goodsNumber}\\s*$`));
    expect(lineOf(second.goodsName)).toMatch(new RegExp(`×${second.goodsNumber}\\s+已发货\\s*$`));
    expect(text).toContain(`本次装箱共 ${first.goodsNumber} 件`);
  });

  it('prints a selection in the order given, each order from a new page, for 客服 and the shop manager too', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    for (const as of [(await signInOperator(ctx, '客服')).as, owner()]) {
      const response = await slips(as, `${b.orderId},${a.orderId},${b.orderId}`);
      expect(response.headers.get('content-disposition')).toBe('inline; filename="packing-slips-3.pdf"');
      const { text, pages } = await pdfText(Buffer.from(await response.arrayBuffer()), 'packing-slips');
      expect(pages).toBe(2);
      const [onFirst, onSecond] = text.split('\f');
      expect(onFirst).toContain(b.order.orderSn);
      expect(onSecond).toContain(a.order.orderSn);
    }
  });

  it('is refused to the roles that do not read orders, to no key, and for no order, too many or one that does not exist', async () => {
    const { orderId } = await paidOrder();
    for (const role of ['运营', '财务'] satisfies OperatorRole[])
      expect(await refusal(await slips((await signInOperator(ctx, role)).as, String(orderId)))).toEqual({
        status: 403,
        body: refused(OPERATOR_FORBIDDEN, 403),
      });
    expect((await ctx.app.request(`${endpoints.printPackingSlips.path}?order_ids=${orderId}`)).status).toBe(401);
    expect(await refusal(await slips(owner(), ''))).toEqual({ status: 400, body: refused(PACKING_SLIP_ORDERS_REQUIRED) });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(await refusal(await slips(owner(), many))).toEqual({ status: 400, body: refused(PACKING_SLIP_TOO_MANY) });
    expect((await slips(owner(), 'abc')).status).toBe(400);
    expect(await refusal(await slips(owner(), `${orderId},99999999`))).toEqual({ status: 404, body: refused(ORDER_NOT_FOUND, 404) });
  });
});
