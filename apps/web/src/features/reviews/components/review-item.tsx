import { formatChinaTime, OFFICIAL_NICK } from '@garden/domain';
import { useState } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import { openLoginDialog } from '../../../lib/login-dialog';
import type { Review } from '../api/get-reviews';
import { useLikeReview } from '../api/like-review';
import { ImageViewer } from './image-viewer';
import { ReviewThread } from './review-thread';
import './reviews.css';

const AVATAR_PX = 40;
const IMAGE_PX = 88;
const STARS = 5;

/** One review: masked nickname, stars, time, attributes, text, images, official replies, likes and the thread. */
export function ReviewItem({ review, loginKey }: { review: Review; loginKey: string }) {
  const like = useLikeReview();
  // Which pictures the viewer shows: the first review's or the follow-up's.
  const [viewing, setViewing] = useState<{ images: string[]; index: number } | null>(null);
  const [threadOpen, setThreadOpen] = useState(false);
  const liked = review.is_zan === 1;
  const pressLike = () => {
    if (!loginKey) return openLoginDialog();
    like.mutate({ gCommentId: review.g_comment_id, liked });
  };
  return (
    <article className="review" data-testid="review">
      <header className="review__head">
        {review.avatar ? (
          <LazyImage className="review__avatar" src={review.avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} />
        ) : (
          <span className="review__avatar review__avatar--blank" aria-hidden />
        )}
        <span className="review__nick">{review.nick}</span>
        <span className="review__stars" role="img" aria-label={`${review.comment_rank}星`}>
          {'★'.repeat(review.comment_rank)}
          <span className="review__stars-off">{'★'.repeat(Math.max(STARS - review.comment_rank, 0))}</span>
        </span>
        <time className="review__time">{formatChinaTime(new Date(review.add_time * 1000))}</time>
      </header>
      {review.goods_attr && <p className="review__attr">{review.goods_attr}</p>}
      <p className="review__content">{review.content}</p>
      <ReviewImages images={review.imgs} onOpen={(index) => setViewing({ images: review.imgs, index })} />
      {review.follow && (
        <div className="review__follow">
          <strong>追评：</strong>
          {review.follow.content}
          <ReviewImages images={review.follow.imgs} onOpen={(index) => setViewing({ images: review.follow?.imgs ?? [], index })} />
        </div>
      )}
      {review.children.length > 0 && (
        <ul className="review__children">
          {review.children.map((child) => (
            <li key={child.comment_id} className={child.is_official === 1 ? 'review__child review__child--official' : 'review__child'}>
              <strong>{child.is_official === 1 ? OFFICIAL_NICK : child.nick}：</strong>
              {child.content}
            </li>
          ))}
        </ul>
      )}
      <footer className="review__actions">
        <button type="button" className="review__action" aria-expanded={threadOpen} onClick={() => setThreadOpen((open) => !open)}>
          评论 {review.commentusers}
        </button>
        <button type="button" className="review__action" aria-pressed={liked} disabled={like.isPending} onClick={pressLike} data-testid="review-like">
          {liked ? '已赞' : '赞'} {review.zan}
        </button>
      </footer>
      {threadOpen && <ReviewThread gCommentId={review.g_comment_id} loginKey={loginKey} />}
      {viewing !== null && (
        <ImageViewer
          images={viewing.images}
          index={viewing.index}
          onIndexChange={(index) => setViewing({ ...viewing, index })}
          onClose={() => setViewing(null)}
        />
      )}
    </article>
  );
}

/** A review's picture thumbnails; a click opens the viewer at that picture. */
function ReviewImages({ images, onOpen }: { images: string[]; onOpen: (index: number) => void }) {
  if (images.length === 0) return null;
  return (
    <ul className="review__images">
      {images.map((src, index) => (
        <li key={src}>
          <button type="button" aria-label={`查看图片 ${index + 1}`} onClick={() => onOpen(index)}>
            <LazyImage src={src} alt="" width={IMAGE_PX} height={IMAGE_PX} />
          </button>
        </li>
      ))}
    </ul>
  );
}
