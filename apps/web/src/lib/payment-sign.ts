/**
 * What a started payment hands the page (shopping §7 `sign`): Alipay's cashier address or WeChat's
 * `code_url`; null for a member card, which pays at once. The payment call and the place-order call
 * with `pay_id` both answer it.
 */
export type PaymentSign = { redirect_url: string } | { code_url: string } | null;
