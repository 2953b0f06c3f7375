// The pages' first paints (api lib/web-page.ts), drawn by the app's own components at build time: each is
// given data whose texts are `{{dotted.path}}` slots of the page's first reply (and `{{?name}}` of its
// address), which the server fills, escaped, before the app's code has arrived. A change to a component
// changes its first paint with the next build. Run by the build through Vite's module runner
// (build/first-calls.ts), so the components' style imports and JSX need nothing of their own.
import './first-paint-visitor';
import type { CardPage, GoodsDetail, HomeTheme, ProductCard } from '@garden/contract';
import type { FirstPaint } from '@garden/contract/web-page';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GoodsDetailView } from '../src/features/goods/components/goods-detail-page';
import type { CarouselSlide } from '../src/features/home/api/get-home';
import { HomeView } from '../src/features/home/components/home-view';
import { ThemeSection, THEME_LAYOUTS } from '../src/features/home/components/theme-section';
import { AppFrame } from '../src/features/layout/components/app-frame';
import { AppHeader } from '../src/features/layout/components/app-header';
import { SearchResultsView } from '../src/features/search/components/search-results-page';

/** A text slot: the value at `path` in the page's reply. */
const slot = (path: string): string => `{{${path}}}`;
/** A slot where a component prints a number: the server fills it as text, as React would print it. */
const numberSlot = (path: string): number => slot(path) as unknown as number;

/**
 * A goods card of the reply at `path`: its picture, name, category and price; no tag, label or market price
 * (they depend on values, not only print them), which the app's card adds in its place.
 */
function cardAt(path: string): ProductCard {
  const price = slot(`${path}.price_info.min_price`);
  return {
    shp_id: numberSlot(`${path}.shp_id`),
    id: 0,
    gsup_id: 0,
    thumbnail: slot(`${path}.thumbnail`),
    name: slot(`${path}.name`),
    shortname: '',
    stock: 0,
    sales: 0,
    is_sale: 1,
    is_dingjin: 0,
    presell: 0,
    forward: 0,
    after_mark: [],
    price_info: {
      min_price: price,
      max_price: price,
      min_market_price: price,
      is_save: 0,
      save_money: '0',
      u_grade: null,
      grade_name: '',
      color: '',
    },
    pro_fav_show: { promotion: { is_show: 0, min_price: '0' } },
    is_black_goods: 0,
    is_fei5zhe: 0,
    is_mini_goods: 0,
    group_info: null,
    cat_name: slot(`${path}.cat_name`),
    category: 0,
  };
}

/** The first `count` goods of the list at `path`. */
const cardsAt = (path: string, count: number): ProductCard[] => Array.from({ length: count }, (_, index) => cardAt(`${path}.${index}`));

/** The goods of a list's first row: what a first paint draws of a list page (the app loads these four eagerly). */
const FIRST_ROW = 4;

/** The first carousel slide of the home reply (its link goes nowhere until the app is there: the paint is inert). */
const firstSlide: CarouselSlide = {
  carousel_id: 0,
  carousel_name: slot('data.pccarousel.0.carousel_name'),
  img_url: slot('data.pccarousel.0.img_url'),
  redirect_type: 0,
  redirect_id: '',
};

/** The first theme of the home reply with `count` goods. */
const firstTheme = (count: number): HomeTheme => ({
  theme_id: 0,
  theme_name: slot('data.theme.0.theme_name'),
  redirect_type: 0,
  redirect_id: '',
  goods: cardsAt('data.theme.0.goods', count),
});

/** The goods reply's breadcrumb and first picture: the gallery's main picture, the page's largest paint. */
const goodsDetail: Pick<GoodsDetail, 'cat_name' | 'category' | 'name' | 'pictures'> = {
  cat_name: slot('data.cat_name'),
  category: numberSlot('data.category'),
  name: slot('data.name'),
  pictures: [{ img_id: 0, type: 1, img_url: slot('data.pictures.0.img_url'), video_url: '' }],
};

/** The first row of a search's first page; one page of results, so the pager draws nothing. */
const searchResults: CardPage = { list: cardsAt('data.list', FIRST_ROW), total: numberSlot('data.total'), page: 1, limit: FIRST_ROW, last_page: 1 };

const ignore = () => undefined;

/** A first paint drawn with what the app's components need around them: a router, an empty query cache and store. */
function render(page: ReactNode): string {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  const markup = renderToStaticMarkup(
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterContextProvider router={router}>
          {/* Inert and hidden from assistive technology: nothing in it takes focus or is read, the app's page follows at once. */}
          <div data-first-paint="" aria-hidden="true" inert>
            {/* The header as it draws before its replies (empty bands and skeletons), so the page sits where the app draws it. */}
            <AppFrame header={<AppHeader />}>{page}</AppFrame>
          </div>
        </RouterContextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  // React writes a preload of each eager picture ahead of the markup: the server preloads them in the head already.
  // The test ids go too: the journeys find the app's elements by them, not the first paint's.
  return markup.replace(/^(<link rel="preload"[^>]*>)+/, '').replace(/ data-testid="[^"]*"/g, '');
}

/** The first paints by page path. */
export function renderFirstPaints(): Record<string, FirstPaint> {
  return {
    // The first theme's class follows its goods count (ThemeSection's layouts): one paint per layout, and the
    // grid's default (`*`) with the two large goods.
    '/index': {
      by: 'data.theme.0.goods.length',
      paints: Object.fromEntries(
        [...THEME_LAYOUTS.map((count) => [String(count), count] as const), ['*', 2] as const].map(([value, count]) => [
          value,
          render(
            <HomeView slides={[firstSlide]}>
              <ThemeSection theme={firstTheme(count)} eager />
            </HomeView>,
          ),
        ]),
      ),
    },
    '/goodDetail': render(<GoodsDetailView goods={goodsDetail} />),
    '/searchList': render(
      <SearchResultsView
        keywords={slot('?keywords')}
        query={{ sort: 'comprehensive', inStockOnly: false }}
        results={searchResults}
        onChange={ignore}
      />,
    ),
  };
}
