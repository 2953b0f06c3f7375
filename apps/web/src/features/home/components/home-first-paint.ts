import { goodsCardFirstPaint } from '../../../components/goods-card-first-paint.ts';
/** One of the first theme's two large goods. */
const largeCard = (index: number): string => goodsCardFirstPaint('large', `data.theme.0.goods.${index}`);

/**
 * The home page's first paint, drawn before the app's code has arrived: the server fills the `{{…}}`
 * slots from the first home reply (api lib/web-page.ts) and the app's first render replaces it. It draws
 * what `HomePage` draws on the first screen with the same classes (the carousel's first slide, the first
 * theme's head and large pictures), so every picture is at its final size and place: the largest paint
 * happens here, and the app's identical pictures neither move nor count as a larger one. The theme's
 * class takes its goods count: only `theme--3` sizes the large goods differently from the 4-goods grid,
 * which an unlisted count (`theme--5`) falls back to, as `ThemeSection` does. Hidden from assistive
 * technology: the app's page follows at once.
 */
export const HOME_FIRST_PAINT =
  '<div class="page home" data-first-paint aria-hidden="true">' +
  '<section class="carousel"><div class="carousel__viewport"><div class="carousel__track"><div class="carousel__slide">' +
  '<span class="carousel__link"><img src="{{data.pccarousel.0.img_url}}" alt="{{data.pccarousel.0.carousel_name}}" width="1200" height="400" fetchpriority="high" decoding="sync"></span>' +
  '</div></div></div></section>' +
  '<section class="theme theme--{{data.theme.0.goods.length}}">' +
  '<header class="theme__head"><h2 class="theme__title">{{data.theme.0.theme_name}}</h2><span class="theme__more">查看更多 ›</span></header>' +
  `<div class="theme__grid">${largeCard(0)}${largeCard(1)}</div>` +
  '</section></div>';
