// The back office's catalogue (issue 31 "Catalogue"): the goods list and editor, categories and brands. Prices
// travel as yuan text ("12.50"), the way the editor shows them; times as Unix seconds; flags as 0 or 1.
import { z } from '@hono/zod-openapi';
import { Flag, Yuan } from './common';
import { GOODS_SHEET_FILE_INVALID } from '@garden/domain';
import { filePart, integer, MAX_ID, optionalSeconds, pageParam, yuanFen } from './fields';

const id = (description: string) => integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description });
const flag = (description: string) => integer({ min: 0, max: 1 }).optional().default(0).openapi({ type: 'integer', description });
const text = (description: string, max: number) =>
  z
    .string()
    .max(max * 4)
    .optional()
    .default('')
    .openapi({ description });

/** `is_sale`: 1 on sale, 2 coming soon, 3 off sale (storefront §3). */
const isSale = () => integer({ min: 1, max: 3 }).openapi({ type: 'integer', description: '1 在售，2 即将上架，3 下架' });

// ── The goods list ──

/** GET /v1/operator/goods: search by name, pinyin, initials or id; filters; pages. */
export const AdminGoodsListRequest = z.object({
  keyword: z.string().trim().max(60).optional().openapi({ description: '名称、拼音、首字母或商品编号' }),
  cat_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '分类（含下级分类）' }),
  is_sale: isSale().optional(),
  in_stock: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 只列有货的，0 只列无货的' }),
  page: pageParam(),
  page_size: integer({ min: 1, max: 100 }).optional().default(20).openapi({ type: 'integer', description: '每页条数，1–100，默认 20' }),
});

export const AdminGoodsRow = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  shortname: z.string(),
  thumbnail: z.string(),
  cat_id: z.number().int(),
  cat_path: z.array(z.string()).openapi({ description: '分类路径，自第一级起' }),
  brand_id: z.number().int().nullable(),
  brand_name: z.string(),
  is_sale: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  min_price: Yuan.openapi({ description: '最低市场价（元）' }),
  sku_count: z.number().int(),
  add_time: z.number().int().openapi({ description: '上架时间（Unix 秒）' }),
});
export type AdminGoodsRow = z.infer<typeof AdminGoodsRow>;

export const AdminGoodsPage = z.object({
  list: z.array(AdminGoodsRow),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminGoodsPage = z.infer<typeof AdminGoodsPage>;

// ── The goods editor ──

const EditorPicture = z.object({
  url: z.string().trim().max(500).openapi({ description: '图片地址（上传后的 /media/… 地址）；第一张为主图' }),
  video_url: z.string().trim().max(500).optional().default('').openapi({ description: '视频地址：有则此项为视频，url 为其封面' }),
});

const EditorAttribute = z.object({
  name: z.string().max(80).openapi({ description: '规格名称，如 规格、颜色' }),
  values: z
    .array(
      z.object({ label: z.string().max(80), thumb: z.string().trim().max(500).optional().default('').openapi({ description: '规格值的缩略图' }) }),
    )
    .max(50),
});

const EditorSku = z.object({
  values: z.array(z.string().max(80)).max(3).openapi({ description: '该 SKU 的规格值，按规格的顺序' }),
  market_price: yuanFen(),
  grade_prices: z
    .record(z.string().regex(/^\d$/, '会员等级应为 0–9'), yuanFen())
    .optional()
    .default({})
    .openapi({ description: '会员等级价：{"2": "45.00"}；未给的等级按市场价' }),
  stock: integer().openapi({ type: 'integer', description: '库存' }),
  weight: integer().optional().default(500).openapi({ type: 'integer', description: '重量（克）' }),
});

/** A plant's finder facts (shopping §3 "Plant-finder item"): values from the finder's lists, zones written `7b`. */
export const EditorPlantFacts = z.object({
  light: z.string().max(40).openapi({ description: '光照（LIGHT_NEEDS 之一）' }),
  plant_type: z.string().max(40).openapi({ description: '植物类型（PLANT_TYPES 之一）' }),
  flower_colour: z.string().max(40).openapi({ description: '花色（FLOWER_COLOURS 之一）' }),
  habit: z.string().max(40).openapi({ description: '株型（GROWTH_HABITS 之一）' }),
  specialities: z.array(z.string().max(40)).max(10).optional().default([]).openapi({ description: '特点（PLANT_SPECIALITIES）' }),
  tolerances: z.array(z.string().max(40)).max(10).optional().default([]).openapi({ description: '耐受（PLANT_TOLERANCES）' }),
  coldest_zone: z.string().max(4).openapi({ description: '最冷耐寒区，如 5a' }),
  warmest_zone: z.string().max(4).openapi({ description: '最暖耐寒区，如 9b' }),
});

/** What the editor saves (create, or update with `goods_id`): the whole goods, its SKU matrix included. */
const goodsFields = {
  name: z.string().max(240).openapi({ description: '商品名称（不超过 60 个字）' }),
  shortname: text('简称（不超过 30 个字）', 30),
  cat_id: id('分类（第三级）'),
  brand_id: integer({ min: 0, max: MAX_ID }).optional().default(0).openapi({ type: 'integer', description: '品牌；0 为无' }),
  send_address_id: id('发货地（GET /v1/operator/brands 答复的 ship_from）'),
  sup_id: integer({ min: 0, max: MAX_ID }).optional().default(0).openapi({ type: 'integer', description: '供应商编号' }),
  descpt: z
    .string()
    .max(20_000)
    .optional()
    .default('')
    .openapi({ description: '商品描述（富文本 HTML；保存时按白名单清理：图片只留本店 /media/、/uploads/ 的地址，去掉脚本、事件和样式）' }),
  shipping_desc: text('运费说明', 200),
  pictures: z.array(EditorPicture).max(20),
  attributes: z.array(EditorAttribute).max(5),
  skus: z.array(EditorSku).max(500),
  start_num: integer().optional().default(1).openapi({ type: 'integer', description: '起订量' }),
  nbei: integer().optional().default(1).openapi({ type: 'integer', description: '购买倍数（每次加减的件数）' }),
  special_goods: flag('特价商品（不参加会员折扣）'),
  is_fei5zhe: flag('不参加 95 折'),
  is_hei5ka: flag('黑五卡商品'),
  is_mini: flag('迷你卡商品'),
  is_dingjin: flag('定金商品'),
  dj_beg_time: optionalSeconds('定金开始（Unix 秒）'),
  dj_end_time: optionalSeconds('定金结束'),
  dj_pay_beg_time: optionalSeconds('尾款开始'),
  dj_pay_end_time: optionalSeconds('尾款结束'),
  is_sale: isSale().optional().default(3),
  beon_time: optionalSeconds('定时上架时间（Unix 秒）：is_sale 为 2（即将上架）时，到点自动上架；不填则一直即将上架'),
  forward: flag('远期预售（前台只能在 App 或小程序购买）'),
  deliveries: z
    .array(z.string().trim().max(20))
    .max(20)
    .optional()
    .default([])
    .openapi({ description: '预售发货日期（YYYY-MM-DD，最多 6 个）；有则为预售商品' }),
  tags: z
    .array(z.string().max(40))
    .max(10)
    .optional()
    .default([])
    .openapi({ description: '商品标签（最多 3 个，每个不超过 6 个字），显示在商品卡片上' }),
  plant: EditorPlantFacts.nullable().optional().default(null).openapi({ description: '植物信息（找植物用）；null 为非植物商品' }),
};

/** POST /v1/operator/goods/create: a new goods (off sale unless `is_sale` says otherwise). */
export const GoodsCreateRequest = z.object(goodsFields);
/** POST /v1/operator/goods/update: the whole goods again; SKUs keep their ids where their values stay. */
export const GoodsUpdateRequest = z.object({ goods_id: id('商品编号'), ...goodsFields });
/** GET /v1/operator/goods/detail. */
export const GoodsIdRequest = z.object({ goods_id: id('商品编号') });
/** POST /v1/operator/goods/sale: on or off sale. */
export const GoodsSaleRequest = z.object({ goods_id: id('商品编号'), is_sale: isSale() });

/** A goods as the editor loads it: what it saves, with the ids the catalogue gave. */
export const GoodsEditorDetail = z.object({
  goods_id: z.number().int(),
  gsup_id: z.number().int(),
  name: z.string(),
  shortname: z.string(),
  cat_id: z.number().int(),
  cat_path: z.array(z.string()),
  brand_id: z.number().int(),
  send_address_id: z.number().int(),
  sup_id: z.number().int(),
  descpt: z.string(),
  shipping_desc: z.string(),
  thumbnail: z.string(),
  pictures: z.array(z.object({ img_id: z.number().int(), url: z.string(), video_url: z.string() })),
  attributes: z.array(
    z.object({
      attr_id: z.number().int(),
      name: z.string(),
      values: z.array(z.object({ goods_attr_id: z.number().int(), label: z.string(), thumb: z.string() })),
    }),
  ),
  skus: z.array(
    z.object({
      sku_id: z.number().int(),
      attr_key: z.string(),
      values: z.array(z.string()),
      market_price: Yuan,
      grade_prices: z.record(z.string(), Yuan),
      stock: z.number().int(),
      weight: z.number().int(),
    }),
  ),
  start_num: z.number().int(),
  nbei: z.number().int(),
  special_goods: Flag,
  is_fei5zhe: Flag,
  is_hei5ka: Flag,
  is_mini: Flag,
  is_dingjin: Flag,
  dj_beg_time: z.number().int().nullable(),
  dj_end_time: z.number().int().nullable(),
  dj_pay_beg_time: z.number().int().nullable(),
  dj_pay_end_time: z.number().int().nullable(),
  is_sale: z.number().int(),
  beon_time: z.number().int().nullable().openapi({ description: '上架时间；即将上架时为定时上架时间' }),
  forward: Flag,
  deliveries: z.array(z.object({ delivery_id: z.number().int(), delivery_time: z.string() })),
  tags: z.array(z.string()),
  plant: z
    .object({
      light: z.string(),
      plant_type: z.string(),
      flower_colour: z.string(),
      habit: z.string(),
      specialities: z.array(z.string()),
      tolerances: z.array(z.string()),
      coldest_zone: z.string(),
      warmest_zone: z.string(),
    })
    .nullable(),
  stock: z.number().int(),
  sales: z.number().int(),
  add_time: z.number().int(),
});
export type GoodsEditorDetail = z.infer<typeof GoodsEditorDetail>;

export const GoodsSaleSet = z.object({ goods_id: z.number().int(), is_sale: z.number().int() });

// ── Categories and brands ──

export const AdminCategory = z.object({
  cat_id: z.number().int(),
  cat_name: z.string(),
  parent_id: z.number().int(),
  level: z.number().int(),
  sort_order: z.number().int(),
  hidden: Flag,
  icon: z.string().openapi({ description: '分类图标地址；空为没有' }),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** A category in the back office's tree: with the number of goods right under it. */
export const AdminCategoryNode = AdminCategory.extend({ goods_count: z.number().int().openapi({ description: '直接挂在该分类下的商品数' }) });
export type AdminCategoryNode = z.infer<typeof AdminCategoryNode>;
/** GET /v1/operator/categories: every category, hidden ones too, parents before their children (depth first, in shop order). */
export const AdminCategoryTree = z.object({ list: z.array(AdminCategoryNode) });

/** POST /v1/operator/categories/create: under `parent_id` (0 for a top category), last among its siblings. */
export const CategoryCreateRequest = z.object({
  cat_name: z.string().max(80).openapi({ description: '分类名称（不超过 20 个字）' }),
  parent_id: integer({ min: 0, max: MAX_ID }).optional().default(0).openapi({ type: 'integer', description: '上级分类；0 为第一级' }),
});
/** POST /v1/operator/categories/update: rename, move (with what is under it), hide/show or change its icon. */
export const CategoryUpdateRequest = z.object({
  cat_id: id('分类编号'),
  cat_name: z.string().max(80).optional(),
  parent_id: integer({ min: 0, max: MAX_ID }).optional().openapi({ type: 'integer', description: '移到该上级分类下' }),
  hidden: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 隐藏（前台不显示），0 显示' }),
  icon: z.string().max(300).optional().openapi({ description: '分类图标：上传得到的图片地址（/uploads/… 或 /media/…）；空字符串为去掉图标' }),
});
/** POST /v1/operator/categories/reorder: every category under `parent_id`, in the new order. */
export const CategoryReorderRequest = z.object({
  parent_id: integer({ min: 0, max: MAX_ID }).openapi({ type: 'integer', description: '上级分类；0 为第一级' }),
  cat_ids: z.array(id('分类编号')).max(500),
});
/** POST /v1/operator/categories/delete: only a category without goods and subcategories. */
export const CategoryIdRequest = z.object({ cat_id: id('分类编号') });
export const AdminCategoryList = z.object({ list: z.array(AdminCategory) });

export const AdminBrand = z.object({ brand_id: z.number().int(), brand_name: z.string(), hidden: Flag, goods_count: z.number().int() });
export const ShipFromPlace = z.object({ send_address_id: z.number().int(), name: z.string() });
/** GET /v1/operator/brands: the brands, hidden ones too, and the ship-from places the editor offers. */
export const AdminBrandList = z.object({ list: z.array(AdminBrand), ship_from: z.array(ShipFromPlace) });
export const BrandCreateRequest = z.object({ brand_name: z.string().max(120).openapi({ description: '品牌名称（不超过 30 个字）' }) });
export const BrandUpdateRequest = z.object({
  brand_id: id('品牌编号'),
  brand_name: z.string().max(120).optional(),
  hidden: integer({ min: 0, max: 1 }).optional().openapi({ type: 'integer', description: '1 隐藏（新商品不可选），0 显示' }),
});

// ── The goods spreadsheet (export, then import the same file back) ──

/**
 * GET /v1/operator/goods/export answers the .xlsx file itself, not an envelope (the route documents it as a
 * file): one row per SKU, the columns of the domain's `GOODS_SHEET_HEADERS`.
 */
export const GoodsSheetFile = z.string().openapi({ type: 'string', format: 'binary', description: '商品表格（.xlsx）' });

/** POST /v1/operator/goods/import (multipart): the exported sheet, changed, under `file`. */
export const GoodsSheetImportRequest = z.object({
  file: filePart(GOODS_SHEET_FILE_INVALID).openapi({ type: 'string', format: 'binary', description: '导出的商品表格（.xlsx），改后上传' }),
});

const SheetGoodsFields = z.object({ name: z.string(), shortname: z.string(), cat_id: z.number().int(), is_sale: z.number().int() });
const SheetSkuFields = z.object({
  market_price: Yuan,
  grade_prices: z.record(z.string(), Yuan).openapi({ description: '会员等级价：{"2": "45.00"}；没有的等级按市场价' }),
  stock: z.number().int(),
  weight: z.number().int(),
});

/** What an import changed, goods by goods (the audit trail records the same): only what the sheet changed is listed. */
export const GoodsSheetImported = z.object({
  goods_changed: z.number().int().openapi({ description: '有改动的商品数' }),
  skus_changed: z.number().int().openapi({ description: '有改动的 SKU 数' }),
  changes: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string().openapi({ description: '导入后的商品名称' }),
      goods: z.object({ before: SheetGoodsFields, after: SheetGoodsFields }).nullable().openapi({ description: '商品本身的改动；null 为不变' }),
      skus: z.array(z.object({ sku_id: z.number().int(), spec: z.string(), before: SheetSkuFields, after: SheetSkuFields })),
    }),
  ),
});
export type GoodsSheetImported = z.infer<typeof GoodsSheetImported>;
