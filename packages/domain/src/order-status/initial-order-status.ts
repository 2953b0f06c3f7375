/**
 * The status a new order starts in (shopping §3 `o_status`): a deposit order waits for its deposit
 * (9, `dj_status` 0), any other for its payment (0).
 */
export function initialOrderStatus(isDeposit: boolean): { readonly orderStatus: 0 | 9; readonly depositStatus: 0 } {
  return { orderStatus: isDeposit ? 9 : 0, depositStatus: 0 };
}
