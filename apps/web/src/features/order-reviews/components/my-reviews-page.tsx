import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LazyImage } from '../../../components/lazy-image';
import { Pagination } from '../../../components/pagination';
import { PressedButtons } from '../../../components/pressed-buttons';
import { MY_REVIEW_TABS, useMyReviews, type MyReviewStatus, type PublishedReview } from '../api/get-my-reviews';
import { OrderToReviewCard } from './order-to-review-card';
import '../../../components/list-page.css';
import './order-reviews.css';
import { TitledSection } from '../../../components/titled-section';

const THUMB_PX = 56;

/**
 * My reviews (storefront §2, §4): tab 1000 lists orders pending a review or follow-up with a 评价 / 追评 button;
 * tab 999 lists published reviews, each under its goods card with a 追评 button while the follow-up is open.
 * The review itself is drawn by `renderReview`, the product page's review, which the route brings.
 */
export function MyReviewsPage({
  loginKey,
  status,
  page,
  onChange,
  renderReview,
}: {
  loginKey: string;
  status: MyReviewStatus;
  page: number;
  onChange: (search: { status: MyReviewStatus; page?: number }) => void;
  renderReview: (review: PublishedReview) => ReactNode;
}) {
  const { data } = useMyReviews(loginKey, status, page);
  return (
    <TitledSection className="my-reviews" title="我的评价">
      <div className="list-toolbar">
        <PressedButtons
          nav
          label="评价状态"
          options={MY_REVIEW_TABS.map((tab) => ({ value: tab.status, label: data ? `${tab.label} (${data.counts[tab.count]})` : tab.label }))}
          pressed={(value) => value === status}
          onPick={(value) => onChange({ status: value })}
        />
      </div>
      {data && data.list.length === 0 && (
        <p className="goods-grid__empty">
          <strong>{status === 1000 ? '暂无待评价的订单' : '暂无评价'}</strong>
        </p>
      )}
      {data?.status === 1000 && (
        <div className="review-orders">
          {data.list.map((order) => (
            <OrderToReviewCard key={order.order_id} order={order} />
          ))}
        </div>
      )}
      {data?.status === 999 && (
        <div className="my-reviews__list">
          {data.list.map((review) => (
            <article key={review.g_comment_id} className="my-review" data-testid="my-review">
              <header className="my-review__goods">
                <LazyImage src={review.thumbnail} alt="" width={THUMB_PX} height={THUMB_PX} />
                <Link to="/goodDetail" search={{ gshp_id: review.gshp_id, tab: 1 }}>
                  {review.goods_name}
                </Link>
                {review.can_follow_up === 1 && review.order_id !== null && (
                  <Link to="/comment" search={{ order_id: review.order_id }} className="review-button">
                    追评
                  </Link>
                )}
              </header>
              {renderReview(review)}
            </article>
          ))}
        </div>
      )}
      {data && <Pagination page={page} total={Math.ceil(data.total / data.limit)} onChange={(next) => onChange({ status, page: next })} />}
    </TitledSection>
  );
}
