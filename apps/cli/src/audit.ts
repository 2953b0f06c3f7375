// `garden audit orders`: every stored order is fetched from the operator API and recomputed
// here, in the CLI's own process, with @garden/domain — so a stored amount that no longer follows the
// rules shows up whatever the server believes.
import {
  InvalidCardDiscountError,
  InvalidCheckoutError,
  InvalidGoodsLineError,
  InvalidMoneyError,
  STORED_AMOUNT_FIELDS,
  auditFatherOrder,
  auditStoredOrder,
  formatYuan,
  fromFen,
  type Coupon,
  type OrderDrift,
  type StoredOrderAmounts,
} from '@garden/domain';
import type { AuditOrder, StoredCoupon } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import type { OperatorClient } from './client';

/** One order of `GET /v1/operator/orders`. */
export type AuditOrderRow = AuditOrder;

/** Orders per request while paging: the largest page `GET /v1/operator/orders` gives. */
const PAGE_SIZE = 500;

/** Every stored order, page by page, oldest first. */
export async function fetchAllOrders(client: OperatorClient): Promise<AuditOrderRow[]> {
  const all: AuditOrderRow[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await client.call(endpoints.auditOrders, { page, limit: PAGE_SIZE });
    all.push(...list);
    if (list.length < PAGE_SIZE || all.length >= total) return all;
  }
}

/** The stored amounts under the domain's names (the API sends shopping §3's field names). */
function readAmounts(row: AuditOrderRow): StoredOrderAmounts {
  const keys = Object.keys(STORED_AMOUNT_FIELDS) as (keyof StoredOrderAmounts)[];
  return Object.fromEntries(keys.map((key) => [key, row.amounts[STORED_AMOUNT_FIELDS[key]] ?? 0])) as unknown as StoredOrderAmounts;
}

const reviveCoupon = (coupon: StoredCoupon | null): Coupon | null =>
  coupon && { ...coupon, useStartDate: new Date(coupon.useStartDate), useEndDate: new Date(coupon.useEndDate) };

/** One line of the report: the order, the field and both values as the operator reads them (yuan). */
export interface DriftLine {
  orderSn: string;
  field: string;
  stored: string;
  recomputed: string;
}

const toLine = (drift: OrderDrift): DriftLine => ({
  orderSn: drift.orderSn,
  field: drift.field,
  stored: formatYuan(fromFen(drift.stored)),
  recomputed: formatYuan(fromFen(drift.recomputed)),
});

/** The domain's typed errors for facts it cannot compute with (shown as a drift, not a crash). */
const isBrokenFact = (error: unknown): error is Error =>
  error instanceof InvalidCheckoutError ||
  error instanceof InvalidMoneyError ||
  error instanceof InvalidGoodsLineError ||
  error instanceof InvalidCardDiscountError;

/** What the audit found: the drifts, and how many orders and father orders it checked. */
export interface AuditReport {
  drifts: DriftLine[];
  orders: number;
  fathers: number;
}

/**
 * Recomputes every order with lines from its own stored facts (domain `auditStoredOrder`) and checks
 * every father order carries its children's totals (`auditFatherOrder`). An order the domain cannot
 * recompute at all (no lines, a broken invariant) is reported as a drift of `checkout`.
 */
export function auditOrders(rows: readonly AuditOrderRow[]): AuditReport {
  const drifts: DriftLine[] = [];
  const children = new Map<number, StoredOrderAmounts[]>();
  for (const row of rows) {
    if (row.order_father_id === 0) continue;
    children.set(row.order_father_id, [...(children.get(row.order_father_id) ?? []), readAmounts(row)]);
  }
  let orders = 0;
  let fathers = 0;
  for (const row of rows) {
    const amounts = readAmounts(row);
    const kids = children.get(row.order_id);
    if (kids) {
      fathers += 1;
      drifts.push(...auditFatherOrder({ orderSn: row.order_sn, amounts }, kids).map(toLine));
      continue;
    }
    orders += 1;
    if (!row.checkout) {
      drifts.push({ orderSn: row.order_sn, field: 'goods_list', stored: '无商品行', recomputed: '无法重算' });
      continue;
    }
    const { checkout } = row;
    try {
      drifts.push(
        ...auditStoredOrder({
          ...checkout,
          orderSn: row.order_sn,
          addTime: new Date(checkout.addTime),
          coupon: reviveCoupon(checkout.coupon),
          shippingCoupon: reviveCoupon(checkout.shippingCoupon),
          amounts,
        }).map(toLine),
      );
    } catch (error) {
      if (!isBrokenFact(error)) throw error;
      drifts.push({
        orderSn: row.order_sn,
        field: 'checkout',
        stored: formatYuan(fromFen(amounts.orderAmount)),
        recomputed: `无法重算：${error.message}`,
      });
    }
  }
  return { drifts, orders, fathers };
}
