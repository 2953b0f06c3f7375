import { Link } from '@tanstack/react-router';
import { LazyImage } from '../../../components/lazy-image';
import type { OrderToReview } from '../api/get-my-reviews';

const THUMB_PX = 64;

/** An order waiting for its review or follow-up: time, number, its goods and the 评价 / 追评 button. */
export function OrderToReviewCard({ order }: { order: OrderToReview }) {
  const followUp = order.is_comment === 1;
  return (
    <article className="review-order" aria-label={`订单 ${order.order_sn}`} data-testid="order-to-review">
      <header className="review-order__head">
        <span>{order.order_time}</span>
        <span>
          订单号：
          <Link to="/orderDetail" search={{ id: order.order_id }}>
            {order.order_sn}
          </Link>
        </span>
        <strong>{followUp ? '待追评' : '待评价'}</strong>
      </header>
      <div className="review-order__body">
        <ul className="review-order__goods">
          {order.goods_list.map((line) => (
            <li key={line.rec_id}>
              <LazyImage src={line.goods_thumb} alt="" width={THUMB_PX} height={THUMB_PX} />
              <span>
                <Link to="/goodDetail" search={{ gshp_id: line.goods_id }}>
                  {line.goods_name}
                </Link>
                {line.goods_attr && <small>{line.goods_attr}</small>}
              </span>
              <span className="review-order__number">×{line.goods_number}</span>
            </li>
          ))}
        </ul>
        <Link to="/comment" search={{ order_id: order.order_id }} className="review-button">
          {followUp ? '追评' : '评价'}
        </Link>
      </div>
    </article>
  );
}
