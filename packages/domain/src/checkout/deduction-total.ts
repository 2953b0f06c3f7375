import type { Money } from '../money/money';
import { sumMoney } from '../money/sum-money';
import type { OrderCheckout } from './checkout-result';
import type { DeductionKind } from './deduction-labels';

/** The total of one kind of deduction (goods coupons, shipping coupons…) over computed orders (shopping §3 `bonus.money`, `ship`). */
export function deductionTotal(orders: readonly OrderCheckout[], kind: DeductionKind): Money {
  return sumMoney(orders.flatMap((order) => order.deductions.filter((line) => line.kind === kind).map((line) => line.amount)));
}
