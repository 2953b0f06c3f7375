import { endpoints } from '@garden/contract/endpoints';
import type { AfterSalesReason, RefundType } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForm } from '../../../lib/api-client';
import type { AfterSalesApplied as AfterSalesReply } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { AfterSalesReply };

/** An after-sales application (shopping §3 "After-sales request"). */
export interface AfterSalesRequest {
  orderId: number;
  refundType: RefundType;
  /** The ticked lines and how many of each go back. */
  goods: { rec_id: number; number: number }[];
  reasonType: AfterSalesReason;
  /** 0 not received, 1 received. */
  goodsStatus: 0 | 1;
  /** The return's courier (type 2), else 0. */
  shippingId: number;
  trackingNumber: string;
  description: string;
  image: File | null;
}

/** POST /v1/order/refund as multipart, the image as `img[]` (shopping §7 "Refund"); the login key travels in the header. */
export function applyAfterSales(request: AfterSalesRequest): Promise<AfterSalesReply> {
  return callForm(endpoints.applyForAfterSales, {
    order_id: request.orderId,
    goods_json: JSON.stringify(request.goods),
    refund_type: request.refundType,
    reason_type: request.reasonType,
    goods_status: request.goodsStatus,
    shipping_id: request.shippingId,
    refund_invoince_no: request.trackingNumber.trim(),
    refund_info: request.description,
    ...(request.image ? { img: [request.image] } : {}),
  });
}

/** Sends an application; the orders (now in after-sales) are read again. */
export function useApplyAfterSales(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AfterSalesRequest) => applyAfterSales(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
  });
}
