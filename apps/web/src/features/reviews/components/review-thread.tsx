import { formatChinaTime } from '@garden/domain';
import { useState } from 'react';
import { useReviewReplies } from '../api/get-review-replies';
import { ReplyForm } from './reply-form';

/**
 * The comments under one review with a box to add one; a shopper may answer others' comments but
 * not their own (storefront §6), so 回复 shows only on others'.
 */
export function ReviewThread({ gCommentId, loginKey }: { gCommentId: number; loginKey: string }) {
  const { data, isPending } = useReviewReplies(gCommentId, true);
  const [answering, setAnswering] = useState<number | null>(null);
  return (
    <div className="review-thread">
      {isPending ? (
        <p className="review-thread__note">加载中…</p>
      ) : (
        <ul className="review-thread__list">
          {data?.list.map((reply) => (
            <li key={reply.comment_id} className="review-thread__item">
              <span className="review-thread__nick">{reply.nick}</span>：{reply.content}
              <span className="review-thread__time">{formatChinaTime(new Date(reply.create_time * 1000))}</span>
              {reply.is_myself === 0 && (
                <button type="button" className="link-button" onClick={() => setAnswering(answering === reply.comment_id ? null : reply.comment_id)}>
                  回复
                </button>
              )}
              {answering === reply.comment_id && (
                <ReplyForm
                  target={{ g_comment_id: gCommentId, comment_id: reply.comment_id }}
                  placeholder={`回复 ${reply.nick}`}
                  loginKey={loginKey}
                  onDone={() => setAnswering(null)}
                />
              )}
            </li>
          ))}
          {data?.list.length === 0 && <li className="review-thread__note">还没有人评论，来说两句吧</li>}
        </ul>
      )}
      <ReplyForm target={{ g_comment_id: gCommentId }} placeholder="说点什么…" loginKey={loginKey} />
    </div>
  );
}
