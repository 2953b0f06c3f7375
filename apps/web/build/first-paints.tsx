// The pages' first paints (api lib/web-page.ts), drawn by the app's own components at build time: each is
// given data whose texts are `{{n.dotted.path}}` slots of the page's n-th first call's reply (and `{{?name}}`
// of its address), which the server fills, escaped, before the app's code has arrived; a list of any length
// becomes a section the server draws once per entry (`withSection`). A change to a component changes its
// first paint with the next build. Run by the build through Vite's module runner (build/first-calls.ts),
// so the components' style imports and JSX need nothing of their own.
import './first-paint-visitor';
import type { CardPage, Category, CategoryFilter, CategoryProducts, GoodsDetail, HomeTheme, ProductCard } from '@garden/contract';
import type { FirstPaint } from '@garden/contract/web-page';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { categoryFilterQueryOptions } from '../src/features/catalogue/api/get-category-filter';
import { productListQueryOptions } from '../src/features/catalogue/api/get-product-list';
import { subCategoriesQueryOptions } from '../src/features/catalogue/api/get-sub-categories';
import { CategoryPage } from '../src/features/catalogue/components/category-page';
import { toProductListQuery } from '../src/features/catalogue/components/category-search';
import { GoodsDetailView } from '../src/features/goods/components/goods-detail-page';
import type { CarouselSlide } from '../src/features/home/api/get-home';
import { HomeView } from '../src/features/home/components/home-view';
import { ThemeSection, THEME_LAYOUTS } from '../src/features/home/components/theme-section';
import { AppFrame } from '../src/features/layout/components/app-frame';
import { AppHeader } from '../src/features/layout/components/app-header';
import { SearchResultsView } from '../src/features/search/components/search-results-page';
import { readRequestScope } from '../src/lib/request-scope';

/** A text slot: the value at `path` (`0.data.name`: `data.name` of the page's first reply). */
const slot = (path: string): string => `{{${path}}}`;

/** Number slots by the number standing for them in a render: ten digits no component prints of its own. */
const numberSlots = new Map<number, string>();
const FIRST_NUMBER_SLOT = 9_007_000_000;
const NUMBER_SLOT = /\b9007\d{6}\b/g;

/**
 * A slot where a component takes a number: a number of its own while the components draw (they may count or
 * compare with it), which `render` writes back as the slot, so the server prints the reply's number as React would.
 */
function numberSlot(path: string): number {
  const known = [...numberSlots].find(([, slotPath]) => slotPath === path);
  if (known) return known[0];
  const number = FIRST_NUMBER_SLOT + numberSlots.size;
  numberSlots.set(number, path);
  return number;
}

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
  carousel_name: slot('0.data.pccarousel.0.carousel_name'),
  img_url: slot('0.data.pccarousel.0.img_url'),
  redirect_type: 0,
  redirect_id: '',
};

/** The first theme of the home reply with `count` goods. */
const firstTheme = (count: number): HomeTheme => ({
  theme_id: 0,
  theme_name: slot('0.data.theme.0.theme_name'),
  redirect_type: 0,
  redirect_id: '',
  goods: cardsAt('0.data.theme.0.goods', count),
});

/** The goods reply's breadcrumb and first picture: the gallery's main picture, the page's largest paint. */
const goodsDetail: Pick<GoodsDetail, 'cat_name' | 'category' | 'name' | 'pictures'> = {
  cat_name: slot('0.data.cat_name'),
  category: numberSlot('0.data.category'),
  name: slot('0.data.name'),
  pictures: [{ img_id: 0, type: 1, img_url: slot('0.data.pictures.0.img_url'), video_url: '' }],
};

/** The first row of a search's first page; one page of results, so the pager draws nothing. */
const searchResults: CardPage = {
  list: cardsAt('0.data.list', FIRST_ROW),
  total: numberSlot('0.data.total'),
  page: 1,
  limit: FIRST_ROW,
  last_page: 1,
};

const ignore = () => undefined;

/**
 * A first paint drawn with what the app's components need around them: a router, a store and a query cache,
 * empty unless the page's replies are given as its data.
 */
function render(page: ReactNode, queryClient = new QueryClient()): string {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });
  const markup = renderToStaticMarkup(
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={queryClient}>
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
  return markup
    .replace(/^(<link rel="preload"[^>]*>)+/, '')
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(NUMBER_SLOT, (number) => {
      const path = numberSlots.get(Number(number));
      if (!path) throw new Error(`first paint: ${number} stands for no number slot`);
      return slot(path);
    });
}

/** Where `more` (a render with one entry more) holds the entry `base` lacks: a section to insert into `base`. */
interface Section {
  at: number;
  markup: string;
}

/**
 * The list section of the list at `path`: `more` is `base` drawn with one entry more, whose slots say
 * `path.*`; the markup it adds is the entry, drawn by the server for each of the list's entries from `from` on
 * (the first `from` being in `base` already).
 */
function sectionOf(base: string, more: string, path: string, from = 0): Section {
  let at = 0;
  while (at < base.length && base[at] === more[at]) at++;
  let entry = more.slice(at, at + more.length - base.length);
  // Moved back to where its element opens (`<button …>…</button>`, not `button …>…</button><`): the same page, read as markup.
  while (!entry.startsWith('<') && at > 0 && base[at - 1] === entry.at(-1)) {
    at--;
    entry = base[at] + entry.slice(0, -1);
  }
  if (more.slice(at + entry.length) !== base.slice(at) || !entry.includes(`${path}.*`)) {
    throw new Error(`first paint: one entry more of the list at ${path} changes more than the entry`);
  }
  const tag = from > 0 ? `${path}.${from}` : path;
  return { at, markup: `{{#${tag}}}${entry}{{/${tag}}}` };
}

/** `base` with its sections inserted. */
const withSections = (base: string, sections: readonly Section[]): string =>
  [...sections].sort((a, b) => b.at - a.at).reduce((markup, { at, markup: section }) => markup.slice(0, at) + section + markup.slice(at), base);

/** The entries of a list at `path`: fixed indices, and `*` for the entry a section repeats. */
type Entries = readonly (number | '*')[];
const entriesAt = <T,>(path: string, entries: Entries, entry: (at: string) => T): T[] => entries.map((index) => entry(`${path}.${index}`));

/** What a category paint draws of each of its lists: the branches' chips, the brands, the filter groups and each group's values. */
interface CategoryLists {
  branches: Entries;
  brands: Entries;
  groups: Entries;
  values: Entries;
}

/**
 * The category page as the header's links open it (src/lib/first-calls.ts: its goods, branches and filters,
 * the page's three calls), drawn by the page itself from its query cache: the top category's breadcrumb, its
 * branches' chips, the filter rows, the sort bar and the goods' first row.
 */
function categoryPaint(lists: CategoryLists): string {
  const id = numberSlot('0.data.breadcrumb.0.cat_id');
  const search = { id };
  const products: CategoryProducts = {
    list: cardsAt('0.data.list', FIRST_ROW),
    total: numberSlot('0.data.total'),
    page: 1,
    limit: FIRST_ROW,
    last_page: 1,
    breadcrumb: [{ cat_id: id, cat_name: slot('0.data.breadcrumb.0.cat_name') }],
  };
  const branches: Category[] = entriesAt('1.data.list', lists.branches, (at) => ({
    cat_id: numberSlot(`${at}.cat_id`),
    cat_name: slot(`${at}.cat_name`),
    parent_id: id,
    level: 2,
    icon: '',
    children: [],
  }));
  const filter: CategoryFilter = {
    brand: entriesAt('2.data.brand', lists.brands, (at) => ({ brand_id: numberSlot(`${at}.brand_id`), attr_name: slot(`${at}.attr_name`) })),
    attr: entriesAt('2.data.attr', lists.groups, (at) => ({
      attr_id: numberSlot(`${at}.attr_id`),
      attr_name: slot(`${at}.attr_name`),
      attr_list: entriesAt(`${at}.attr_list`, lists.values, (value) => ({
        goods_attr_id: numberSlot(`${value}.goods_attr_id`),
        attr_name: slot(`${value}.attr_name`),
      })),
    })),
  };
  const query = toProductListQuery(search);
  const queryClient = new QueryClient();
  queryClient.setQueryData(productListQueryOptions(query, readRequestScope()).queryKey, products);
  queryClient.setQueryData(subCategoriesQueryOptions(id).queryKey, branches);
  queryClient.setQueryData(categoryFilterQueryOptions(query.catId).queryKey, filter);
  return render(<CategoryPage search={search} onChange={ignore} />, queryClient);
}

/**
 * The category paint with its lists as sections: any number of branches, of brands past the first (a
 * category without brands draws no brand row: no paint), of filter groups and of values in each.
 */
function categoryTemplate(): string {
  const base: CategoryLists = { branches: [], brands: [0], groups: [], values: [] };
  const drawn = categoryPaint(base);
  const oneGroup = categoryPaint({ ...base, groups: ['*'] });
  const group = withSections(oneGroup, [sectionOf(oneGroup, categoryPaint({ ...base, groups: ['*'], values: ['*'] }), '2.data.attr.*.attr_list')]);
  return withSections(drawn, [
    sectionOf(drawn, categoryPaint({ ...base, branches: ['*'] }), '1.data.list'),
    sectionOf(drawn, categoryPaint({ ...base, brands: [0, '*'] }), '2.data.brand', 1),
    sectionOf(drawn, group, '2.data.attr'),
  ]);
}

/** The first paints by page path. */
export function renderFirstPaints(): Record<string, FirstPaint> {
  return {
    // The first theme's class follows its goods count (ThemeSection's layouts): one paint per layout, and the
    // grid's default (`*`) with the two large goods.
    '/index': {
      by: '0.data.theme.0.goods.length',
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
    // The breadcrumb of a top category is itself alone; a lower one's address moves to its top category (routes/category.tsx).
    '/category': { by: '0.data.breadcrumb.length', paints: { '1': categoryTemplate() } },
  };
}
