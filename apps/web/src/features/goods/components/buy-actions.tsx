import {
  ADDED_TO_CART,
  FORWARD_PRESALE_USE_APP,
  REMINDER_SET,
  SOLD_OUT_BUTTON,
  checkDepositCartAvailability,
  formatChinaTime,
  purchaseType,
  validateAttributeChoice,
} from '@garden/domain';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useUserInfo } from '../../../lib/auth';
import { openLoginDialog } from '../../../lib/login-dialog';
import type { RequestScope } from '../../../lib/request-scope';
import { showToast } from '../../../lib/toast';
import { startDirectCheckout } from '../../../lib/checkout-hand-over';
import { directBuySearch, type DirectBuy } from '../../../lib/edit-order-address';
import { useAddToCart } from '../api/add-to-cart';
import type { GoodsDetail, GoodsInfoParams } from '../api/get-goods-info';
import { useSetArrivalReminder } from '../api/set-arrival-reminder';

/** What the shopper has chosen on the page. */
interface PurchaseChoice {
  attrIds: readonly number[];
  /** The chosen value of each attribute group, undefined where none is chosen. */
  perGroup: readonly (number | undefined)[];
  quantity: number;
  deliveryId: number | null;
}

const COMING_SOON = 2;
const OFF_SALE = 3;

/**
 * Buy now, add to cart, or — for sold-out goods — 已售罄 with the arrival reminder. Every refusal
 * comes from the domain (forward pre-sale, deposit not started) or the catalogue (incomplete choice).
 */
export function BuyActions({
  goods,
  params,
  scope,
  stock,
  choice,
}: {
  goods: GoodsDetail;
  params: GoodsInfoParams;
  scope: RequestScope;
  stock: number;
  choice: PurchaseChoice;
}) {
  const router = useRouter();
  const { data: user } = useUserInfo();
  const addToCart = useAddToCart();
  const startCheckout = useSetAtom(startDirectCheckout);
  const remind = useSetArrivalReminder(params, scope);
  const isForward = goods.forward === 1;
  const soldOut = goods.is_sale === OFF_SALE || stock <= 0;

  const buy = (then: 'stay' | 'checkout') => {
    // storefront §4: dj_status 0 or below sells at the normal price, even for deposit goods.
    const kind = purchaseType({ isDeposit: goods.is_dingjin === 1 && goods.dj.dj_status > 0, isForward, deliveryId: choice.deliveryId });
    if (!kind.ok) return showToast(kind.message);
    const incomplete = validateAttributeChoice(choice.perGroup);
    if (incomplete) return showToast(incomplete);
    const deposit = checkDepositCartAvailability({ depositStatus: goods.dj.dj_status, begTime: new Date(goods.beg_time * 1000) }, new Date());
    if (!deposit.ok) return showToast(`${deposit.message} ${formatChinaTime(deposit.startsAt)}`);
    if (!scope.key) return openLoginDialog();
    const isDeposit = kind.type === 'deposit' ? 1 : 0;
    if (then === 'checkout') {
      // Buy now is a direct buy (once=1) on the order page, not a detour through the cart (shopping §4);
      // each press starts a new checkout, and the address names its goods so a reload keeps them.
      const direct: DirectBuy = {
        gshp_id: goods.gshp_id,
        number: choice.quantity,
        attr_id: [...choice.attrIds],
        delivery_id: choice.deliveryId,
        is_dingjin: isDeposit,
        type: kind.type,
      };
      startCheckout(direct);
      return void router.navigate({ to: '/editOrder', search: directBuySearch(direct) });
    }
    addToCart.mutate(
      {
        gshp_id: goods.gshp_id,
        number: choice.quantity,
        attr_id: choice.attrIds,
        delivery_id: choice.deliveryId,
        type: kind.type,
        is_dingjin: isDeposit,
      },
      { onSuccess: () => showToast(ADDED_TO_CART) },
    );
  };

  const setReminder = () => {
    if (!scope.key) return openLoginDialog();
    // Before the shopper's own details have arrived the server takes the account's mobile (never an empty one).
    remind.mutate({ goodsId: goods.gshp_id, mobile: user?.info.mobile || undefined });
  };

  if (soldOut || goods.is_sale === COMING_SOON) {
    const reminded = goods.is_remind === 1;
    return (
      <div className="buy-actions">
        <button type="button" className="buy-button buy-button--disabled" disabled>
          {goods.is_sale === COMING_SOON ? '即将开售' : SOLD_OUT_BUTTON}
        </button>
        <button type="button" className="buy-button buy-button--ghost" disabled={reminded || remind.isPending} onClick={setReminder}>
          {reminded ? REMINDER_SET : '到货提醒'}
        </button>
      </div>
    );
  }
  return (
    <div className="buy-actions">
      {isForward && <p className="buy-actions__note">{FORWARD_PRESALE_USE_APP}</p>}
      <button type="button" className="buy-button buy-button--ghost" disabled={addToCart.isPending} onClick={() => buy('checkout')}>
        {goods.dj.dj_status > 0 ? '支付定金' : '立即购买'}
      </button>
      <button type="button" className="buy-button" disabled={addToCart.isPending} onClick={() => buy('stay')}>
        加入购物车
      </button>
    </div>
  );
}
