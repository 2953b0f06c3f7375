import type { Money, MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';
import { depositDue } from './deposit-due';

/**
 * The deposit list pages show for a line: 20 percent of price × quantity, to the fen
 * (shopping §4 "list pages show 20 percent of price times quantity").
 */
export function listDepositDue(price: MoneyInput, quantity: number): Money {
  return depositDue(toMoney(price).times(quantity));
}
