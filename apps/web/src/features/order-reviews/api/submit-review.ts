import { endpoints } from '@garden/contract/endpoints';
import type { ReviewKind } from '@garden/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One goods' part of a review (storefront §3 "Review submission per goods"). */
export interface ReviewEntryDraft {
  good_id: number;
  rec_id: number;
  comment: string;
  /** Stars 1–5 of a first review. */
  remark?: number;
  pics: string[];
  goods_attr: string;
  sup_id: number;
  is_show: 1;
}

const CALLS = { first: endpoints.writeFirstReview, followUp: endpoints.writeFollowUpReview };

/**
 * POST /v2/order/comment (first review) or /v2/order/pluscomment (follow-up) with `order_comment` as serialised JSON
 * (storefront §7; the login key travels in the header); answers the server's success text (评价成功 / 追评成功).
 */
export async function submitReview(kind: ReviewKind, orderId: number, entries: readonly ReviewEntryDraft[]): Promise<string> {
  return (await callEnvelope(CALLS[kind], { order_id: orderId, order_comment: JSON.stringify(entries) })).msg;
}

/** Sends a review, then reloads what shows review state: these pages, the orders and the product reviews. */
export function useSubmitReview(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, orderId, entries }: { kind: ReviewKind; orderId: number; entries: readonly ReviewEntryDraft[] }) =>
      submitReview(kind, orderId, entries),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orderReviews.all(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
      ]),
  });
}
