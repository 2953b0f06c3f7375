import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The WeChat payment in progress: the order and the `code_url` its QR code shows. */
export interface WxPayment {
  orderId: number;
  codeUrl: string;
  amount: string;
}

/** Kept for the browser tab, so /wxPay survives a reload (its only parameter is `from`, shopping §2). */
export const wxPaymentAtom = atomWithStorage<WxPayment | null>(
  'garden.wxPay',
  null,
  createJSONStorage<WxPayment | null>(() => sessionStorage),
  { getOnInit: true },
);
