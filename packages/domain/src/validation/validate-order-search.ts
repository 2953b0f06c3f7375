import { ORDER_SN_INVALID } from '../messages/messages';

/** The order-number search takes digits only; an empty box is valid and lists every order (shopping §5 "Order search"). */
export function validateOrderSearch(orderSn: string): string | null {
  return /^\d*$/.test(orderSn.trim()) ? null : ORDER_SN_INVALID;
}
