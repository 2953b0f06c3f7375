import { validateCartDelete, validateCheckoutSelection } from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useCart, type CartGroup, type CartItem } from '../api/get-cart';
import { useChangeCart } from '../api/update-cart';
import { CartItemRow } from './cart-item-row';
import { canSelect, isSelected, listFreeShippingNotices, listGroupItems } from './cart-selection';
import { SpecChangeDialog } from './spec-change-dialog';
import './cart.css';

/**
 * The cart (shopping §2 "Cart"): groups by ship-from place and activity, gifts, invalid goods,
 * selection by item, group and all, quantities, delete, move to favourites, the spec popup and the
 * checkout bar. Checking out hands the selected group's `devide_item` to the order page.
 */
export function CartPage({ loginKey, onCheckout }: { loginKey: string; onCheckout: (devideItems: string[]) => void }) {
  const cart = useCart(loginKey);
  const change = useChangeCart(loginKey);
  const [respec, setRespec] = useState<CartItem | null>(null);
  const busy = change.isPending;
  const lines = cart.products.flatMap((group) => listGroupItems(group).map((item) => ({ group, item })));
  const selected = lines.filter(({ item }) => isSelected(item));
  const selectable = lines.filter(({ item }) => canSelect(item));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const notices = listFreeShippingNotices(cart.products);

  const remove = () => {
    const refusal = validateCartDelete(selected.length);
    if (refusal) return showToast(refusal);
    change.mutate({ change: 'remove', fields: { item_id: selected.map(({ item }) => item.item_id).join(',') } });
  };
  const moveToFavourites = () => {
    const refusal = validateCartDelete(selected.length);
    if (refusal) return showToast(refusal);
    const details = selected.map(({ item }) => ({ price: item.price, item_id: item.item_id, sup_id: item.sup_id }));
    change.mutate({ change: 'moveToFavourites', fields: { details: JSON.stringify(details) } });
  };
  const checkout = () => {
    const refusal = validateCheckoutSelection(selected.map(({ group }) => ({ sendAddressId: group.devide_item })));
    if (refusal) return showToast(refusal);
    onCheckout([...new Set(selected.map(({ group }) => group.devide_item))]);
  };

  if (cart.products.length === 0 && cart.errors.length === 0) {
    return (
      <div className="page">
        <div className="goods-grid__empty">
          <strong>购物车还是空的</strong>
          <Link to="/index" className="cart-go-shopping">
            去逛逛
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page cart-page">
      <h1 className="list-title">
        购物车 <small>（共 {cart.count.total_number} 件）</small>
      </h1>
      <div className="cart-head" aria-hidden>
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {cart.products.map((group) => (
        <CartGroupBlock key={group.devide_item} group={group} busy={busy} onChange={change.mutate} onChangeSpec={setRespec} />
      ))}
      {cart.present.length > 0 && (
        <section className="cart-group" aria-label="赠品">
          <header className="cart-group__head">
            <strong>赠品</strong>
          </header>
          <ul className="cart-gifts">
            {cart.present.map((gift) => (
              <li key={gift.goods_id} className="cart-gift">
                <img src={gift.thumbnail} alt="" width={48} height={48} loading="lazy" />
                <span>
                  {gift.name} <small>{gift.goods_attr}</small>
                </span>
                <span>×{gift.goods_number}</span>
                <span className="cart-gift__price">
                  ¥{gift.goods_price} <s>¥{gift.market_price}</s>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cart.errors.length > 0 && (
        <section className="cart-group cart-group--invalid" aria-label="失效商品">
          <header className="cart-group__head">
            <strong>失效商品 {cart.errors.length} 件</strong>
            <button type="button" className="cart-link" disabled={busy} onClick={() => change.mutate({ change: 'clearInvalid' })}>
              清空失效商品
            </button>
          </header>
          <ul className="cart-items">
            {cart.errors.map((invalid) => (
              <li key={invalid.item_id} className="cart-item cart-item--invalid">
                <span className="cart-item__badge">失效</span>
                <img src={invalid.data.product.goods_thumb} alt="" width={80} height={80} loading="lazy" />
                <div className="cart-item__info">
                  <span className="cart-item__name">{invalid.data.product.goods_name}</span>
                  <span className="cart-item__tag">{invalid.data.product.goods_attr}</span>
                  <span className="cart-item__reason">{invalid.msg}</span>
                </div>
                <div className="cart-item__price">¥{invalid.data.product.price}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="cart-bar">
        <label className="check-toggle">
          <input
            type="checkbox"
            className="cart-check"
            checked={allSelected}
            disabled={busy || selectable.length === 0}
            onChange={() => change.mutate({ change: allSelected ? 'unselectAll' : 'selectAll' })}
          />
          全选
        </label>
        <button type="button" className="cart-link" disabled={busy} onClick={remove}>
          删除选中
        </button>
        <button type="button" className="cart-link" disabled={busy} onClick={moveToFavourites}>
          移入收藏
        </button>
        {notices.length > 0 && <span className="cart-bar__notice">{notices.join('；')}</span>}
        <span className="cart-bar__count">
          已选 <strong>{cart.count.checked_total_number}</strong> 件
        </span>
        <span className="cart-bar__total">
          合计：<strong>¥{cart.total}</strong>
        </span>
        <button type="button" className="cart-bar__checkout" disabled={busy} onClick={checkout}>
          结算({cart.count.checked_total_number})
        </button>
      </footer>
      {respec && <SpecChangeDialog loginKey={loginKey} item={respec} onClose={() => setRespec(null)} />}
    </div>
  );
}

/** The group head names the ship-from place (杭州仓发货); a place the shop has not named shows its number. */
function shipFromName(group: CartGroup): string {
  return `${group.sendaddress_name || `${group.sendaddress}号仓`}发货`;
}

function CartGroupBlock({
  group,
  busy,
  onChange,
  onChangeSpec,
}: {
  group: CartGroup;
  busy: boolean;
  onChange: ReturnType<typeof useChangeCart>['mutate'];
  onChangeSpec: (item: CartItem) => void;
}) {
  const items = listGroupItems(group);
  const groupSelected = group.isselected === 1;
  const rows = (lines: CartItem[]) => (
    <ul className="cart-items">
      {lines.map((item) => (
        <CartItemRow key={item.item_id} item={item} busy={busy} onChange={onChange} onChangeSpec={onChangeSpec} />
      ))}
    </ul>
  );
  return (
    <section className="cart-group" aria-label={shipFromName(group)}>
      <header className="cart-group__head">
        <label className="check-toggle">
          <input
            type="checkbox"
            className="cart-check"
            checked={groupSelected}
            disabled={busy || !items.some(canSelect)}
            onChange={() => onChange({ change: groupSelected ? 'unselectAll' : 'selectAll', fields: { devide_item: group.devide_item } })}
          />
          <strong>{shipFromName(group)}</strong>
        </label>
        <span className="cart-group__hint">
          已选 {group.checked_subnumber} 件，{group.checked_subweight}kg
        </span>
      </header>
      {group.goods_detail.length > 0 && rows(group.goods_detail)}
      {group.activity_goods_list.map((activity) => (
        <div key={activity.activity_id} className="cart-activity">
          <p className={activity.free_shipping_reached === 1 ? 'cart-activity__head cart-activity__head--reached' : 'cart-activity__head'}>
            <em>{activity.activity_type_name}</em> {activity.activity_msg}
          </p>
          {rows(activity.goodItem)}
        </div>
      ))}
    </section>
  );
}
