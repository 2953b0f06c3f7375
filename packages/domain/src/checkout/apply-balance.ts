import { minMoney } from '../money/min-money';
import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';
import { sumMoney } from '../money/sum-money';
import { toMoney } from '../money/to-money';
import type { OrderCheckout } from './checkout-result';
import { InvalidCheckoutError } from './invalid-checkout-error';

/** What the shopper's balance pays of a checkout (`is_balance`, shopping §2 "balance and card use"). */
export interface BalanceUse {
  /** The balance taken from each order, by order id, in the orders' order; 0 where it takes none. */
  readonly perOrder: readonly { readonly id: string; readonly amount: Money }[];
  /** The balance used in all (`surplus`): min(balance, what the orders it may pay owe now). */
  readonly total: Money;
  /** What is still to pay now after the balance: the orders' `payableNow` minus `total`. */
  readonly remaining: Money;
}

/**
 * How much of `balance` pays the computed orders when the shopper ticks 使用余额 (shopping §2, §7
 * `is_balance`): balance used = min(balance, payable now), taken order by order in the given order.
 * A deposit order takes none, because its deposit and its balance are paid apart in their own windows
 * (shopping §4 "Deposit orders"). A negative balance is a broken invariant and throws
 * `InvalidCheckoutError`.
 */
export function applyBalance(orders: readonly OrderCheckout[], balance: MoneyInput): BalanceUse {
  const available = roundFen(toMoney(balance));
  if (available.isNegative()) throw new InvalidCheckoutError(`balance ${available.toString()} is negative`);
  let left = available;
  const perOrder = orders.map(({ id, deposit, payableNow }) => {
    const amount = deposit === null ? minMoney(left, payableNow) : toMoney(0);
    left = left.minus(amount);
    return { id, amount };
  });
  const total = sumMoney(perOrder.map(({ amount }) => amount));
  return { perOrder, total, remaining: sumMoney(orders.map(({ payableNow }) => payableNow)).minus(total) };
}
