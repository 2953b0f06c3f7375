import type { RefundOrder, RefusedRequest } from '@garden/contract';
import type { ReactNode } from 'react';
import { OrderGoods } from './order-goods';

/**
 * The refund orders beside an order (shopping §4 "5 and 6 (refund orders): shown with refund number and zero
 * amount"): one row per open or approved after-sales request with its number, 售后中 or 售后完成, the units it
 * asked back, the money refunded and where the request stands (the domain's progress: every step on the detail,
 * the current one on a list card). The order itself keeps its own state for the units it still owes. The detail
 * also lists the requests the shop refused, in the same rows, ending at 已拒绝 (they are no refund orders).
 */
export function RefundOrders({
  refunds,
  refused = [],
  compact = false,
}: {
  refunds: readonly RefundOrder[];
  refused?: readonly RefusedRequest[];
  compact?: boolean;
}) {
  if (refunds.length === 0 && refused.length === 0) return null;
  return (
    <ul className={`refund-orders${compact ? ' refund-orders--compact' : ''}`} aria-label="退款单">
      {refunds.map((refund) => (
        <RequestRow
          key={refund.refund_id}
          request={refund}
          compact={compact}
          status={<strong className={`order-status order-status--${refund.kind}`}>{refund.order_status}</strong>}
        >
          <span>
            订单金额 <strong className="price">¥{refund.order_amount}</strong>
          </span>
          <span>
            退款金额 <strong className="price">¥{refund.refund_amount}</strong>
          </span>
        </RequestRow>
      ))}
      {refused.map((request) => (
        <RequestRow
          key={request.refund_id}
          request={request}
          compact={compact}
          status={
            <>
              <strong className="order-status order-status--refused">{request.progress.label}</strong>
              <span>拒绝时间 {request.decided_time}</span>
            </>
          }
        >
          <span>
            申请金额 <strong className="price">¥{request.refund_amount}</strong>
          </span>
          {request.refuse_reason && <span className="refund-order__reason">拒绝原因：{request.refuse_reason}</span>}
        </RequestRow>
      ))}
    </ul>
  );
}

/** One request's row: its number and `status` (in the header, which spans a phone's width), the units asked back, its amounts (`children`) and its progress. */
function RequestRow({
  request,
  status,
  compact,
  children,
}: {
  request: Pick<RefundOrder, 'refund_sn' | 'goods_list' | 'progress'>;
  status: ReactNode;
  compact: boolean;
  children: ReactNode;
}) {
  return (
    <li className="refund-order">
      <header className="refund-order__head">
        <span>退款单号：{request.refund_sn}</span>
        {status}
        {compact && <span className="refund-order__stage">{request.progress.label}</span>}
      </header>
      <ul className="refund-order__goods">
        {request.goods_list.map((line) => (
          <li key={line.rec_id}>
            {compact ? <span className="refund-order__name">{line.goods_name}</span> : <OrderGoods line={line} />}
            <span className="order-card__number">×{line.number}</span>
          </li>
        ))}
      </ul>
      <p className="refund-order__amounts">{children}</p>
      {!compact && (
        <ol className="refund-progress" aria-label="退款进度">
          {request.progress.steps.map((step) => (
            <li
              key={step.stage}
              className={`refund-progress__step refund-progress__step--${step.stage}${step.reached ? ' refund-progress__step--reached' : ''}`}
              aria-current={step.stage === request.progress.stage ? 'step' : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
