/**
 * `region_goods_error` (storefront §3): 1 when the goods are not sent to the shopper's city, blocked by
 * the city itself or its province (GB/T 2260 city codes are the province code × 100 + n). Without a
 * city nothing is refused.
 */
export function regionGoodsError(blockedRegionIds: readonly number[], cityId: number | undefined): 0 | 1 {
  if (!cityId) return 0;
  return blockedRegionIds.includes(cityId) || blockedRegionIds.includes(Math.floor(cityId / 100)) ? 1 : 0;
}
