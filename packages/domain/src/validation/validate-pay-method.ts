import { PAY_METHOD_REQUIRED } from '../messages/messages';

/** Paying needs a chosen method (a page option key or pay id), else `请选择支付方式！` (shopping §5 "Pay"). */
export function validatePayMethod(method: number | null | undefined): string | null {
  return method === null || method === undefined ? PAY_METHOD_REQUIRED : null;
}
