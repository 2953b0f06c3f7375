import { endpoints } from '@garden/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { ReviewCommentPage as ReviewReplyPage } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

export type { ReviewReplyPage };

// The API's largest page; a thread longer than this is rare enough to show its first hundred.
const REPLIES_PER_PAGE = 100;

/** GET /v1/comarticle/commentlist: the thread under one review. */
export function reviewRepliesQueryOptions(gCommentId: number) {
  return callQuery(queryKeys.reviews.replies(gCommentId), endpoints.listReviewComments, {
    page: 1,
    limit: REPLIES_PER_PAGE,
    g_comment_id: gCommentId,
  });
}

/** One review's thread, loaded when the shopper opens it. */
export function useReviewReplies(gCommentId: number, enabled: boolean) {
  return useQuery({ ...reviewRepliesQueryOptions(gCommentId), enabled });
}
