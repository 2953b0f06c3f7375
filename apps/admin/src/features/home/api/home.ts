import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/home: the carousel slides and the themes, in the home page's order. */
export function homeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.home, queryFn: () => call(endpoints.homeContent) });
}

const HOME = [queryKeys.home];

export const useSaveSlide = () => useWrite(endpoints.saveCarouselSlide, HOME);
export const useDeleteSlide = () => useWrite(endpoints.deleteCarouselSlide, HOME);
export const useSaveTheme = () => useWrite(endpoints.saveTheme, HOME);
export const useDeleteTheme = () => useWrite(endpoints.deleteTheme, HOME);
