import type { MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';

/**
 * Whether the payment page asks how to pay (shopping §2 payway, `pay_money`): only while something is
 * left to pay after the balance. When 使用余额 covers the whole checkout the order is paid as it is
 * placed, so there is no method to choose. A missing or malformed amount asks, leaving the server
 * (which recomputes every amount) to decide.
 */
export function needsPaymentMethod(payMoney: MoneyInput | undefined): boolean {
  if (payMoney === undefined) return true;
  try {
    return toMoney(payMoney).greaterThan(0);
  } catch {
    return true;
  }
}
