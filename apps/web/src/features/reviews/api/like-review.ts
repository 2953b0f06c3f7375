import type { ReviewLiked } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const LIKE = 1;
const UNLIKE = 2;

/** POST /v1/compublic/zan: likes a review (type 1), or takes the like back (type 2). */
export function likeReview({ gCommentId, liked }: { gCommentId: number; liked: boolean }): Promise<ReviewLiked> {
  return call(endpoints.likeReview, { g_comment_id: gCommentId, type: liked ? UNLIKE : LIKE });
}

/** Likes or unlikes a review, then reloads the list so its count and state come from the server. */
export function useLikeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
