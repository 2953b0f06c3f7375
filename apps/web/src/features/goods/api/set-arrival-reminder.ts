import type { ReminderSet } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import { goodsInfoQueryOptions, type GoodsDetail, type GoodsInfoParams } from './get-goods-info';

/** POST /v1/service/visit: asks to be told when the goods are back in stock (at the account's mobile when none is given). */
export function setArrivalReminder({ goodsId, mobile }: { goodsId: number; mobile?: string }): Promise<ReminderSet> {
  return call(endpoints.setArrivalReminder, { goods_id: goodsId, mobile });
}

/** Sets the arrival reminder; the page then reads `您已设置提醒` (storefront §4). */
export function useSetArrivalReminder(params: GoodsInfoParams, scope: RequestScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArrivalReminder,
    onSuccess: () => {
      queryClient.setQueryData(
        goodsInfoQueryOptions(params, scope).queryKey,
        (goods: GoodsDetail | undefined) => goods && { ...goods, is_remind: 1 as const },
      );
    },
  });
}
