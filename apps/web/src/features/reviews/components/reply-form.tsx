import { validateReviewText } from '@garden/domain';
import { useState, type FormEvent } from 'react';
import { openLoginDialog } from '../../../lib/login-dialog';
import { showToast } from '../../../lib/toast';
import { usePostReviewReply, type ReviewReplyDraft } from '../api/post-review-reply';

/** A one-line box to comment on a review or answer one comment; empty text says `请添加文字` (storefront §5). */
export function ReplyForm({
  target,
  placeholder,
  loginKey,
  onDone,
}: {
  target: Omit<ReviewReplyDraft, 'content'>;
  placeholder: string;
  loginKey: string;
  onDone?: () => void;
}) {
  const [content, setContent] = useState('');
  const post = usePostReviewReply();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReviewText(content, 'comment');
    if (problem) return showToast(problem);
    if (!loginKey) return openLoginDialog();
    post.mutate(
      { ...target, content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
      },
    );
  };
  return (
    <form className="reply-form" onSubmit={submit}>
      <input
        aria-label={placeholder}
        placeholder={placeholder}
        value={content}
        maxLength={300}
        onChange={(event) => setContent(event.target.value)}
      />
      <button type="submit" disabled={post.isPending}>
        发送
      </button>
    </form>
  );
}
