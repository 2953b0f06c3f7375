import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import type { GoodsEditorDetail } from '@garden/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

export type GoodsFilters = RequestOf<typeof endpoints.listAdminGoods>;
export type GoodsSaveFields = RequestOf<typeof endpoints.createGoods>;

/** GET /v1/operator/goods: one page of the goods list. */
export function goodsListQueryOptions(filters: GoodsFilters) {
  return queryOptions({ queryKey: queryKeys.goodsList(filters), queryFn: () => call(endpoints.listAdminGoods, filters) });
}

/** GET /v1/operator/goods/detail: a goods as the editor loads it. */
export function goodsDetailQueryOptions(goodsId: number) {
  return queryOptions({ queryKey: queryKeys.goodsDetail(goodsId), queryFn: () => call(endpoints.readAdminGoods, { goods_id: goodsId }) });
}

/** A goods write changes the goods list and the editor's goods, and the categories' goods counts. */
const GOODS = [queryKeys.goodsAll, queryKeys.categories];

/** POST /v1/operator/goods/sale: 上架 (1) or 下架 (3). */
export const useSetGoodsSale = () => useWrite(endpoints.setGoodsSale, GOODS);

/** POST /v1/operator/goods/create, or /update with `goods_id`: the whole goods. */
export function useSaveGoods() {
  const create = useWrite(endpoints.createGoods, GOODS);
  const update = useWrite(endpoints.updateGoods, GOODS);
  return {
    isPending: create.isPending || update.isPending,
    /** Sends the goods; `onSaved` gets the goods as the server now holds it. */
    save: (goodsId: number | undefined, fields: GoodsSaveFields, onSaved: (saved: GoodsEditorDetail) => void) =>
      goodsId
        ? update.mutate({ ...fields, goods_id: goodsId }, { onSuccess: ({ data }) => onSaved(data) })
        : create.mutate(fields, { onSuccess: ({ data }) => onSaved(data) }),
  };
}
