// Packing slips for the warehouse (issue 32 "Orders and shipping"): the orders asked for, described as the back
// office reads them (views.ts: the consignee, the address with its region names, the full mobile, the lines and
// gifts, the shopper's message), drawn into one PDF in the order given.
import {
  formatChinaTime,
  ORDER_NOT_FOUND,
  PACKING_SLIP_ORDERS_MAX,
  PACKING_SLIP_ORDERS_REQUIRED,
  PACKING_SLIP_TOO_MANY,
  SHOP_NAME,
} from '@garden/domain';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import type { PackingSlip } from './packing-slip-pdf';
import type { OrderRow } from './rows';
import { describeOrders, isNotFather } from './views';

/** The PDF maker, loaded on first use: pdfkit costs the server's start a quarter of a second (as the quotation's). */
const loadPdfMaker = () => import('./packing-slip-pdf');

/**
 * One PDF of the packing slips of `orderIds` (1 to `PACKING_SLIP_ORDERS_MAX`, repeats printed once), each order
 * from a new page. An id that is no order of the shop (or a father, a payment group with no lines) answers 404.
 */
export async function printPackingSlips(db: Database, orderIds: readonly number[], now: Date): Promise<Buffer> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) throw badRequest(PACKING_SLIP_ORDERS_REQUIRED);
  if (ids.length > PACKING_SLIP_ORDERS_MAX) throw badRequest(PACKING_SLIP_TOO_MANY);
  const rows = (await db
    .select()
    .from(orders)
    .where(and(inArray(orders.orderId, ids), isNotFather))) as OrderRow[];
  if (rows.length < ids.length) throw notFound(ORDER_NOT_FOUND);
  const described = new Map((await describeOrders(db, rows, now)).map((order) => [order.order_id, order]));
  const slips: PackingSlip[] = ids.map((id) => {
    const order = described.get(id) as NonNullable<ReturnType<typeof described.get>>;
    return {
      orderSn: order.order_sn,
      orderTime: order.order_time,
      consignee: order.consignee,
      mobile: order.phone,
      address: order.address,
      message: order.msg_to_shop,
      lines: [
        ...order.goods_list
          .filter((line) => line.refund_number < line.goods_number)
          .map((line) => ({
            name: line.goods_name,
            spec: line.goods_attr,
            quantity: line.goods_number - line.refund_number,
            kind: line.shipped ? ('shipped' as const) : ('toPack' as const),
          })),
        ...order.present.map((gift) => ({ name: gift.name, spec: gift.goods_attr, quantity: gift.goods_number, kind: 'gift' as const })),
      ],
    };
  });
  return (await loadPdfMaker()).buildPackingSlipPdf(SHOP_NAME, formatChinaTime(now).slice(0, 16), slips);
}
