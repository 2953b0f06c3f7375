/**
 * The product page's first paint, drawn before the app's code has arrived: the server fills the `{{…}}`
 * slots from the goods info reply (api lib/web-page.ts) and the app's first render replaces it. It draws
 * the breadcrumb and the gallery's main picture as `GoodsDetailPage` and `GoodsGallery` do, with the same
 * classes, so the picture (the page's largest paint) is at its final size and place. Hidden from assistive
 * technology: the app's page follows at once.
 */
export const GOODS_FIRST_PAINT =
  '<div class="page goods-detail" data-first-paint aria-hidden="true">' +
  '<div class="breadcrumb"><span>首页</span><span>{{data.cat_name}}</span><span aria-current="page">{{data.name}}</span></div>' +
  '<div class="goods-detail__top"><div class="goods-detail__media"><div class="goods-gallery"><div class="goods-gallery__main">' +
  '<img src="{{data.pictures.0.img_url}}" alt="{{data.name}}" width="460" height="460" decoding="sync">' +
  '</div></div></div></div></div>';
