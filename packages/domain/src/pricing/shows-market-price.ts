import type { MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';

/** Whether the struck-through market price is shown beside a price: only when it is higher (storefront §3). */
export function showsMarketPrice(marketPrice: MoneyInput, price: MoneyInput): boolean {
  return toMoney(marketPrice).greaterThan(toMoney(price));
}
