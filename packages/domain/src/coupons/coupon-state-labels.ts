/** A shopper's coupon as the staff read it (the back office's shopper page, `garden users show`). */
export const COUPON_STATE_LABELS: Readonly<Record<'unused' | 'used' | 'expired', string>> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
};
