import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportDone, reportError } from '../../../lib/report-error';

/** GET /v1/operator/home: the carousel slides and the themes, in the home page's order. */
export function homeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.home, queryFn: () => call(endpoints.homeContent) });
}

function useHomeWrite<F>(send: (fields: F) => Promise<{ msg: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ msg }) => {
      reportDone(msg);
      void queryClient.invalidateQueries({ queryKey: queryKeys.home });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditTrailAll });
    },
    onError: reportError,
  });
}

export const useSaveSlide = () =>
  useHomeWrite((fields: RequestOf<typeof endpoints.saveCarouselSlide>) => callEnvelope(endpoints.saveCarouselSlide, fields));
export const useDeleteSlide = () =>
  useHomeWrite((fields: RequestOf<typeof endpoints.deleteCarouselSlide>) => callEnvelope(endpoints.deleteCarouselSlide, fields));
export const useSaveTheme = () => useHomeWrite((fields: RequestOf<typeof endpoints.saveTheme>) => callEnvelope(endpoints.saveTheme, fields));
export const useDeleteTheme = () => useHomeWrite((fields: RequestOf<typeof endpoints.deleteTheme>) => callEnvelope(endpoints.deleteTheme, fields));

/** GET /v1/operator/goods: goods a theme may hold, found by name, pinyin, initials or id (the first eight). */
export function themeGoodsQueryOptions(keyword: string) {
  const filters = { keyword, page: 1, page_size: 8 };
  return queryOptions({ queryKey: queryKeys.goodsList(filters), queryFn: () => call(endpoints.listAdminGoods, filters), enabled: keyword !== '' });
}
