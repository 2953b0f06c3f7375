import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportDone, reportError } from '../../../lib/report-error';

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

/** After a catalogue write: the goods (and the audit trail) are read again; the server's message confirms it. */
function useAfterGoodsWrite() {
  const queryClient = useQueryClient();
  return ({ msg }: { msg: string }) => {
    reportDone(msg);
    void queryClient.invalidateQueries({ queryKey: queryKeys.goodsAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditTrailAll });
  };
}

/** POST /v1/operator/goods/sale: 上架 (1) or 下架 (3). */
export function useSetGoodsSale() {
  const onSuccess = useAfterGoodsWrite();
  return useMutation({
    mutationFn: (fields: RequestOf<typeof endpoints.setGoodsSale>) => callEnvelope(endpoints.setGoodsSale, fields),
    onSuccess,
    onError: reportError,
  });
}

/** POST /v1/operator/goods/create, or /update with `goods_id`: the whole goods. */
export function useSaveGoods() {
  const onSuccess = useAfterGoodsWrite();
  return useMutation({
    mutationFn: ({ goodsId, fields }: { goodsId?: number; fields: GoodsSaveFields }) =>
      goodsId ? callEnvelope(endpoints.updateGoods, { ...fields, goods_id: goodsId }) : callEnvelope(endpoints.createGoods, fields),
    onSuccess,
    onError: reportError,
  });
}
