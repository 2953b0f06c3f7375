import {
  AFTER_SALES_QUANTITY_INVALID,
  AFTER_SALES_REASON_REQUIRED,
  SELECT_AFTER_SALES_GOODS,
  TRACKING_NUMBER_INVALID,
  TRACKING_NUMBER_REQUIRED,
} from '../messages/messages';
import type { RefundType } from '../order-status/apply-after-sales';

/** The after-sales form (shopping §2 "After-sales", §3 "After-sales request"). */
export interface AfterSalesForm {
  readonly refundType: RefundType;
  /** Every order line: ticked or not, the quantity to return and the quantity bought. */
  readonly items: readonly { readonly checked: boolean; readonly quantity: number; readonly bought: number }[];
  /** `reason_type` 1–7, or null before one is chosen. */
  readonly reasonType: number | null;
  /** `refund_invoince_no`: the courier tracking number of a return. */
  readonly trackingNumber: string;
}

/**
 * Checks an after-sales application: at least one item ticked, each ticked quantity a whole number from 1 to the
 * quantity bought, a reason 1–7, and for return-and-refund (type 2) a tracking number of digits (shopping §5
 * "After-sales"); the image is checked with validateImageFile.
 */
export function validateAfterSales(form: AfterSalesForm): string | null {
  const ticked = form.items.filter((item) => item.checked);
  if (ticked.length === 0) return SELECT_AFTER_SALES_GOODS;
  if (ticked.some(({ quantity, bought }) => !Number.isInteger(quantity) || quantity < 1 || quantity > bought)) {
    return AFTER_SALES_QUANTITY_INVALID;
  }
  if (form.reasonType === null || !Number.isInteger(form.reasonType) || form.reasonType < 1 || form.reasonType > 7) {
    return AFTER_SALES_REASON_REQUIRED;
  }
  if (form.refundType === 2) {
    const tracking = form.trackingNumber.trim();
    if (tracking === '') return TRACKING_NUMBER_REQUIRED;
    if (!/^\d+$/.test(tracking)) return TRACKING_NUMBER_INVALID;
  }
  return null;
}
