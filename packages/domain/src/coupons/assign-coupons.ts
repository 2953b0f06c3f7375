import { type Money, ZERO_MONEY } from '../money/money';
import type { Coupon } from './coupon';

/** A coupon judged against one order: usable with its deduction, or the reasons it is not. */
export type CouponJudgement<Reason extends string> =
  | { readonly usable: true; readonly deduction: Money }
  | { readonly usable: false; readonly reasons: readonly Reason[] };

/** Why a shopper's chosen coupon was not applied (the order then gets an automatic pick). */
export type ChoiceRefusal<Reason extends string> = Reason | 'unknown-coupon' | 'chosen-for-another-order';

/** The coupon decision for one order. */
export interface CouponAssignment<Reason extends string> {
  readonly orderId: string;
  /** The coupon applied, or null. */
  readonly coupon: Coupon | null;
  /** What it deducts (0 without a coupon), to the fen. */
  readonly deduction: Money;
  /** The shopper's choice (a coupon or none) or the automatic pick. */
  readonly source: 'chosen' | 'auto';
  /** The shopper's refused choice and why, when it could not stand. */
  readonly refusedChoice?: { readonly couponId: number; readonly reasons: readonly ChoiceRefusal<Reason>[] };
}

/** The shopper's explicit choice per order id: a `bonus_id`, or null for "none"; orders left out are picked automatically. */
export type CouponChoices = Readonly<Record<string, number | null>>;

/** How one kind of coupon is judged and ranked; see `pickCoupons` and `pickShippingCoupons`. */
export interface CouponAssignmentRules<Order, Reason extends string> {
  /**
   * Whether a coupon passes what no order changes (its kind, its dates); `judge` refuses every order a
   * coupon it does not admit, so automatic picks ask once per coupon instead of once per order.
   */
  readonly admits: (coupon: Coupon) => boolean;
  readonly judge: (coupon: Coupon, order: Order) => CouponJudgement<Reason>;
  /** Negative when candidate `a` is better than `b`. */
  readonly rank: (a: { coupon: Coupon; deduction: Money }, b: { coupon: Coupon; deduction: Money }) => number;
}

/**
 * Assigns at most one coupon per order and each coupon at most once, serving orders in the given
 * order: first every shopper's choice that is usable and not yet taken, then the best-ranked usable
 * free coupon for each remaining order — so an automatic pick never takes a chosen coupon: a shopper's
 * explicit choice wins while it stays usable. Keyed by order id.
 */
export function assignCoupons<Order extends { readonly id: string }, Reason extends string>(
  served: readonly Order[],
  coupons: readonly Coupon[],
  choices: CouponChoices,
  rules: CouponAssignmentRules<Order, Reason>,
): Map<string, CouponAssignment<Reason>> {
  const used = new Set<number>();
  const decided = new Map<string, CouponAssignment<Reason>>();
  const refused = new Map<string, NonNullable<CouponAssignment<Reason>['refusedChoice']>>();

  for (const order of served) {
    const choice = choices[order.id];
    if (choice === undefined) continue;
    if (choice === null) {
      decided.set(order.id, { orderId: order.id, coupon: null, deduction: ZERO_MONEY, source: 'chosen' });
      continue;
    }
    const coupon = coupons.find((candidate) => candidate.couponId === choice);
    const judgement = coupon === undefined ? undefined : rules.judge(coupon, order);
    if (coupon !== undefined && judgement?.usable === true && !used.has(choice)) {
      used.add(choice);
      decided.set(order.id, { orderId: order.id, coupon, deduction: judgement.deduction, source: 'chosen' });
    } else {
      const reasons: readonly ChoiceRefusal<Reason>[] =
        judgement === undefined ? ['unknown-coupon'] : judgement.usable ? ['chosen-for-another-order'] : judgement.reasons;
      refused.set(order.id, { couponId: choice, reasons });
    }
  }

  const admitted = coupons.filter(rules.admits);
  for (const order of served) {
    if (decided.has(order.id)) continue;
    let best: { coupon: Coupon; deduction: Money } | undefined;
    for (const coupon of admitted) {
      if (used.has(coupon.couponId)) continue;
      const judgement = rules.judge(coupon, order);
      if (!judgement.usable) continue;
      const candidate = { coupon, deduction: judgement.deduction };
      if (best === undefined || rules.rank(candidate, best) < 0) best = candidate;
    }
    if (best !== undefined) used.add(best.coupon.couponId);
    const refusedChoice = refused.get(order.id);
    decided.set(order.id, {
      orderId: order.id,
      coupon: best?.coupon ?? null,
      deduction: best?.deduction ?? ZERO_MONEY,
      source: 'auto',
      ...(refusedChoice === undefined ? {} : { refusedChoice }),
    });
  }
  return decided;
}
