import { REFUND_TYPE_LABELS, type RefundType } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import './after-sales.css';

// What each kind of after-sales is for (shopping §2 "After-sales": a type page, then the form).
const KINDS: readonly { type: RefundType; hint: string }[] = [
  { type: 1, hint: '未收到货，或与卖家协商一致不用退货' },
  { type: 2, hint: '已收到货，需要退还收到的商品' },
];

/**
 * The after-sales type page (shopping §2 chooseAfter): refund only (1), and return and refund (2) once goods
 * have shipped: the types the order's state allows (`refundTypes`, the domain's describeOrderStatus).
 */
export function ChooseAfterPage({ orderId, refundTypes }: { orderId: number; refundTypes: readonly RefundType[] }) {
  const kinds = KINDS.filter(({ type }) => refundTypes.includes(type));
  return (
    <div className="page after-sales">
      <h1 className="list-title">选择售后类型</h1>
      {kinds.length === 0 && <p className="goods-grid__empty">该订单现在不能申请售后</p>}
      <ul className="after-kinds">
        {kinds.map(({ type, hint }) => (
          <li key={type}>
            <Link to="/afterService" search={{ type, orderid: orderId }} className="after-kind">
              <strong>{REFUND_TYPE_LABELS[type]}</strong>
              <span>{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
