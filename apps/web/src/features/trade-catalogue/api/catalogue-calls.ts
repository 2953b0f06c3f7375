import { endpoints } from '@garden/contract/endpoints';
import { PAGE_SIZES } from '@garden/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { callQuery } from '../../../lib/call-query';

// The trade catalogue's calls (shopping §7 "Catalogue"; paths in the api README's catalogue table).

export function pinyinQueryOptions() {
  return { ...callQuery(queryKeys.catalogue.pinyin, endpoints.readPinyinIndex), staleTime: 600_000 };
}

export function spuQueryOptions(id: number, key: string | undefined) {
  return callQuery(queryKeys.catalogue.spu(id, key), endpoints.readTradeSpu, { id });
}

export interface CatalogueQuery {
  keyword?: string;
  catId?: number;
  attrs: readonly number[];
  page: number;
}

export function catalogueSearchQueryOptions(query: CatalogueQuery) {
  return queryOptions({
    queryKey: queryKeys.catalogue.search(query),
    queryFn: () =>
      call(endpoints.searchTradeCatalogue, {
        keyword: query.keyword,
        cat_id: query.catId,
        filtered_attrs: query.attrs.length > 0 ? query.attrs.join('-') : undefined,
        page: query.page,
        limit: PAGE_SIZES.catalogueSearch,
      }),
    placeholderData: keepPreviousData,
  });
}

export function quoteQueryOptions(key: string, page: number) {
  return {
    ...callQuery(queryKeys.catalogue.quotePage(key, page), endpoints.readQuoteList, { page, limit: PAGE_SIZES.quotationList }),
    placeholderData: keepPreviousData,
  };
}

/** Adding, removing and clearing: the list and its badge reload. Sending leaves the list as it is. */
export function useQuoteChange(key: string) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.quote(key) });
  return {
    add: useMutation({
      mutationFn: (item: { spu_id: number; sku_id?: number }) => call(endpoints.addToQuote, { source: 'PC', ...item }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (which: { spu?: readonly number[]; sku?: readonly number[] }) =>
        call(endpoints.removeFromQuote, { spu: which.spu?.join(',') ?? '', sku: which.sku?.join(',') ?? '' }),
      onSuccess: settle,
    }),
    clear: useMutation({ mutationFn: () => call(endpoints.clearQuote), onSuccess: settle }),
    generate: useMutation({ mutationFn: () => call(endpoints.generateQuotePdf), onSuccess: settle }),
    // The server's reply says what happens next; the page shows it as it is.
    send: useMutation({ mutationFn: (sku: readonly number[]) => callEnvelope(endpoints.sendQuote, { sku: sku.join(',') }) }),
  };
}

/**
 * A short-lived signed address of the generated PDF, for the download link and the preview's frame, which
 * cannot send the `key` header; the login key never goes in an address. Asked again well inside the link's
 * 5 minutes (api README "Catalogue"), so a page left open keeps a working one.
 */
export function quotePdfLinkQueryOptions(key: string) {
  return { ...callQuery(queryKeys.catalogue.quotePdfLink(key), endpoints.signQuotePdfLink), staleTime: 60_000, refetchInterval: 120_000 };
}
