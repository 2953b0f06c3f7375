import type { Money, MoneyInput } from '../money/money';
import { roundFen } from '../money/round-fen';

/**
 * The shipping fee a black-five order displays: doubled (shopping §4), because the card's
 * "50 percent off the original price and shipping" (§9) is shown as half off that doubled fee —
 * the shopper still pays the fee itself.
 */
export function showBlackFiveShipping(fee: MoneyInput): Money {
  return roundFen(roundFen(fee).times(2));
}
