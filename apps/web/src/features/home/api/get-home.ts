import { HOME_THEMES_PER_PAGE } from '@garden/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { GoodsCardData } from '../../../components/goods-card';
import { getData } from '../../../lib/api-client';

/** Where a carousel slide or a theme's "view more" leads (storefront §2 Home). */
export interface HomeLink {
  redirect_type: number;
  redirect_id: string | number;
}

/** A carousel slide (`pccarousel`). */
export interface CarouselSlide extends HomeLink {
  carousel_id: number;
  carousel_name: string;
  img_url: string;
}

/** A themed section: title, "view more" link and its goods. */
export interface HomeTheme extends HomeLink {
  theme_id: number;
  theme_name: string;
  goods: GoodsCardData[];
}

/** One page of GET /v3/home/index (storefront §7): nav, pccarousel, silent, theme. */
export interface HomePage {
  pccarousel: CarouselSlide[];
  silent: number | boolean;
  theme: HomeTheme[];
}

/** GET /v3/home/index for one page of themes (2 a page, type 1). */
export function getHomePage(page: number): Promise<HomePage> {
  return getData<HomePage>('/v3/home/index', { page, limit: HOME_THEMES_PER_PAGE, type: 1 });
}

/** The home page, themes paged two at a time; fewer than two means the end (storefront §9). */
export function homeQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['home'],
    queryFn: ({ pageParam }) => getHomePage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.theme.length < HOME_THEMES_PER_PAGE ? undefined : pages.length + 1),
  });
}
