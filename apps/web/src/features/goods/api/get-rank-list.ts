import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** A ranked goods of GET /v1/rank/lists, enough for the "everyone is buying" list. */
export interface RankedGoods {
  gshp_id?: number;
  shp_id?: number;
  id?: number;
  name: string;
  thumbnail: string;
  price_info?: { min_price: string };
  sales?: number;
}

const EVERYONE_BUYING_COUNT = 6;

/** GET /v1/rank/lists: the best sellers of a top category (0 for the whole shop). */
export async function getRankList(category: number): Promise<RankedGoods[]> {
  const data = await getData<RankedGoods[] | { list: RankedGoods[] }>('/v1/rank/lists', {
    page: 1,
    limit: EVERYONE_BUYING_COUNT,
    category,
  });
  return Array.isArray(data) ? data : data.list;
}

/** The best sellers of a category. */
export function rankListQueryOptions(category: number) {
  return queryOptions({ queryKey: ['rank', category], queryFn: () => getRankList(category), staleTime: 300_000 });
}

/** The "everyone is buying" list; below the fold, so it loads without suspending the page. */
export function useRankList(category: number) {
  return useQuery(rankListQueryOptions(category));
}
