import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';
import { toMoney } from '../money/to-money';
import { DEPOSIT_RATE } from './deposit-rate';

/**
 * The deposit due now on a deposit order: 20 percent of `order_amount`, to the fen half-up
 * (shopping §4 "Deposit orders", §9). The balance is the rest: `order_amount` minus this.
 */
export function depositDue(orderAmount: MoneyInput): Money {
  return roundFen(toMoney(orderAmount).times(DEPOSIT_RATE));
}
