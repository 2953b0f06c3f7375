// The back office's storefront content (issue 31 "Storefront content and coupons"): the home page's carousel
// slides and themes as operators edit them. Their links are checked by the domain's `checkHomeLink`.
import * as domain from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { integer, MAX_ID, optionalSeconds, textField } from './fields';

const redirectType = () =>
  integer({ min: 0, max: 99 }).openapi({
    type: 'integer',
    description: '链接类型：1 商品 2 分类 3 活动页 4 商品列表 5 搜索 6 植物推荐 7 团购 8 桥接',
  });
const redirectId = () =>
  textField(domain.HOME_LINK_ID_INVALID).openapi({ type: 'string', description: '链接目标：编号、以逗号分隔的商品编号或搜索关键字' });
const sortOrder = () => integer({ min: 0, max: 9999 }).default(0).openapi({ type: 'integer', description: '排序（小的在前）' });

/** Goods as a back-office list names them: id and name. */
const NamedGoods = z.object({ goods_id: z.number().int(), goods_name: z.string() });

export const CarouselSlide = z.object({
  carousel_id: z.number().int(),
  carousel_name: z.string(),
  img_url: z.string(),
  redirect_type: z.number().int(),
  redirect_id: z.string(),
  sort_order: z.number().int(),
  show_from: z.number().int().nullable().openapi({ description: '开始显示（Unix 秒）；null 为即时' }),
  show_until: z.number().int().nullable().openapi({ description: '停止显示（Unix 秒，不含）；null 为一直显示' }),
});
export type CarouselSlide = z.infer<typeof CarouselSlide>;

export const ThemeInfo = z.object({
  theme_id: z.number().int(),
  theme_name: z.string(),
  redirect_type: z.number().int(),
  redirect_id: z.string(),
  sort_order: z.number().int(),
  goods: z.array(NamedGoods).openapi({ description: '专题的商品，按显示顺序（前两个大图）' }),
});
export type ThemeInfo = z.infer<typeof ThemeInfo>;

/** An activity page as the back office edits it: its banner, title, text and sections (subjects) of goods in order. */
export const ActivityInfo = z.object({
  ap_id: z.number().int(),
  title: z.string(),
  banner: z.string().openapi({ description: '横幅图片地址；空为无横幅（页面显示标题）' }),
  content: z.string().openapi({ description: '活动正文（清理后的富文本 HTML）；空为没有' }),
  sections: z.array(z.object({ subject_id: z.number().int(), title: z.string(), goods: z.array(NamedGoods) })),
});
export type ActivityInfo = z.infer<typeof ActivityInfo>;

/** GET /v1/operator/activities: every activity page, the newest first. */
export const ActivityList = z.object({ list: z.array(ActivityInfo) });
export type ActivityList = z.infer<typeof ActivityList>;

/** GET /v1/operator/home: the slides and themes in the home page's order. */
export const HomeContent = z.object({ carousel: z.array(CarouselSlide), themes: z.array(ThemeInfo) });
export type HomeContent = z.infer<typeof HomeContent>;

// ── Requests ──

/** POST /v1/operator/home/carousel/save: a new slide, or with `carousel_id` a change to one. */
export const CarouselSaveRequest = z.object({
  carousel_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '修改时给出；不给则新增' }),
  carousel_name: textField(domain.HOME_LINK_NAME_REQUIRED).openapi({ type: 'string', description: '标题（1–30 字）' }),
  img_url: textField(domain.HOME_PICTURE_INVALID).openapi({ type: 'string', description: '图片：上传接口答复的 /uploads/… 地址' }),
  redirect_type: redirectType(),
  redirect_id: redirectId(),
  sort_order: sortOrder(),
  show_from: optionalSeconds('开始显示（Unix 秒）；不给或 null 为即时，须早于 show_until'),
  show_until: optionalSeconds('停止显示（Unix 秒，不含）；不给或 null 为一直显示'),
});

/** POST /v1/operator/home/themes/save: a new theme, or with `theme_id` a change to one; its goods in order. */
export const ThemeSaveRequest = z.object({
  theme_id: integer({ min: 1 }).optional().openapi({ type: 'integer', description: '修改时给出；不给则新增' }),
  theme_name: textField(domain.HOME_LINK_NAME_REQUIRED).openapi({ type: 'string', description: '标题（1–30 字）' }),
  redirect_type: redirectType(),
  redirect_id: redirectId(),
  sort_order: sortOrder(),
  goods_ids: z
    .array(integer({ min: 1 }), { error: domain.THEME_GOODS_MISSING })
    .min(1, domain.THEME_GOODS_MISSING)
    .max(50)
    .openapi({ type: 'array', items: { type: 'integer' }, description: '商品编号，按显示顺序' }),
});

/** POST /v1/operator/home/carousel/delete. */
export const CarouselDeleteRequest = z.object({ carousel_id: integer({ min: 1 }).openapi({ type: 'integer', description: '轮播图编号' }) });

/** POST /v1/operator/home/themes/delete. */
export const ThemeDeleteRequest = z.object({ theme_id: integer({ min: 1 }).openapi({ type: 'integer', description: '专题编号' }) });

const goodsIds = () =>
  z
    .array(integer({ min: 1, max: MAX_ID }), { error: domain.ACTIVITY_SECTION_GOODS_MISSING })
    .min(1, domain.ACTIVITY_SECTION_GOODS_MISSING)
    .max(50)
    .openapi({ type: 'array', items: { type: 'integer' }, description: '商品编号，按显示顺序' });

/** POST /v1/operator/activities/save: a new activity page, or with `ap_id` a change to one; its sections in order. */
export const ActivitySaveRequest = z.object({
  ap_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '修改时给出；不给则新增' }),
  title: textField(domain.ACTIVITY_TITLE_REQUIRED).openapi({ type: 'string', description: '标题（1–30 字）' }),
  banner: z.string().max(300).default('').openapi({ description: '横幅：上传接口答复的 /uploads/… 地址，或空' }),
  content: z.string().max(20_000).optional().openapi({
    description:
      '活动正文（富文本 HTML，与商品描述同一白名单清理：图片只留本店 /media/、/uploads/ 的地址，去掉脚本、事件和样式）；不给则不变，新增时为空',
  }),
  sections: z
    .array(
      z.object({
        title: textField(domain.ACTIVITY_SECTION_TITLE_REQUIRED).openapi({ type: 'string', description: '版块标题（1–20 字）' }),
        goods_ids: goodsIds(),
      }),
      { error: domain.ACTIVITY_SECTIONS_MISSING },
    )
    .min(1, domain.ACTIVITY_SECTIONS_MISSING)
    .max(20)
    .openapi({ description: '版块，按显示顺序' }),
});

/** POST /v1/operator/activities/delete. */
export const ActivityDeleteRequest = z.object({ ap_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '活动页编号' }) });
