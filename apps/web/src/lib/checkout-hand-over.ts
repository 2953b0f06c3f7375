import { atom } from 'jotai';
import { keptForTheTab } from './storage';
import type { DirectBuy } from './edit-order-address';

// The hand-over to the order page: the cart's groups and every choice made on the page travel in the tab's
// draft (`checkOutAll`); a direct buy's goods also travel in editOrder's address (lib/edit-order-address.ts).

/** A coupon choice per split order (`devide_item`): a bonus id, null for "none"; absent means auto-picked. */
type CouponPicks = Record<string, number | null>;

/**
 * What the shopper has chosen on the order page. It outlives the page (shopping §2: editOrder is kept
 * alive), so leaving for the address picker or the product and coming back finds it as it was.
 */
export interface CheckoutDraft {
  /** The cart groups handed over from the cart (`checkOutAll` with devide_items, shopping §7). */
  devideItems: string[];
  /** Set instead of `devideItems` for a direct buy. */
  direct: DirectBuy | null;
  addressId?: number;
  shippingIds: Record<string, number>;
  bonusIds: CouponPicks;
  bonusShipIds: CouponPicks;
  isBlack: boolean;
  /** Messages to the seller per split order (at most 20 characters each, shopping §5). */
  messages: Record<string, string>;
  useBalance: boolean;
  /** The member card to pay with, if any. */
  cardNumber?: number;
  /** The first attempt's key for the place-order call (a double submit or a retry makes one order); new per checkout. */
  idempotencyKey: string;
  /**
   * The checkout's `order_amount` and `pay_money` the shopper submitted: the place-order call sends them
   * back, and the server charges no more or refuses (shopping §4).
   */
  confirmed?: ConfirmedAmounts;
  /** Why the server refused the last placement; the order page shows it above the checkout it asked again. */
  refusal?: string;
}

/** The amounts of a checkout reply, as the shopper saw them (yuan text). */
interface ConfirmedAmounts {
  order_amount: string;
  pay_money: string;
}

/** The draft, kept for the browser tab under the spec's hand-over name `checkOutAll`. */
export const checkoutDraftAtom = keptForTheTab<CheckoutDraft | null>('checkOutAll', null);

function newDraft(devideItems: string[], direct: DirectBuy | null): CheckoutDraft {
  return {
    devideItems,
    direct,
    shippingIds: {},
    bonusIds: {},
    bonusShipIds: {},
    isBlack: false,
    messages: {},
    useBalance: false,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** Starts a checkout of the given cart groups, forgetting the choices of any earlier one. */
export const startCartCheckout = atom(null, (_get, set, devideItems: string[]) => set(checkoutDraftAtom, newDraft(devideItems, null)));

/** Starts a direct-buy checkout of one goods (shopping §4 "Direct buy uses once=1"). */
export const startDirectCheckout = atom(null, (_get, set, direct: DirectBuy) => set(checkoutDraftAtom, newDraft([], direct)));
