import type { AfterSalesReason, RefundType } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/api-client';
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

/** POST /v1/order/refund as multipart, the image as `img[]` (shopping §7 "Refund"). */
export function applyAfterSales(key: string, request: AfterSalesRequest): Promise<AfterSalesReply> {
  const form = new FormData();
  form.set('key', key);
  form.set('order_id', String(request.orderId));
  form.set('goods_json', JSON.stringify(request.goods));
  form.set('refund_type', String(request.refundType));
  form.set('reason_type', String(request.reasonType));
  form.set('goods_status', String(request.goodsStatus));
  form.set('shipping_id', String(request.shippingId));
  form.set('refund_invoince_no', request.trackingNumber.trim());
  form.set('refund_info', request.description);
  if (request.image) form.append('img[]', request.image);
  return postForm<AfterSalesReply>('/v1/order/refund', form);
}

/** Sends an application; the orders (now in after-sales) are read again. */
export function useApplyAfterSales(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AfterSalesRequest) => applyAfterSales(key, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
  });
}
