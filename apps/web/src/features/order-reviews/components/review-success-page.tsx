import { Link } from '@tanstack/react-router';
import { LazyImage } from '../../../components/lazy-image';
import type { OrderToReview } from '../api/get-my-reviews';
import { useReviewSuccess } from '../api/get-review-success';
import { OrderToReviewCard } from './order-to-review-card';
import { ReviewPictures } from './review-pictures';
import { ReviewStars } from './review-stars';
import '../../../components/list-page.css';
import './order-reviews.css';

const THUMB_PX = 72;

/**
 * The review success page (storefront §2 "Review success", §4 "After success, the comment and add-comment lists
 * show"): what was just written for each goods, then the other orders waiting for a review and for a follow-up.
 */
export function ReviewSuccessPage({ loginKey, orderId, goodsId }: { loginKey: string; orderId: number; goodsId?: number }) {
  const success = useReviewSuccess(loginKey, orderId);
  const toReview = success.more.filter((order) => order.is_comment === 0);
  const toFollowUp = success.more.filter((order) => order.is_comment === 1);
  return (
    <section className="review-success" aria-label="评价成功">
      <div className="review-success__banner">
        <span className="review-success__icon" aria-hidden>
          ✓
        </span>
        <div>
          <h1 className="list-title">{success.is_twice === 1 ? '追评成功' : '评价成功'}</h1>
          <p>感谢您的评价，您的分享能帮助更多花友。订单号：{success.order_sn}</p>
        </div>
        <nav className="review-success__links">
          {goodsId !== undefined && (
            <Link to="/goodDetail" search={{ gshp_id: goodsId, tab: 1 }} className="review-button review-button--plain">
              查看商品评价
            </Link>
          )}
          <Link to="/myComment" search={{ status: 999 }} className="review-button review-button--plain">
            我的评价
          </Link>
        </nav>
      </div>
      <ul className="review-success__goods">
        {success.goods_list.map((line) => (
          <li key={line.rec_id} className="review-success__line" data-testid="reviewed-goods">
            <LazyImage src={line.goods_thumb} alt="" width={THUMB_PX} height={THUMB_PX} />
            <div>
              <strong>{line.goods_name}</strong>
              {line.review && (
                <>
                  <ReviewStars rank={line.review.comment_rank} />
                  <p>{line.review.content}</p>
                  <ReviewPictures srcs={line.review.imgs} />
                  {line.review.follow && (
                    <div className="review-success__follow">
                      <strong>追评：</strong>
                      {line.review.follow.content}
                      <ReviewPictures srcs={line.review.follow.imgs} />
                    </div>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <MoreOrders title="这些订单还在等您评价" orders={toReview} />
      <MoreOrders title="这些订单可以追加评价" orders={toFollowUp} />
    </section>
  );
}

function MoreOrders({ title, orders }: { title: string; orders: OrderToReview[] }) {
  if (orders.length === 0) return null;
  return (
    <section className="review-success__more" aria-label={title}>
      <h2>{title}</h2>
      <div className="review-orders">
        {orders.map((order) => (
          <OrderToReviewCard key={order.order_id} order={order} />
        ))}
      </div>
    </section>
  );
}
