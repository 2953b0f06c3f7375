import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/coupon-types: every coupon type, the newest first. */
export function couponTypesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.couponTypes, queryFn: () => call(endpoints.listCouponTypes) });
}

const COUPON_TYPES = [queryKeys.couponTypes];

export const useSaveCouponType = () => useWrite(endpoints.saveCouponType, COUPON_TYPES);
/** Issuing changes the types' claim counts; its reply says what became of each mobile. */
export const useIssueCoupons = () => useWrite(endpoints.issueCouponList, COUPON_TYPES);
