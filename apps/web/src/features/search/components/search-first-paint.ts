import { goodsCardFirstPaint } from '../../../components/goods-card-first-paint.ts';
import { GOODS_COUNT_WORDS, IN_STOCK_ONLY_LABEL } from '../../../components/list-toolbar-texts.ts';
import { SEARCH_SORTS, searchResultsTitle } from './results-search.ts';

/** One of the first row's goods. */
const card = (index: number): string => goodsCardFirstPaint('normal', `data.list.${index}`);

/**
 * The search results' first paint, drawn before the app's code has arrived: the server fills the `{{…}}`
 * slots from the first page of results and `{{?keywords}}` from the address (api lib/web-page.ts), and the
 * app's first render replaces it. It draws what `SearchResultsPage` and `SortedGoodsGrid` draw above the
 * first row (title, sort bar) with the same classes and the first row's pictures, so they are at their final
 * size and place (the page's largest paint). Hidden from assistive technology: the app's page follows.
 */
export const SEARCH_FIRST_PAINT =
  '<div class="page search-page" data-first-paint aria-hidden="true">' +
  `<h1 class="list-title">${searchResultsTitle('{{?keywords}}')}</h1>` +
  '<div class="list-toolbar"><div class="sort-tabs">' +
  SEARCH_SORTS.map(
    (option, index) => `<button type="button" class="sort-tabs__tab" tabindex="-1" aria-pressed="${index === 0}">${option.label}</button>`,
  ).join('') +
  `</div><label class="check-toggle"><input type="checkbox" tabindex="-1">${IN_STOCK_ONLY_LABEL}</label>` +
  `<span class="list-toolbar__count">${GOODS_COUNT_WORDS.before}<strong>{{data.total}}</strong>${GOODS_COUNT_WORDS.after}</span></div>` +
  `<div class="goods-grid">${[0, 1, 2, 3].map(card).join('')}</div>` +
  '</div>';
