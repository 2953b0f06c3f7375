import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stepper.css';
import { formatYuan, ORDER_CLOSED_BY_SYSTEM, ORDER_PAID_AWAITING_SHIPMENT, UNPAID_ORDER_LIFETIME_MINUTES } from '@garden/domain';
import { Stepper } from '@mantine/core';
import { MantineScope } from '../../../components/mantine-scope';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { GiftPrice } from '../../../components/gift-mark';
import { TableHead } from '../../../components/table-head';
import { formatMinutesSeconds, useCountdown } from '../../../hooks/use-countdown';
import { orderQueryOptions, useOrder, type Order } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderGoods } from './order-goods';
import { RefundOrders } from './refund-orders';
import { TrackingPanel } from './tracking-panel';
import './orders.css';

// shopping §4 "Order status": the progress bar's four steps.
const STEPS = ['提交订单', '付款成功', '仓库发货', '确认收货'] as const;

/**
 * The order detail (shopping §2 "Order detail", §4): status with its note, the progress bar, goods lines and
 * the gifts the order earned (赠品 at ¥0.00), amounts with each deduction once, its refund orders with their progress,
 * consignee and the shopper's message to the seller, tracking when the view asks for it, and
 * exactly the view's actions — every decision comes from the server's describeOrderStatus, the page only draws it.
 */
export function OrderDetailPage({ loginKey, orderId, onDestroyed }: { loginKey: string; orderId: number; onDestroyed: () => void }) {
  const order = useOrder(loginKey, orderId);
  const { view } = order;
  // The refund number shows with the refund orders below.
  const refund = view.kind === 'afterSales' || view.kind === 'afterSalesComplete';
  return (
    <section className="order-detail" aria-label="订单详情">
      <div className="order-detail__status">
        <div>
          <p className="order-detail__sn">
            订单号：{order.order_sn} <small>下单时间：{order.order_time}</small>
          </p>
          <h1 className={`order-detail__label order-status--${view.kind}`}>{order.order_status}</h1>
          <StatusNote loginKey={loginKey} order={order} />
        </div>
        {view.notice ? (
          <p className="order-detail__note">{view.notice}</p>
        ) : (
          <OrderActions
            loginKey={loginKey}
            order={order}
            onViewLogistics={() => document.getElementById('tracking')?.scrollIntoView({ behavior: 'smooth' })}
            onDestroyed={onDestroyed}
          />
        )}
      </div>
      {view.step !== null && (
        <MantineScope>
          <Stepper active={view.step} size="sm" className="order-detail__steps" aria-label="订单进度">
            {STEPS.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
        </MantineScope>
      )}
      <div className="order-detail__panel">
        <h2>收货信息</h2>
        <dl className="order-detail__facts">
          <dt>收货人</dt>
          <dd>
            {order.consignee} {order.phone}
          </dd>
          <dt>收货地址</dt>
          <dd>{order.address}</dd>
          <dt>发货地</dt>
          <dd>{order.sendaddress_name || '—'}</dd>
          <dt>配送方式</dt>
          <dd>{order.shipping_name || '—'}</dd>
          <dt>留言</dt>
          <dd className="order-detail__message">{order.msg_to_shop || '—'}</dd>
        </dl>
      </div>
      <div className="order-detail__panel">
        <h2>商品信息</h2>
        <table className="order-lines">
          <TableHead columns={['商品', '单价', '数量', '重量', '小计']} />
          <tbody>
            {order.goods_list.map((line) => (
              <tr key={line.rec_id}>
                <td>
                  <OrderGoods line={line} />
                </td>
                <td>¥{line.goods_price}</td>
                <td>
                  ×{line.goods_number}
                  {line.refund_number > 0 && <small className="order-lines__refunded">已退 {line.refund_number}</small>}
                </td>
                <td>{line.weight}</td>
                <td className="price">¥{line.subtotal}</td>
              </tr>
            ))}
            {order.present.map((gift) => (
              <tr key={`gift-${gift.goods_id}`} className="order-lines__gift">
                <td>
                  <OrderGoods line={{ goods_thumb: gift.thumbnail, goods_name: gift.name, goods_attr: gift.goods_attr }} gift />
                </td>
                <td>
                  <GiftPrice price={gift.goods_price} marketPrice={gift.market_price} />
                </td>
                <td>×{gift.goods_number}</td>
                <td>—</td>
                <td className="price">¥{gift.goods_price}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-detail__sums">
          <dt>商品总额</dt>
          <dd>¥{order.goods_amount}</dd>
          <dt>运费</dt>
          <dd>+ ¥{order.shipping_fee}</dd>
          {/* Each deduction once, as the domain names it (discount holds the coupons too). */}
          {order.deduction_lines.map((line) => (
            <Fragment key={line.kind}>
              <dt>{line.label}</dt>
              <dd>- ¥{line.amount}</dd>
            </Fragment>
          ))}
          {order.is_dingjin === 1 && (
            <>
              <dt>定金</dt>
              <dd>¥{order.deposit}</dd>
            </>
          )}
          <dt>已付款</dt>
          <dd>¥{order.total_fee}</dd>
          <dt>订单金额</dt>
          {/* Refund orders show a zero amount beside their refund number (shopping §4). */}
          <dd className="price order-detail__total">¥{refund ? formatYuan(0) : order.order_amount}</dd>
        </dl>
      </div>
      {(order.refund_orders.length > 0 || order.refused_requests.length > 0) && (
        <div className="order-detail__panel">
          <h2>退款单</h2>
          <RefundOrders refunds={order.refund_orders} refused={order.refused_requests} />
        </div>
      )}
      {view.fetches_tracking && <TrackingPanel loginKey={loginKey} orderId={order.order_id} />}
    </section>
  );
}

/** The line under the label: the hour countdown while unpaid, why a closed order closed, the paid note, the deposit window. */
function StatusNote({ loginKey, order }: { loginKey: string; order: Order }) {
  const { view } = order;
  if (order.pay_deadline !== null) return <PayCountdown loginKey={loginKey} order={order} deadline={order.pay_deadline} />;
  if (view.kind === 'closed') return <p className="order-detail__note">关闭原因：{ORDER_CLOSED_BY_SYSTEM}</p>;
  if (view.kind === 'pendingShipment') return <p className="order-detail__note">{ORDER_PAID_AWAITING_SHIPMENT}</p>;
  if (view.balance_window) return <p className="order-detail__note">{view.balance_window.message}</p>;
  return null;
}

/** 'Pay within 60 minutes' with the time left; at zero the order is read again, and the server says it closed. */
function PayCountdown({ loginKey, order, deadline }: { loginKey: string; order: Order; deadline: number }) {
  const remaining = useCountdown(deadline * 1000);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (remaining === 0) void queryClient.invalidateQueries(orderQueryOptions(loginKey, order.order_id));
  }, [remaining, queryClient, loginKey, order.order_id]);
  return (
    <p className="order-detail__note">
      请在{UNPAID_ORDER_LIFETIME_MINUTES}分钟内完成支付，剩余 <strong className="order-detail__countdown">{formatMinutesSeconds(remaining)}</strong>
    </p>
  );
}
