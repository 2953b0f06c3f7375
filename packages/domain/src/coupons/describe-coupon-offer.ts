import { formatFen, yuanTextToFen } from '../money/yuan-text';

/**
 * A coupon's offer as the product page words it (storefront §2): 满 threshold 减 amount, or 立减 without a
 * threshold. It takes the API's yuan text and works in whole fen, so the product page loads no decimal library.
 */
export function describeCouponOffer(minGoodsAmount: string, faceValue: string): string {
  const threshold = yuanTextToFen(minGoodsAmount);
  const amount = formatFen(yuanTextToFen(faceValue));
  return threshold > 0 ? `满${formatFen(threshold)}减${amount}` : `立减${amount}`;
}
