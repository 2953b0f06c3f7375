import {
  ADDRESS_REQUIRED,
  CHECKOUT_INVALID_CODE,
  NOTHING_TO_SETTLE,
  REQUEST_FAILED,
  SELLER_MESSAGE_MAX,
  validateSellerMessage,
} from '@garden/domain';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { GiftPrice, GiftTag } from '../../../components/gift-mark';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { checkoutRequestOf, useCheckout, type Checkout, type CheckoutOrder } from '../api/get-checkout';
import { checkoutDraftAtom, type CheckoutDraft } from '../../../lib/checkout-hand-over';
import './checkout.css';

/** A member card the order may be paid with, as the order page lists it. */
interface CardChoice {
  cardNumber: number;
  name: string;
  balance: string;
}

/**
 * Order confirmation (shopping §2 editOrder): address with its picker, per split order the goods,
 * shipping method, coupon and shipping coupon (auto-picked, changeable) and message to the seller;
 * balance and card use, the black-five toggle, the error block. Submitting hands the draft to the
 * payment page, which places the order with the chosen payment (payway from=1), with the coupons shown
 * pinned as the shopper's choice and the amounts shown as the ones confirmed. Every amount is the
 * server's; the page only sends choices. A placement the server refused (a coupon taken, a price
 * changed meanwhile) comes back here: the checkout is asked again and the refusal shown above it.
 */
export function EditOrderPage({
  loginKey,
  brokenDirectBuy,
  balance,
  cards,
  onSubmit,
}: {
  loginKey: string;
  /** The address says once=1 but names no goods or quantity to buy. */
  brokenDirectBuy: boolean;
  /** The shopper's balance in yuan. */
  balance: string;
  cards: CardChoice[];
  /** Leaves for the payment page with the draft and the amount still to pay. */
  onSubmit: (draft: CheckoutDraft, payMoney: string) => void;
}) {
  const [draft, setDraft] = useAtom(checkoutDraftAtom);
  if (brokenDirectBuy || !draft) {
    return (
      <div className="page">
        <div className="goods-grid__empty">
          <strong>{NOTHING_TO_SETTLE}</strong>
          {brokenDirectBuy ? (
            <Link to="/index" className="checkout-place">
              返回首页
            </Link>
          ) : (
            <Link to="/shopCart" className="checkout-place">
              返回购物车
            </Link>
          )}
        </div>
      </div>
    );
  }
  return (
    <CheckoutForm
      loginKey={loginKey}
      draft={draft}
      balance={balance}
      cards={cards}
      // Any new choice answers the refusal shown: it is the shopper's next move.
      onChange={(patch) => setDraft((previous) => previous && { ...previous, refusal: undefined, ...patch })}
      onSubmit={(payMoney) => onSubmit(draft, payMoney)}
    />
  );
}

function CheckoutForm({
  loginKey,
  draft,
  balance,
  cards,
  onChange,
  onSubmit,
}: {
  loginKey: string;
  draft: CheckoutDraft;
  balance: string;
  cards: CardChoice[];
  onChange: (patch: Partial<CheckoutDraft>) => void;
  onSubmit: (payMoney: string) => void;
}) {
  const { shippingIds, bonusIds, bonusShipIds, isBlack, cardNumber, useBalance } = draft;
  const checkout = useCheckout(loginKey, draft.idempotencyKey, checkoutRequestOf(draft));
  const invalid = checkout.error instanceof ApiError && checkout.error.code === CHECKOUT_INVALID_CODE ? checkout.error.msg : null;
  // Any other refusal (goods gone, a SKU or quantity the goods do not have) leaves nothing to confirm: say why.
  const refused = checkout.error && !invalid && !checkout.data ? (checkout.error instanceof ApiError ? checkout.error.msg : REQUEST_FAILED) : null;
  const result = checkout.data;

  const submit = () => {
    if (!result) return;
    for (const message of Object.values(draft.messages)) {
      const refusal = validateSellerMessage(message);
      if (refusal) return showToast(refusal);
    }
    // What the shopper saw is what they confirm: the coupons the server picked become their choice, so a
    // coupon taken meanwhile is refused by name rather than replaced, and no more than these amounts is charged.
    const pinned = (bonusOf: (order: CheckoutOrder) => number) =>
      Object.fromEntries(result.order_list.map((order) => [order.devide_item, bonusOf(order) || null]));
    onChange({
      bonusIds: pinned((order) => order.bonus_id),
      bonusShipIds: pinned((order) => order.bonus_ship_id),
      confirmed: { order_amount: result.order_amount, pay_money: result.pay_money },
    });
    onSubmit(result.pay_money);
  };

  return (
    <div className="page checkout-page">
      <h1 className="list-title">确认订单</h1>
      <AddressBlock result={result} />
      {draft.refusal && (
        <p className="checkout-invalid checkout-refusal" role="alert">
          {draft.refusal}
        </p>
      )}
      {invalid && (
        <p className="checkout-invalid" role="alert">
          {invalid}
        </p>
      )}
      {refused && (
        <p className="checkout-invalid" role="alert">
          {refused}
        </p>
      )}
      {!result ? (
        checkout.isPending && <div className="skeleton checkout-skeleton" />
      ) : (
        <>
          {result.order_list.map((order) => (
            <OrderBlock
              key={order.devide_item}
              order={order}
              result={result}
              message={draft.messages[order.devide_item] ?? ''}
              shippingId={shippingIds[order.devide_item] ?? order.shipping_id}
              onShipping={(id) => onChange({ shippingIds: { ...shippingIds, [order.devide_item]: id } })}
              onCoupon={(id) => onChange({ bonusIds: { ...bonusIds, [order.devide_item]: id } })}
              onShippingCoupon={(id) => onChange({ bonusShipIds: { ...bonusShipIds, [order.devide_item]: id } })}
              onMessage={(text) => onChange({ messages: { ...draft.messages, [order.devide_item]: text } })}
            />
          ))}
          {result.errors_order_list.length > 0 && (
            <section className="checkout-block checkout-errors" aria-label="无法购买的商品">
              <h2>以下商品无法购买</h2>
              <ul>
                {result.errors_order_list.map((error) => (
                  <li key={error.data.product.goods_id}>
                    <img src={error.data.product.goods_thumb} alt="" width={48} height={48} loading="lazy" />
                    <span>{error.data.product.goods_name}</span>
                    <span>×{error.data.product.goods_number}</span>
                    <strong>{error.msg}</strong>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="checkout-block checkout-pay" aria-label="支付优惠">
            {result.has_black_card === 1 && (
              <label className="check-toggle">
                <input
                  type="checkbox"
                  checked={isBlack}
                  // A black-five order is paid by card 2 alone, never the balance (domain checkBlackFivePayment).
                  onChange={(event) => onChange(event.target.checked ? { isBlack: true, useBalance: false } : { isBlack: false })}
                />
                使用黑五卡（5折）
              </label>
            )}
            {result.black_msg && <p className="checkout-note">{result.black_msg}</p>}
            <label className="check-toggle">
              <input type="checkbox" checked={useBalance} disabled={isBlack} onChange={(event) => onChange({ useBalance: event.target.checked })} />
              使用余额（可用 ¥{balance}）
            </label>
            {cards.length > 0 && (
              <label className="checkout-field">
                <span>会员卡</span>
                <select
                  aria-label="会员卡"
                  value={cardNumber ?? ''}
                  onChange={(event) => onChange({ cardNumber: event.target.value ? Number(event.target.value) : undefined })}
                >
                  <option value="">不使用会员卡</option>
                  {cards.map((card) => (
                    <option key={card.cardNumber} value={card.cardNumber}>
                      {card.name}（余额 ¥{card.balance}）
                    </option>
                  ))}
                </select>
              </label>
            )}
          </section>
          <footer className="checkout-bar">
            <dl>
              <dt>运费</dt>
              <dd>¥{result.shipping_fee}</dd>
              <dt>优惠券</dt>
              <dd>-¥{result.bonus.money}</dd>
              <dt>运费券</dt>
              <dd>-¥{result.ship}</dd>
              {useBalance && (
                <>
                  <dt>余额抵扣</dt>
                  <dd>-¥{result.surplus}</dd>
                </>
              )}
            </dl>
            <span className="checkout-bar__total">
              应付：<strong>¥{result.pay_money}</strong>
            </span>
            <button
              type="button"
              className="checkout-place"
              disabled={checkout.isFetching || invalid !== null || result.is_correct !== 1 || result.order_list.length === 0}
              onClick={submit}
            >
              提交订单
            </button>
          </footer>
        </>
      )}
    </div>
  );
}

function AddressBlock({ result }: { result: Checkout | undefined }) {
  const address = result?.address;
  return (
    <section className="checkout-block checkout-address" aria-label="收货地址">
      <h2>收货地址</h2>
      {address ? (
        <p>
          <strong>{address.consignee}</strong> {address.tel}
          <br />
          {address.province_name} {address.city_name} {address.district_name} {address.address}
        </p>
      ) : (
        <p className="checkout-note">{ADDRESS_REQUIRED}</p>
      )}
      <Link to="/addressList" search={{ hasorder: 1 }} className="checkout-link">
        {address ? '更换地址' : '选择地址'}
      </Link>
    </section>
  );
}

function OrderBlock({
  order,
  result,
  message,
  shippingId,
  onShipping,
  onCoupon,
  onShippingCoupon,
  onMessage,
}: {
  order: CheckoutOrder;
  result: Checkout;
  message: string;
  /** The chosen method, shown at once while the server recomputes the order. */
  shippingId: number;
  onShipping: (shippingId: number) => void;
  onCoupon: (couponId: number | null) => void;
  onShippingCoupon: (couponId: number | null) => void;
  onMessage: (text: string) => void;
}) {
  const fits = (coupon: Checkout['bonus']['list'][number]) => coupon.usable_devide_items.includes(order.devide_item);
  const coupons = result.bonus.list.filter(fits);
  const shippingCoupons = result.bonus.shipping_bonus.filter(fits);
  return (
    <section className="checkout-block checkout-order" aria-label={`订单 ${order.devide_item}`}>
      <ul className="checkout-lines">
        {order.goods_detail.map((line) => (
          <li key={line.sku_id}>
            <img src={line.goods_thumb} alt="" width={64} height={64} loading="lazy" />
            <span className="checkout-lines__name">
              {line.goods_name}
              <small>{line.goods_attr}</small>
              {line.delivery_time && <small>发货日期 {line.delivery_time}</small>}
            </span>
            <span>¥{line.goods_price}</span>
            <span>×{line.goods_number}</span>
            <strong>¥{line.subtotal}</strong>
          </li>
        ))}
        {order.present.map((gift) => (
          <li key={`gift-${gift.goods_id}`} className="checkout-lines__gift">
            <img src={gift.thumbnail} alt="" width={64} height={64} loading="lazy" />
            <span className="checkout-lines__name">
              <span>
                <GiftTag /> {gift.name}
              </span>
              <small>{gift.goods_attr}</small>
            </span>
            <GiftPrice price={gift.goods_price} marketPrice={gift.market_price} />
            <span>×{gift.goods_number}</span>
            <strong>¥{gift.goods_price}</strong>
          </li>
        ))}
      </ul>
      <div className="checkout-field" role="radiogroup" aria-label="配送方式">
        <span>配送方式</span>
        <div className="checkout-shipping">
          {order.shipping_list.map((shipping) => (
            <label key={shipping.shipping_id} className="check-toggle">
              <input
                type="radio"
                name={`shipping-${order.devide_item}`}
                checked={shippingId === shipping.shipping_id}
                onChange={() => onShipping(shipping.shipping_id)}
              />
              {shipping.shipping_name} ¥{shipping.shipping_fee}
              {shipping.shipping_desc && <small>{shipping.shipping_desc}</small>}
            </label>
          ))}
        </div>
      </div>
      <CouponChoice
        label="优惠券"
        chosen={order.bonus_id}
        coupons={coupons}
        amountOf={(coupon) => coupon.type_money_deal ?? coupon.type_money}
        onChoose={onCoupon}
      />
      <CouponChoice
        label="运费券"
        chosen={order.bonus_ship_id}
        coupons={shippingCoupons}
        amountOf={(coupon) => coupon.type_money}
        onChoose={onShippingCoupon}
      />
      <label className="checkout-field">
        <span>给卖家留言</span>
        <input
          aria-label="给卖家留言"
          value={message}
          maxLength={SELLER_MESSAGE_MAX}
          placeholder={`选填，最多${SELLER_MESSAGE_MAX}个字`}
          onChange={(event) => onMessage(event.target.value)}
        />
      </label>
      <dl className="checkout-sums">
        <dt>商品金额</dt>
        <dd>¥{order.subtotal}</dd>
        <dt>运费</dt>
        <dd>¥{order.shipping_fee}</dd>
        {order.detail_discount_arr.map((line) => (
          <div key={`${line.kind}-${line.bonus_id}`} className="checkout-sums__line">
            <dt>{line.label}</dt>
            <dd>-¥{line.amount}</dd>
          </div>
        ))}
        {order.goods_detail.some((line) => line.is_dingjin === 1) ? (
          // A deposit order (shopping §4): the whole amount, the deposit paid now, the balance paid in its window.
          <>
            <dt>订单金额</dt>
            <dd>¥{order.order_amount}</dd>
            <dt>定金（现在支付）</dt>
            <dd>
              <strong>¥{order.subtotal_dj}</strong>
            </dd>
            <dt>尾款（尾款支付期内支付）</dt>
            <dd>¥{order.subtotal_wk}</dd>
          </>
        ) : (
          <>
            <dt>小计</dt>
            <dd>
              <strong>¥{order.pay_money}</strong>
            </dd>
          </>
        )}
      </dl>
      {/* When the balance is paid (shopping §4 "Deposit orders"), in the words of the domain's checkBalanceWindow. */}
      {order.balance_window && <p className="checkout-sums__window">{order.balance_window.message}</p>}
    </section>
  );
}

/** One of the order's coupon choices (goods or shipping): none, or one of the coupons it may use with what it takes off. */
function CouponChoice<Coupon extends { bonus_id: number; type_name: string }>({
  label,
  chosen,
  coupons,
  amountOf,
  onChoose,
}: {
  label: string;
  chosen: number;
  coupons: readonly Coupon[];
  amountOf: (coupon: Coupon) => string;
  onChoose: (couponId: number | null) => void;
}) {
  return (
    <label className="checkout-field">
      <span>{label}</span>
      <select aria-label={label} value={chosen || ''} onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{coupons.length > 0 ? `不使用${label}` : `暂无可用${label}`}</option>
        {coupons.map((coupon) => (
          <option key={coupon.bonus_id} value={coupon.bonus_id}>
            {coupon.type_name} 减¥{amountOf(coupon)}
          </option>
        ))}
      </select>
    </label>
  );
}
