import { NOT_YET_ON_SALE, type QuantityLimits } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { showToast } from '../../../lib/toast';
import type { CartItem } from '../api/get-cart';
import type { CartChange } from '../api/update-cart';
import { canSelect, isSelected } from './cart-selection';

const NOT_ON_SALE = 2;

/**
 * One cart line: tick, picture, name and attributes (with the spec change), price, quantity by minus,
 * plus or typing under the domain's quantity rules with the stock shown, subtotal and delete.
 */
export function CartItemRow({
  item,
  busy,
  onChange,
  onChangeSpec,
}: {
  item: CartItem;
  busy: boolean;
  onChange: (change: CartChange) => void;
  onChangeSpec: (item: CartItem) => void;
}) {
  const limits: QuantityLimits = { step: item.Nbei, min: item.start_num, stock: item.stock };
  const selectable = canSelect(item);

  // A step is the server's increase or decrease by Nbei; a typed number is sent as it is.
  const changeQuantity = (quantity: number, direction?: 1 | -1) =>
    onChange(
      direction === undefined
        ? { change: 'changeNumber', fields: { item_id: item.item_id, number: quantity } }
        : { change: direction === 1 ? 'increase' : 'decrease', fields: { item_id: item.item_id } },
    );
  const toggle = () => {
    if (!selectable) return showToast(NOT_YET_ON_SALE);
    onChange({ change: item.selected === 1 ? 'unselect' : 'select', fields: { item_id: item.item_id } });
  };

  return (
    <li className={selectable ? 'cart-item' : 'cart-item cart-item--locked'} data-item-id={item.item_id}>
      <input
        type="checkbox"
        className="cart-check"
        aria-label={`选择 ${item.goods_name}`}
        checked={isSelected(item)}
        disabled={busy || !selectable}
        onChange={toggle}
      />
      <Link to="/goodDetail" search={{ gshp_id: item.goods_id }} className="cart-item__thumb">
        {/* The picture names its link: a link of only a picture without a name says nothing to a screen reader. */}
        <img src={item.goods_thumb} alt={item.goods_name} width={80} height={80} loading="lazy" />
      </Link>
      <div className="cart-item__info">
        <Link to="/goodDetail" search={{ gshp_id: item.goods_id }} className="cart-item__name">
          {item.goods_name}
        </Link>
        <button type="button" className="cart-item__attr" onClick={() => onChangeSpec(item)} title="修改规格">
          {item.goods_attr || '选择规格'} <span aria-hidden>✎</span>
        </button>
        {item.delivery_time && <span className="cart-item__tag">发货日期 {item.delivery_time}</span>}
        {item.is_dingjin === 1 && <span className="cart-item__tag cart-item__tag--accent">定金商品</span>}
        {item.sup_sale === NOT_ON_SALE && <span className="cart-item__tag">{NOT_YET_ON_SALE}</span>}
      </div>
      <div className="cart-item__price">
        <strong>¥{item.price}</strong>
        {item.market_price !== item.price && <s>¥{item.market_price}</s>}
      </div>
      <div className="cart-item__quantity">
        <QuantityStepper value={item.goods_number} limits={limits} onChange={changeQuantity} disabled={busy} />
        <small>库存 {item.stock}</small>
      </div>
      <div className="cart-item__subtotal">¥{item.subtotal}</div>
      <button
        type="button"
        className="cart-link"
        disabled={busy}
        onClick={() => onChange({ change: 'remove', fields: { item_id: String(item.item_id) } })}
      >
        删除
      </button>
    </li>
  );
}
