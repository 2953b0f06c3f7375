import { keptForTheTab } from '../../../lib/storage';

/** The WeChat payment in progress: the order and the `code_url` its QR code shows. */
export interface WxPayment {
  orderId: number;
  codeUrl: string;
  amount: string;
}

/** Kept for the browser tab, so /wxPay survives a reload (its only parameter is `from`, shopping §2). */
export const wxPaymentAtom = keptForTheTab<WxPayment | null>('garden.wxPay', null);
