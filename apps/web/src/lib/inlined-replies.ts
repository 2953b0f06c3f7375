import type { INLINED_REPLIES_ID as InlinedRepliesId } from '@garden/contract/web-page';

/** The element the server writes a page's first replies into: the contract's id, checked by the compiler (the web takes types only). */
const INLINED_REPLIES_ID: typeof InlinedRepliesId = 'first-calls';

let replies: Map<string, unknown> | undefined;

/**
 * The reply the server put in the page for this GET address, once: a later ask (a refetch, another
 * page) goes to the server, so nothing stays stale past the first paint.
 */
export function takeInlinedReply(url: string): unknown {
  if (!replies) {
    const text = typeof document === 'undefined' ? null : document.getElementById(INLINED_REPLIES_ID)?.textContent;
    replies = new Map(Object.entries(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  }
  const reply = replies.get(url);
  replies.delete(url);
  return reply;
}
