import { REFUND_TYPE_LABELS, type RefundType } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import './after-sales.css';

// What each kind of after-sales is for (shopping §2 "After-sales": a type page, then the form).
const KINDS: readonly { type: RefundType; hint: string }[] = [
  { type: 1, hint: '未收到货，或与卖家协商一致不用退货' },
  { type: 2, hint: '已收到货，需要退还收到的商品' },
];

/** The after-sales type page (shopping §2 chooseAfter): refund only (1) or return and refund (2). */
export function ChooseAfterPage({ orderId }: { orderId: number }) {
  return (
    <div className="page after-sales">
      <h1 className="list-title">选择售后类型</h1>
      <ul className="after-kinds">
        {KINDS.map(({ type, hint }) => (
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
