import type { Coupon } from '../coupons/coupon';
import { InvalidCardDiscountError } from '../pricing/invalid-card-discount-error';
import { InvalidGoodsLineError } from '../pricing/invalid-goods-line-error';
import { InvalidMoneyError } from '../money/invalid-money-error';
import { formatYuan } from '../money/format-yuan';
import { fromFen } from '../money/from-fen';
import { auditFatherOrder, auditStoredOrder, type OrderDrift, type StoredOrder } from './audit-stored-order';

import { InvalidCheckoutError } from './invalid-checkout-error';
import { STORED_AMOUNT_FIELDS, type StoredOrderAmounts } from './stored-order-amounts';

/** A coupon as an order record carries it: its dates as ISO text. */
export type CouponRecord = Omit<Coupon, 'useStartDate' | 'useEndDate'> & { readonly useStartDate: string; readonly useEndDate: string };

/**
 * A stored order as the operator API sends it for the orders audit (`GET /v1/operator/orders`): the stored amounts
 * under shopping §3's field names, in fen, and the facts its checkout read (null for a father order).
 */
export interface OrderRecord {
  readonly order_id: number;
  readonly order_sn: string;
  /** 0 for an order that is no child. */
  readonly order_father_id: number;
  readonly amounts: Readonly<Record<string, number>>;
  readonly checkout:
    | (Omit<StoredOrder, 'orderSn' | 'addTime' | 'coupon' | 'shippingCoupon' | 'amounts'> & {
        readonly addTime: string;
        readonly coupon: CouponRecord | null;
        readonly shippingCoupon: CouponRecord | null;
      })
    | null;
}

/** One line of the report: the order, the field and both values as the operator reads them (yuan). */
export interface DriftLine {
  orderSn: string;
  field: string;
  stored: string;
  recomputed: string;
}

/** What the audit found: the drifts, and how many orders and father orders it checked. */
export interface AuditReport {
  drifts: DriftLine[];
  orders: number;
  fathers: number;
}

/** The stored amounts under the domain's names. */
function readAmounts(row: OrderRecord): StoredOrderAmounts {
  const keys = Object.keys(STORED_AMOUNT_FIELDS) as (keyof StoredOrderAmounts)[];
  return Object.fromEntries(keys.map((key) => [key, row.amounts[STORED_AMOUNT_FIELDS[key]] ?? 0])) as unknown as StoredOrderAmounts;
}

const reviveCoupon = (coupon: CouponRecord | null): Coupon | null =>
  coupon && { ...coupon, useStartDate: new Date(coupon.useStartDate), useEndDate: new Date(coupon.useEndDate) };

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

/**
 * The orders audit (`garden audit orders`, the back office's 对账): recomputes every order with lines from its own
 * stored facts (`auditStoredOrder`) and checks every father order carries its children's totals
 * (`auditFatherOrder`). An order the domain cannot recompute at all (no lines, a broken invariant) is reported as
 * a drift of `checkout`, so whoever runs it sees every stored amount that no longer follows the rules.
 */
export function auditOrderRecords(rows: readonly OrderRecord[]): AuditReport {
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
