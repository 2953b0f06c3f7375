import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import type { RequestScope } from '../../../lib/request-scope';
import { goodsInfoQueryOptions, type GoodsDetail, type GoodsInfoParams } from './get-goods-info';

/** What a favourite toggle needs: the goods (the API's `sup_id` names the gshp_id), its price, and whether it is a favourite now. */
export interface FavouriteToggle {
  supId: number;
  price: string;
  collected: boolean;
}

/**
 * Adds the goods to the favourites when it is not one (POST /v1/collection/collect), otherwise
 * removes it (DELETE /v1/collection/del) (storefront §4 "Favourite toggle").
 */
export function toggleFavourite({ supId, price, collected }: FavouriteToggle): Promise<{ msg: string }> {
  return collected ? callEnvelope(endpoints.removeFavourites, { sup_id: supId }) : callEnvelope(endpoints.collectFavourite, { sup_id: supId, price });
}

/** Toggles the favourite, says so (收藏成功 / 已取消收藏) and flips `is_collected` on the page. */
export function useToggleFavourite(params: GoodsInfoParams, scope: RequestScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: ({ msg }, { collected }) => {
      showToast(msg);
      queryClient.setQueryData(
        goodsInfoQueryOptions(params, scope).queryKey,
        (goods: GoodsDetail | undefined) => goods && { ...goods, is_collected: collected ? (0 as const) : (1 as const) },
      );
    },
  });
}
