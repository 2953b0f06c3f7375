import { NOT_YET_ON_SALE } from '../messages/messages';

/**
 * Whether deposit goods may be added to the cart now: only when the deposit is active (`dj_status` > 0, not 2
 * "not yet on sale") and `now` is at or after the deposit start `beg_time`; otherwise `商品暂未开售` with the
 * start time to show. Goods with `dj_status` ≤ 0 sell at the normal price and are always available
 * (storefront §4 "Deposit status", shopping §4 "Cart and checkout").
 */
export function checkDepositCartAvailability(
  deposit: { readonly depositStatus: number; readonly begTime: Date },
  now: Date,
): { readonly ok: true } | { readonly ok: false; readonly message: string; readonly startsAt: Date } {
  if (deposit.depositStatus <= 0) return { ok: true };
  if (deposit.depositStatus === 2 || now.getTime() < deposit.begTime.getTime()) {
    return { ok: false, message: NOT_YET_ON_SALE, startsAt: deposit.begTime };
  }
  return { ok: true };
}
