// The storefront's catalogue (storefront §3, §7): product cards, the category tree, home, search, rank.
import { GOODS_TAG_LABELS, type GoodsTagKind } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag, Yuan } from './common';

const GOODS_TAG_KINDS = Object.keys(GOODS_TAG_LABELS) as [GoodsTagKind, ...GoodsTagKind[]];

/** The price block's OpenAPI schema (`price_info`). */
export const PriceInfo = z.object({
  min_price: Yuan,
  max_price: Yuan,
  min_market_price: Yuan,
  is_save: Flag,
  save_money: Yuan,
  u_grade: z.number().int().nullable().openapi({ description: '会员等级 0–9；未登录为 null' }),
  grade_name: z.string(),
  color: z.string(),
});
export type PriceInfo = z.infer<typeof PriceInfo>;

/** The product card's OpenAPI schema (storefront §3 "Product card in lists"). */
export const ProductCard = z
  .object({
    shp_id: z.number().int(),
    id: z.number().int(),
    gsup_id: z.number().int(),
    thumbnail: z.string(),
    name: z.string(),
    shortname: z.string(),
    stock: z.number().int(),
    sales: z.number().int(),
    is_sale: z.number().int().openapi({ description: '1 在售，2 即将上市，3 售罄或下架' }),
    is_dingjin: Flag,
    presell: Flag,
    forward: Flag,
    after_mark: z.array(z.object({ kind: z.enum(GOODS_TAG_KINDS), label: z.string() })).openapi({ description: '卡片标签（最多一个）' }),
    price_info: PriceInfo,
    pro_fav_show: z.object({ promotion: z.object({ is_show: Flag, min_price: Yuan }) }),
    is_black_goods: Flag,
    is_fei5zhe: Flag,
    is_mini_goods: Flag,
    group_info: z.null(),
    cat_name: z.string(),
    category: z.number().int(),
  })
  .openapi('ProductCard');
export type ProductCard = z.infer<typeof ProductCard>;

/** A page of cards: `list`, `total`, `page`, `limit`, `last_page`. */
export const CardPage = z.object({
  list: z.array(ProductCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type CardPage = z.infer<typeof CardPage>;

/** A page of cards with the words searched for (GET /v1/search/sou). */
export const SearchResult = CardPage.extend({ keywords: z.string() });
export type SearchResult = z.infer<typeof SearchResult>;

/** GET /v1/rank/lists: cards with their place on the list. */
export const RankPage = CardPage.extend({ list: z.array(ProductCard.extend({ position: z.number().int() })) });
export type RankPage = z.infer<typeof RankPage>;

/** GET /v2/category/goods_arr. */
export const CardList = z.object({ list: z.array(ProductCard) });
export type CardList = z.infer<typeof CardList>;

const CategoryBase = z.object({ cat_id: z.number().int(), cat_name: z.string(), parent_id: z.number().int(), level: z.number().int() });
export type Category = z.infer<typeof CategoryBase> & { children: Category[] };
export const Category: z.ZodType<Category> = CategoryBase.extend({ children: z.array(z.lazy(() => Category)) }).openapi('Category');

/** GET /v3/category/father_list. */
export const CategoryList = z.object({ list: z.array(Category) });
export type CategoryList = z.infer<typeof CategoryList>;

export const CategoryCrumb = CategoryBase.pick({ cat_id: true, cat_name: true });
export type CategoryCrumb = z.infer<typeof CategoryCrumb>;

/** GET /v3/category/product_list: a page of cards and the category's path. */
export const CategoryProducts = CardPage.extend({ breadcrumb: z.array(CategoryCrumb) });
export type CategoryProducts = z.infer<typeof CategoryProducts>;

/** GET /v1/category/filter: brands and attribute values to narrow a category by. */
export const CategoryFilter = z.object({
  brand: z.array(z.object({ brand_id: z.number().int(), attr_name: z.string() })),
  attr: z.array(
    z.object({
      attr_id: z.number().int(),
      attr_name: z.string(),
      attr_list: z.array(z.object({ goods_attr_id: z.number().int(), attr_name: z.string() })),
    }),
  ),
});
export type CategoryFilter = z.infer<typeof CategoryFilter>;

const linkFields = {
  redirect_type: z.number().int().openapi({ description: '1 商品，2 分类，3 活动，4 商品列表，5 搜索，6 推荐，7 团购，8 桥接' }),
  redirect_id: z.string(),
};

export const HomeCarousel = z.object({ carousel_id: z.number().int(), carousel_name: z.string(), img_url: z.string(), ...linkFields });
export type HomeCarousel = z.infer<typeof HomeCarousel>;
export const HomeTheme = z.object({ theme_id: z.number().int(), theme_name: z.string(), ...linkFields, goods: z.array(ProductCard) });
export type HomeTheme = z.infer<typeof HomeTheme>;

/** GET /v2/home/index. */
export const Home = z.object({
  nav: z.array(z.object({ cat_id: z.number().int(), cat_name: z.string() })),
  pccarousel: z.array(HomeCarousel),
  silent: Flag.openapi({ description: '1 时全站灰度显示' }),
  theme: z.array(HomeTheme),
});
export type Home = z.infer<typeof Home>;

/** GET /v1/home/fav_goods_lists: a favourable activity's goods. */
export const FavGoodsPage = CardPage.extend({
  activity: z.object({ fv_id: z.number().int(), type: z.number().int(), name: z.string(), beg_time: z.number().int(), end_time: z.number().int() }),
});
export type FavGoodsPage = z.infer<typeof FavGoodsPage>;

/** GET /v1/ap/{id}: an activity page. */
export const ActivityPage = z.object({
  ap_id: z.number().int(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  subject: z.array(z.object({ subject_id: z.number().int(), title: z.string(), goods: z.array(ProductCard) })),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
