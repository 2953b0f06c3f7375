/** The kinds of deduction a checkout explains, one line each. */
export const DEDUCTION_KINDS = ['coupon', 'shipping-coupon', 'member-card', 'black-five', 'black-five-shipping'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

/** The Chinese label the checkout shows for each kind of deduction (shopping §2 order confirmation). */
export const DEDUCTION_LABELS: Readonly<Record<DeductionKind, string>> = {
  coupon: '优惠券',
  'shipping-coupon': '运费券',
  'member-card': '会员卡折扣',
  'black-five': '黑五卡5折',
  'black-five-shipping': '黑五卡运费5折',
};
