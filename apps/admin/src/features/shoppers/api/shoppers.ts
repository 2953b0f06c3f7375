import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

export type ShopperFilters = RequestOf<typeof endpoints.listShoppers>;

/** GET /v1/operator/users: one page of shoppers found by mobile, nickname, user name or id; the last page stays while the next loads. */
export function shopperListQueryOptions(filters: ShopperFilters) {
  return pageQueryOptions(endpoints.listShoppers, queryKeys.shoppersList(filters), filters);
}

/** GET /v1/operator/users/detail: the account with its latest orders, cards, coupons and favourites count. */
export function shopperDetailQueryOptions(userId: number) {
  return queryOptions({ queryKey: queryKeys.shopperDetail(userId), queryFn: () => call(endpoints.readShopper, { user_id: userId }) });
}

/** Every write on a shopper changes the list's rows and the detail. */
const SHOPPERS = [queryKeys.shoppersAll];

/** POST /v1/operator/users/disable: 1 disables (the shopper's sessions end), 0 enables (店长). */
export const useSetShopperDisabled = () => useWrite(endpoints.setShopperDisabled, SHOPPERS);

/** POST /v1/operator/users/trader: a trade buyer (the catalogue's quotation list), or not (店长). */
export const useSetTrader = () => useWrite(endpoints.setTrader, SHOPPERS);
