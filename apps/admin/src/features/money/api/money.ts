import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/withdrawals: the requests 申请中 (or every one), oldest first. */
export function withdrawalsQueryOptions(all: boolean) {
  return queryOptions({ queryKey: queryKeys.withdrawals(all), queryFn: () => call(endpoints.operatorWithdrawals, { all: all ? 1 : 0 }) });
}

/** GET /v1/operator/users/balance: a shopper's balance and ledger, newest first. */
export function shopperBalanceQueryOptions(userId: number, page: number) {
  return pageQueryOptions(endpoints.readShopperBalance, queryKeys.shopperBalance(userId, page), { user_id: userId, page, limit: 10 });
}

/** A withdrawal paid or refused changes the queue and, when refused, the shopper's ledger (both under withdrawals). */
const WITHDRAWALS = [queryKeys.withdrawalsAll];

/** POST /v1/operator/withdrawals/pay: through the payout provider; a refused transfer returns the money to the balance. */
export const usePayWithdrawal = () => useWrite(endpoints.payWithdrawal, WITHDRAWALS);

/** POST /v1/operator/withdrawals/refuse: the money goes back to the balance, once. */
export const useRefuseWithdrawal = () => useWrite(endpoints.refuseWithdrawal, WITHDRAWALS);
