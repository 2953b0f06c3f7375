import { endpoints } from '@garden/contract/endpoints';
import { HOME_THEMES_PER_PAGE } from '@garden/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Home as HomePage, HomeCarousel as CarouselSlide, HomeTheme } from '@garden/contract';
import { queryKeys } from '../../../lib/query-keys';

export type { CarouselSlide, HomePage, HomeTheme };
export type HomeLink = Pick<HomeTheme, 'redirect_type' | 'redirect_id'>;

/** GET /v3/home/index for one page of themes (2 a page, type 1). */
function getHomePage(page: number): Promise<HomePage> {
  return call(endpoints.readHome, { page, limit: HOME_THEMES_PER_PAGE, type: 1 });
}

/** The home page, themes paged two at a time; fewer than two means the end (storefront §9). */
export function homeQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.home,
    queryFn: ({ pageParam }) => getHomePage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.theme.length < HOME_THEMES_PER_PAGE ? undefined : pages.length + 1),
  });
}
