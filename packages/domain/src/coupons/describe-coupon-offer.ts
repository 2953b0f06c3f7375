import { formatYuan } from '../money/format-yuan';
import type { MoneyInput } from '../money/money';
import { toMoney } from '../money/to-money';

/** A coupon's offer as the product page words it (storefront §2): 满 threshold 减 amount, or 立减 without a threshold. */
export function describeCouponOffer(minGoodsAmount: MoneyInput, typeMoney: MoneyInput): string {
  return toMoney(minGoodsAmount).greaterThan(0) ? `满${formatYuan(minGoodsAmount)}减${formatYuan(typeMoney)}` : `立减${formatYuan(typeMoney)}`;
}
