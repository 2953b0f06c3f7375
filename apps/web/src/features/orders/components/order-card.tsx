import { Link, useNavigate } from '@tanstack/react-router';
import type { Order } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderGoods } from './order-goods';
import { RefundOrders } from './refund-orders';

/**
 * One order in the list (shopping §2 "Order list"): time, number, the status label, its goods with thumbs
 * and the gifts it earned (赠品 at ¥0.00), the amount (and the deposit of a deposit order with its balance-window text), the order's actions,
 * and under them its refund orders (refund number, 售后中 or 售后完成, zero amount).
 */
export function OrderCard({ loginKey, order }: { loginKey: string; order: Order }) {
  const { view } = order;
  const navigate = useNavigate();
  return (
    <article className="order-card" aria-label={`订单 ${order.order_sn}`}>
      <header className="order-card__head">
        <span>{order.order_time}</span>
        <span>
          订单号：
          <Link to="/orderDetail" search={{ id: order.order_id }} className="order-card__sn">
            {order.order_sn}
          </Link>
        </span>
        {order.sendaddress_name && <span>发货地：{order.sendaddress_name}</span>}
        <strong className={`order-status order-status--${view.kind}`}>{order.order_status}</strong>
      </header>
      <div className="order-card__body">
        <ul className="order-card__goods">
          {order.goods_list.map((line) => (
            <li key={line.rec_id}>
              <OrderGoods line={line} />
              <span className="order-card__price">¥{line.goods_price}</span>
              <span className="order-card__number">×{line.goods_number}</span>
            </li>
          ))}
          {order.present.map((gift) => (
            <li key={`gift-${gift.goods_id}`} className="order-card__gift">
              <OrderGoods line={{ goods_thumb: gift.thumbnail, goods_name: gift.name, goods_attr: gift.goods_attr }} gift />
              <span className="order-card__price">¥{gift.goods_price}</span>
              <span className="order-card__number">×{gift.goods_number}</span>
            </li>
          ))}
        </ul>
        <div className="order-card__amount">
          <span>
            订单金额 <strong className="price">¥{order.order_amount}</strong>
          </span>
          {order.is_dingjin === 1 && <small>定金 ¥{order.deposit}</small>}
          {view.balance_window && <small className="order-card__window">{view.balance_window.message}</small>}
          <small>含运费 ¥{order.shipping_fee}</small>
        </div>
        <div className="order-card__side">
          <Link to="/orderDetail" search={{ id: order.order_id }} className="order-card__detail">
            订单详情
          </Link>
          {view.notice ? (
            <span className="order-card__notice">{view.notice}</span>
          ) : (
            <OrderActions
              loginKey={loginKey}
              order={order}
              onViewLogistics={() => void navigate({ to: '/orderDetail', search: { id: order.order_id }, hash: 'tracking' })}
            />
          )}
        </div>
      </div>
      <RefundOrders refunds={order.refund_orders} compact />
    </article>
  );
}
