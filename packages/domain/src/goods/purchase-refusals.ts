import { checkDepositCartAvailability } from '../goods-tags/check-deposit-cart-availability';
import { NOT_YET_ON_SALE, OFF_SALE, REGION_SOLD_OUT, SOLD_OUT_BUTTON } from '../messages/messages';
import { purchaseType } from '../goods-tags/purchase-type';

/** What decides whether a shopper may buy a goods now. */
export interface PurchaseFacts {
  readonly isDeposit: boolean;
  readonly isForward: boolean;
  /** `is_sale`: 1 on sale, 2 not yet, 3 off sale. */
  readonly isSale: number;
  readonly stock: number;
  /** The deposit goods' status (`depositGoodsStatus`) and the deposit's start, for a deposit goods. */
  readonly depositStatus: number;
  readonly djBegTime: Date | null;
  /** `region_goods_error` for the shopper's city. */
  readonly regionError: 0 | 1;
}

/** Who asks: the goods page (the default) or an order being placed. */
export interface PurchaseAsker {
  /**
   * An order (a direct buy) says first that goods taken off sale are off sale, as a cart line does
   * (`cartLineRefusal`, shopping §3); the goods page has no such reason and shows them as sold out.
   */
  readonly ordering?: boolean;
}

/**
 * Why a shopper cannot buy the goods now, as catalogue messages in the order the page shows them; empty
 * when they can (storefront §3 `refusals`, §7 /v1/goods/allowed).
 */
export function purchaseRefusals(facts: PurchaseFacts, now: Date, { ordering = false }: PurchaseAsker = {}): string[] {
  const reasons: string[] = ordering && facts.isSale === 3 ? [OFF_SALE] : [];
  const type = purchaseType({ isDeposit: facts.isDeposit, isForward: facts.isForward });
  if (!type.ok) reasons.push(type.message);
  if (facts.isSale === 2) reasons.push(NOT_YET_ON_SALE);
  if (facts.isDeposit && facts.djBegTime) {
    const deposit = checkDepositCartAvailability({ depositStatus: facts.depositStatus, begTime: facts.djBegTime }, now);
    if (!deposit.ok && !reasons.includes(deposit.message)) reasons.push(deposit.message);
  }
  if (facts.regionError) reasons.push(REGION_SOLD_OUT);
  else if (facts.isSale === 3 || facts.stock <= 0) reasons.push(SOLD_OUT_BUTTON);
  return reasons;
}
