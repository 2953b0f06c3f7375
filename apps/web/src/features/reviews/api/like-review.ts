import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/api-client';

/** POST /v1/compublic/zan: likes a review (type 1). */
export function likeReview({ gCommentId, key }: { gCommentId: number; key: string }): Promise<unknown> {
  return postData<unknown>('/v1/compublic/zan', { g_comment_id: gCommentId, type: 1, key });
}

/** Likes a review, then reloads the list so its count and state come from the server. */
export function useLikeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
