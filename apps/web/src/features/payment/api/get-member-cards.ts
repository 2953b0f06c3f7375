import { endpoints } from '@garden/contract/endpoints';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { VipCard as MemberCard } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { MemberCard };

/** GET /v2/user/vipCard: the shopper's member cards (shopping §7). */
async function getMemberCards(): Promise<MemberCard[]> {
  const { list } = await call(endpoints.listMemberCards);
  return list;
}

/** The member cards of the shopper signed in with `key`. */
export function memberCardsQueryOptions(key: string) {
  return queryOptions({ queryKey: queryKeys.memberCards(key), queryFn: () => getMemberCards() });
}

/** The member cards for the page (suspends until loaded). */
export function useMemberCards(key: string) {
  return useSuspenseQuery(memberCardsQueryOptions(key)).data;
}
