import '@mantine/core/styles/Rating.css';
import { Rating } from '@mantine/core';
import { MantineScope } from '../../../components/mantine-scope';
import {
  DEFAULT_STAR_RATING,
  REVIEW_TEXT_MAX,
  checkOrderReview,
  countCharacters,
  reviewKind,
  validateReviewImages,
  validateReviewText,
  type ReviewKind,
} from '@garden/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import { showToast } from '../../../lib/toast';
import { useReviewOrder, type ReviewLine } from '../api/get-review-order';
import { useSubmitReview } from '../api/submit-review';
import { ReviewImageUploader } from './review-image-uploader';
import { ReviewPictures } from './review-pictures';
import { ReviewStars } from './review-stars';
import '../../../components/list-page.css';
import './order-reviews.css';

const THUMB_PX = 72;

interface LineDraft {
  stars: number;
  text: string;
  images: string[];
}

const blankDraft = (): LineDraft => ({ stars: DEFAULT_STAR_RATING, text: '', images: [] });

/** Keeps at most 300 characters, counted as the counter counts them (storefront §5). */
const clampText = (text: string) => (countCharacters(text) > REVIEW_TEXT_MAX ? [...text].slice(0, REVIEW_TEXT_MAX).join('') : text);

/**
 * The review page of an order (storefront §2 "Review creation"): per goods a star rating (first review only,
 * default 5), text up to 300 characters with a counter and up to 9 images; the follow-up when the order is
 * reviewed and not yet followed up, showing the first review above it. Orders that take no review say why.
 */
export function ReviewFormPage({ loginKey, orderId }: { loginKey: string; orderId: number }) {
  const order = useReviewOrder(loginKey, orderId);
  const kind = reviewKind({ isComment: order.is_comment, isTwice: order.is_twice });
  const refusal = checkOrderReview(
    { orderStatus: order.o_status, isDelete: order.is_delete, isComment: order.is_comment, isTwice: order.is_twice },
    kind ?? 'followUp',
  );
  const lines = order.exist_real_goods.filter((line) => kind === 'first' || line.review !== null);
  return (
    <section className="review-form-page" aria-label="评价">
      <h1 className="list-title">{kind === 'followUp' ? '追加评价' : '评价晒单'}</h1>
      <p className="review-form-page__sn">订单号：{order.order_sn}</p>
      {kind === null || refusal ? (
        <div className="goods-grid__empty">
          <strong>{refusal}</strong>
          <Link to="/myComment" search={{ status: 999 }} className="review-link">
            查看我的评价
          </Link>
        </div>
      ) : (
        <ReviewForm loginKey={loginKey} orderId={order.order_id} kind={kind} lines={lines} />
      )}
    </section>
  );
}

function ReviewForm({ loginKey, orderId, kind, lines }: { loginKey: string; orderId: number; kind: ReviewKind; lines: ReviewLine[] }) {
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const submit = useSubmitReview(loginKey);
  const navigate = useNavigate();
  const draftOf = (recId: number) => drafts[recId] ?? blankDraft();
  const change = (recId: number, patch: Partial<LineDraft>) =>
    setDrafts((all) => ({ ...all, [recId]: { ...(all[recId] ?? blankDraft()), ...patch } }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    for (const line of lines) {
      const draft = draftOf(line.rec_id);
      const message = validateReviewText(draft.text, kind) ?? validateReviewImages(draft.images.length);
      if (message) return showToast(message);
    }
    const entries = lines.map((line) => {
      const draft = draftOf(line.rec_id);
      return {
        good_id: line.goods_id,
        rec_id: line.rec_id,
        comment: draft.text,
        ...(kind === 'first' ? { remark: draft.stars } : {}),
        pics: draft.images,
        goods_attr: line.goods_attr,
        sup_id: line.sup_id,
        is_show: 1 as const,
      };
    });
    submit.mutate(
      { kind, orderId, entries },
      {
        onSuccess: (message) => {
          showToast(message);
          void navigate({ to: '/commentSuccess', search: { order_id: orderId, goods_id: lines[0]?.goods_id }, replace: true });
        },
      },
    );
  };

  return (
    <form className="review-form" onSubmit={send} noValidate>
      {lines.map((line) => {
        const draft = draftOf(line.rec_id);
        return (
          <fieldset key={line.rec_id} className="review-goods" data-testid="review-goods">
            <legend className="review-goods__goods">
              <LazyImage src={line.goods_thumb} alt="" width={THUMB_PX} height={THUMB_PX} />
              <span>
                <strong>{line.goods_name}</strong>
                {line.goods_attr && <small>{line.goods_attr}</small>}
              </span>
            </legend>
            {kind === 'followUp' && line.review && (
              <div className="review-goods__first">
                <ReviewStars rank={line.review.comment_rank} />
                <p>{line.review.content}</p>
                <ReviewPictures srcs={line.review.imgs} />
              </div>
            )}
            {kind === 'first' && (
              <div className="review-goods__row">
                <span className="review-goods__label">评分</span>
                <MantineScope>
                  <Rating
                    value={draft.stars}
                    onChange={(stars) => change(line.rec_id, { stars: stars || DEFAULT_STAR_RATING })}
                    size="lg"
                    getSymbolLabel={(stars) => `${stars}星`}
                    aria-label={`${line.goods_name}的评分`}
                  />
                </MantineScope>
              </div>
            )}
            <label className="review-goods__text">
              <span className="review-goods__label">{kind === 'first' ? '评价' : '追评'}</span>
              <textarea
                value={draft.text}
                onChange={(event) => change(line.rec_id, { text: clampText(event.target.value) })}
                placeholder={kind === 'first' ? '宝贝满足你的期待吗？说说它的优点和美中不足吧' : '用了一段时间，说说感受吧'}
                rows={4}
              />
              <small className="review-goods__counter" aria-live="polite">
                {countCharacters(draft.text)}/{REVIEW_TEXT_MAX}
              </small>
            </label>
            <div className="review-goods__row">
              <span className="review-goods__label">晒图</span>
              <ReviewImageUploader images={draft.images} onChange={(images) => change(line.rec_id, { images })} label={line.goods_name} />
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="review-form__submit" disabled={submit.isPending}>
        {kind === 'first' ? '提交评价' : '提交追评'}
      </button>
    </form>
  );
}
