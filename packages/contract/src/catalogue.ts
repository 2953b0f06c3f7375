// The storefront's catalogue (storefront §3, §7): product cards, the category tree, home, search, rank.
import { GOODS_TAG_LABELS, HOME_THEMES_PER_PAGE, PAGE_SIZES, SEARCH_KEYWORD_EMPTY, type GoodsTagKind, validateSearchKeyword } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { Flag, Yuan } from './common';
import { MAX_ID, idListParam, integer, limitParam, optionalInteger, pageParam } from './fields';

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
    after_mark: z
      .array(z.object({ kind: z.enum([...GOODS_TAG_KINDS, 'label']), label: z.string() }))
      .openapi({ description: '卡片标签：先是至多一个状态标签（定金、预售、售罄 …），再是运营设的标签（kind 为 label）' }),
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

const searchKeywords = z
  .string({ error: SEARCH_KEYWORD_EMPTY })
  .max(50, '搜索关键字不能超过50个字符')
  .superRefine((value, ctx) => {
    const message = validateSearchKeyword(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .openapi({ description: '关键字：中文、拼音（yueji）或首字母（yj）', example: '月季' });

/** GET /v1/search/sou: the keywords, a sort tab, the in-stock toggle and a page. */
export const SearchRequest = z.object({
  keywords: searchKeywords,
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.search),
  beon: optionalInteger('5 显示全部（默认），0 仅显示有货'),
  sort: z.string().max(20).optional().openapi({ description: 'add_time（综合，默认）、sort_price、sales、orderable（可订购）' }),
  order: z.string().max(4).optional().openapi({ description: 'DESC（默认）或 ASC，用于 sort_price' }),
  system: z.string().max(10).optional(),
});

/** GET /v1/search/es_sou, the test variant: as the search, plus `hot` and `size`. */
export const SearchTestRequest = SearchRequest.extend({
  hot: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 热销优先' }),
  size: integer({ min: 1, max: 100 }).optional().openapi({ type: 'integer', description: '每页条数' }),
});

/** A page of cards with the words searched for (GET /v1/search/sou). */
export const SearchResult = CardPage.extend({ keywords: z.string() });
export type SearchResult = z.infer<typeof SearchResult>;

/** GET /v1/rank/lists: the whole shop's ranking or a top category's. */
export const RankPageRequest = z.object({
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.ranking),
  category: optionalInteger('一级分类编号；不传或 0 为全店'),
});

/** GET /v1/rank/lists: cards with their place on the list. */
export const RankPage = CardPage.extend({ list: z.array(ProductCard.extend({ position: z.number().int() })) });
export type RankPage = z.infer<typeof RankPage>;

/** The most goods one GET /v2/category/goods_arr names. */
const GOODS_BY_IDS_MAX = 100;

/** GET /v2/category/goods_arr: the goods, in the order their cards are wanted. */
export const GoodsByIdsRequest = z.object({
  gshp_id_arr: idListParam(`商品编号，逗号分隔，最多 ${GOODS_BY_IDS_MAX} 个`).pipe(
    z.array(z.number()).min(1, '缺少参数 gshp_id_arr').max(GOODS_BY_IDS_MAX, `最多 ${GOODS_BY_IDS_MAX} 个商品`),
  ),
});

/** GET /v2/category/goods_arr. */
export const CardList = z.object({ list: z.array(ProductCard) });
export type CardList = z.infer<typeof CardList>;

const CategoryBase = z.object({
  cat_id: z.number().int(),
  cat_name: z.string(),
  parent_id: z.number().int(),
  level: z.number().int(),
  icon: z.string().openapi({ description: '分类图标地址（本店图片）；空为没有' }),
});
export type Category = z.infer<typeof CategoryBase> & { children: Category[] };
export const Category: z.ZodType<Category> = CategoryBase.extend({ children: z.array(z.lazy(() => Category)) }).openapi('Category');

/** GET /v3/category/father_list: the whole tree, or the branches under `father_id`. */
export const CategoryTreeRequest = z.object({ father_id: optionalInteger('上级分类编号') });

/** GET /v3/category/father_list. */
export const CategoryList = z.object({ list: z.array(Category) });
export type CategoryList = z.infer<typeof CategoryList>;

export const CategoryCrumb = CategoryBase.pick({ cat_id: true, cat_name: true });
export type CategoryCrumb = z.infer<typeof CategoryCrumb>;

/** GET /v3/category/product_list: a category, its filters, a sort, the in-stock toggle and a page. */
export const CategoryProductsRequest = z.object({
  cat_id: optionalInteger('分类编号（任一级）；不传或 0 为全部'),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.category),
  beon: optionalInteger('5 显示全部（默认），0 仅显示有货').openapi({ example: 5 }),
  sort: optionalInteger('排序：0 综合，1 销量，2 价格'),
  order: optionalInteger('sort 为 2 时：0 价格升序，1 价格降序'),
  filter: idListParam('属性值编号（/v1/category/filter 的 goods_attr_id），逗号分隔；同一属性内任一，不同属性同时满足'),
  brand: idListParam('品牌编号，逗号分隔'),
  // The finder variant of the category list (storefront §2) narrows by keyword and online sale.
  keywords: z.string().max(50, '关键字不能超过50个字').optional().openapi({ description: '关键字（名称、简称、分类、拼音或首字母）' }),
  is_sale: optionalInteger('1 只看在线销售（is_sale 1）'),
});

/** GET /v3/category/product_list: a page of cards and the category's path. */
export const CategoryProducts = CardPage.extend({ breadcrumb: z.array(CategoryCrumb) });
export type CategoryProducts = z.infer<typeof CategoryProducts>;

/** GET /v1/category/filter: a category and everything under it. */
export const CategoryFilterRequest = z.object({ cat_id: optionalInteger('分类编号；不传为全部') });

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

/** GET /v3/home/index: a page of themes (`type` is always 1, the PC). */
export const HomeRequest = z.object({
  page: pageParam(),
  limit: limitParam(HOME_THEMES_PER_PAGE),
  type: optionalInteger('固定为 1（PC）'),
});

/** GET /v3/home/index. */
export const Home = z.object({
  nav: z.array(z.object({ cat_id: z.number().int(), cat_name: z.string() })),
  pccarousel: z.array(HomeCarousel),
  silent: Flag.openapi({ description: '1 时全站灰度显示' }),
  theme: z.array(HomeTheme),
});
export type Home = z.infer<typeof Home>;

/** GET /v1/home/fav_goods_lists: a page of a favourable activity's goods. */
export const FavGoodsPageRequest = z.object({
  fv_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '优惠活动编号' }),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.favouriteGoods),
});

/** GET /v1/home/fav_goods_lists: a favourable activity's goods. */
export const FavGoodsPage = CardPage.extend({
  activity: z.object({ fv_id: z.number().int(), type: z.number().int(), name: z.string(), beg_time: z.number().int(), end_time: z.number().int() }),
});
export type FavGoodsPage = z.infer<typeof FavGoodsPage>;

/** GET /v1/ap/{id}: the page's id is in the path. */
export const ActivityPageRequest = z.object({
  id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', param: { name: 'id', in: 'path' } }),
});

/** GET /v1/ap/{id}: an activity page. */
export const ActivityPage = z.object({
  ap_id: z.number().int(),
  title: z.string(),
  banner: z.string(),
  content: z.string(),
  subject: z.array(z.object({ subject_id: z.number().int(), title: z.string(), goods: z.array(ProductCard) })),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
