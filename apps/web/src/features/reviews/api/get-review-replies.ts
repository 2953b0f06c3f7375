import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/api-client';

/** A reply in a review's thread (storefront §3 "Reply"). */
export interface ReviewReply {
  comment_id: number;
  reply_id: number;
  nick: string;
  content: string;
  create_time: string;
  is_myself: number | boolean;
  reply_nick?: string;
}

/** The reply of GET /v1/comarticle/commentlist. */
export interface ReviewReplyPage {
  list: ReviewReply[];
  total: number;
}

const REPLIES_PER_PAGE = 50;

/** GET /v1/comarticle/commentlist: the thread under one review. */
export function getReviewReplies(gCommentId: number): Promise<ReviewReplyPage> {
  return getData<ReviewReplyPage>('/v1/comarticle/commentlist', { page: 1, limit: REPLIES_PER_PAGE, g_comment_id: gCommentId });
}

/** One review's thread. */
export function reviewRepliesQueryOptions(gCommentId: number) {
  return queryOptions({ queryKey: ['reviews', 'replies', gCommentId], queryFn: () => getReviewReplies(gCommentId) });
}

/** One review's thread, loaded when the shopper opens it. */
export function useReviewReplies(gCommentId: number, enabled: boolean) {
  return useQuery({ ...reviewRepliesQueryOptions(gCommentId), enabled });
}
