import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callForm } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

// The account area's calls (shopping §7 "Account"; paths in the api README's account table).

/** GET /v1/user/bonus_lists: tab 0 unused, 1 used or expired; 9 a page. */
export function myCouponsQueryOptions(key: string, tab: 0 | 1, page: number) {
  return {
    ...callQuery(queryKeys.account.coupons(key, tab, page), endpoints.listMyCoupons, { type: tab, page, limit: PAGE_SIZES.coupons, system: 'PC' }),
    placeholderData: keepPreviousData,
  };
}

/** GET /v1/user/balance_log: the balance and its history, 10 a page. */
export function balanceQueryOptions(key: string, page: number) {
  return {
    ...callQuery(queryKeys.account.balance(key, page), endpoints.readBalance, { page, limit: PAGE_SIZES.balance }),
    placeholderData: keepPreviousData,
  };
}

/** GET /v1/user/cash_log: the withdrawals, 10 a page. */
export function withdrawalsQueryOptions(key: string, page: number) {
  return {
    ...callQuery(queryKeys.account.withdrawals(key, page), endpoints.listWithdrawals, { page, limit: PAGE_SIZES.balance }),
    placeholderData: keepPreviousData,
  };
}

/** GET /v1/collection/lists: the favourites, 10 a page. */
export function favouritesQueryOptions(key: string, page: number) {
  return {
    ...callQuery(queryKeys.account.favourites(key, page), endpoints.listFavourites, { page, limit: PAGE_SIZES.favourites }),
    placeholderData: keepPreviousData,
  };
}

/** The fields of the withdrawal form, as the shopper typed them. */
export interface WithdrawalDraft {
  amount: string;
  zfb: string;
  zfb_name: string;
}

/** POST /v1/user/cash (the login key in the header); the balance and both histories reload. */
export function useRequestWithdrawal(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: WithdrawalDraft) => call(endpoints.requestWithdrawal, { payment: 'alipay', ...draft }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info(key) }),
      ]),
  });
}

/** DELETE /v1/collection/del: removes a favourite; the list reloads. */
export function useRemoveFavourite(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsId: number) => call(endpoints.removeFavourites, { sup_id: goodsId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all(key) }),
  });
}

/** POST /v1/user/edit (multipart): what the profile form changed; the header's user info reloads. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the fields given are sent; the login key travels in the header.
    mutationFn: (change: { nick?: string; sex?: number; avatar?: File }) => callForm(endpoints.editProfile, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
  });
}

/** POST /v1/user/password: by the current password or an SMS code (type 3) to the own mobile. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: { old_password?: string; sms_code?: string; password: string; repassword: string }) =>
      call(endpoints.changePassword, change),
  });
}

/** POST /v1/user/mobile: a new mobile with the code sent to it (type 4); the user info reloads. */
export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { mobile: string; sms_code: string }) => call(endpoints.changeMobile, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
  });
}
