import type { ReviewCommentPosted } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { reviewRepliesQueryOptions } from './get-review-replies';
import { queryKeys } from '../../../lib/query-keys';

/** A comment on a review, or with `comment_id` a reply to one comment in its thread (storefront §3). */
export interface ReviewReplyDraft {
  content: string;
  g_comment_id: number;
  comment_id?: number;
}

/** POST /v1/comarticle/comment, or /v1/comarticle/reply when answering a comment. */
export function postReviewReply({ comment_id, ...comment }: ReviewReplyDraft): Promise<ReviewCommentPosted> {
  return comment_id === undefined ? call(endpoints.commentOnReview, comment) : call(endpoints.replyToComment, { ...comment, comment_id });
}

/** Posts a comment or reply, then reloads the thread and the review counts. */
export function usePostReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReviewReply,
    onSuccess: (_data, draft) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewRepliesQueryOptions(draft.g_comment_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all, exact: false }),
      ]),
  });
}
