import { endpoints } from '@garden/contract/endpoints';
import type { CouponReceived } from '@garden/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RequestScope } from '../../../lib/request-scope';
import { goodsCouponsQueryOptions, type GoodsCoupon } from './get-goods-coupons';

/** POST /v1/user/receive_bonus: claims one coupon type for the shopper. */
export function receiveCoupon(typeId: number): Promise<CouponReceived> {
  return call(endpoints.receiveCoupon, { type_id: typeId });
}

/** Claims a coupon; on success the coupon reads as claimed (storefront §4: has_receive becomes 1). */
export function useReceiveCoupon(gsupId: number, scope: RequestScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSuccess: (_data, typeId) => {
      queryClient.setQueryData(goodsCouponsQueryOptions(gsupId, scope).queryKey, (coupons: GoodsCoupon[] | undefined) =>
        coupons?.map((coupon) => (coupon.type_id === typeId ? { ...coupon, has_receive: 1 as const } : coupon)),
      );
    },
  });
}
