import type { OrderLine } from '../api/get-order';

/** A goods line's picture, name, attributes, price and quantity, as the list and the detail show it. */
export function OrderGoods({ line }: { line: OrderLine }) {
  return (
    <div className="order-goods">
      <img className="order-goods__thumb" src={line.goods_thumb} alt="" width={64} height={64} loading="lazy" />
      <div className="order-goods__text">
        <span className="order-goods__name">{line.goods_name}</span>
        {line.goods_attr && <small className="order-goods__attr">{line.goods_attr}</small>}
      </div>
    </div>
  );
}
