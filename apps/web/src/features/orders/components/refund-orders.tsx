import type { RefundOrder } from '@garden/contract';
import { OrderGoods } from './order-goods';

/**
 * The refund orders beside an order (shopping §4 "5 and 6 (refund orders): shown with refund number and zero
 * amount"): one row per open or approved after-sales request with its number, 售后中 or 售后完成, the units it
 * asked back, the money refunded and where the request stands (the domain's progress: every step on the detail,
 * the current one on a list card). The order itself keeps its own state for the units it still owes.
 */
export function RefundOrders({ refunds, compact = false }: { refunds: readonly RefundOrder[]; compact?: boolean }) {
  if (refunds.length === 0) return null;
  return (
    <ul className={`refund-orders${compact ? ' refund-orders--compact' : ''}`} aria-label="退款单">
      {refunds.map((refund) => (
        <li key={refund.refund_id} className="refund-order">
          <header className="refund-order__head">
            <span>退款单号：{refund.refund_sn}</span>
            <strong className={`order-status order-status--${refund.kind}`}>{refund.order_status}</strong>
            {compact && <span className="refund-order__stage">{refund.progress.label}</span>}
          </header>
          <ul className="refund-order__goods">
            {refund.goods_list.map((line) => (
              <li key={line.rec_id}>
                {compact ? <span className="refund-order__name">{line.goods_name}</span> : <OrderGoods line={line} />}
                <span className="order-card__number">×{line.number}</span>
              </li>
            ))}
          </ul>
          <p className="refund-order__amounts">
            <span>
              订单金额 <strong className="price">¥{refund.order_amount}</strong>
            </span>
            <span>
              退款金额 <strong className="price">¥{refund.refund_amount}</strong>
            </span>
          </p>
          {!compact && (
            <ol className="refund-progress" aria-label="退款进度">
              {refund.progress.steps.map((step) => (
                <li
                  key={step.stage}
                  className={`refund-progress__step${step.reached ? ' refund-progress__step--reached' : ''}`}
                  aria-current={step.stage === refund.progress.stage ? 'step' : undefined}
                >
                  {step.label}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
