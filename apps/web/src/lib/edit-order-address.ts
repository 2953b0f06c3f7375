import { purchaseType, type PurchaseType } from '@garden/domain';

// A direct buy travels in editOrder's address (once=1 and its goods), so a reload or a new tab opens the
// same checkout; the cart flow's groups travel in the tab's draft (`checkOutAll`).

/** The goods of a direct buy (shopping §7 POST /v2/order/checkout, once=1). */
export interface DirectBuy {
  gshp_id: number;
  number: number;
  attr_id: number[];
  delivery_id: number | null;
  is_dingjin: 0 | 1;
  type: PurchaseType;
}

/**
 * editOrder's address (shopping §2): once=1 is a direct buy of the goods named beside it (gshp_id, number,
 * attr_id, delivery_id, is_dingjin, the fields of POST /v2/order/checkout); once=0 or none settles the
 * cart groups of the draft. The other spec parameters (sendaddress_id, dj_status, is_hei5ka, is_group…)
 * are the server's to decide from the goods, so the address does not carry them.
 */
export interface EditOrderSearch {
  once?: 0 | 1;
  gshp_id?: number;
  number?: number;
  attr_id?: number[];
  delivery_id?: number;
  is_dingjin?: 0 | 1;
}

/** The address of a direct buy's order page. */
export function directBuySearch(direct: DirectBuy): EditOrderSearch {
  return {
    once: 1,
    gshp_id: direct.gshp_id,
    number: direct.number,
    attr_id: direct.attr_id.length > 0 ? direct.attr_id : undefined,
    delivery_id: direct.delivery_id ?? undefined,
    is_dingjin: direct.is_dingjin,
  };
}

/** The goods a once=1 address names, or null when it names none (no goods or no quantity). */
export function directBuyOf(search: EditOrderSearch): DirectBuy | null {
  if (search.once !== 1 || !search.gshp_id || !search.number) return null;
  const isDeposit = search.is_dingjin === 1;
  const kind = purchaseType({ isDeposit, isForward: false, deliveryId: search.delivery_id });
  if (!kind.ok) return null;
  return {
    gshp_id: search.gshp_id,
    number: search.number,
    attr_id: search.attr_id ?? [],
    delivery_id: search.delivery_id ?? null,
    is_dingjin: isDeposit ? 1 : 0,
    type: kind.type,
  };
}

/** The order page's address for a draft's direct buy, or for the cart flow (a draft without one). */
export function editOrderSearchOf(direct: DirectBuy | null | undefined): EditOrderSearch {
  return direct ? directBuySearch(direct) : { once: 0 };
}

/** Whether two direct buys are of the same goods, SKU and quantity. */
export function sameDirectBuy(a: DirectBuy | null | undefined, b: DirectBuy): boolean {
  return JSON.stringify(a && directBuySearch(a)) === JSON.stringify(directBuySearch(b));
}
