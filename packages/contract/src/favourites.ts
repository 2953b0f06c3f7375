// Favourites (storefront §7 /v1/collection/*, shopping §3 "Favourite").
import { PAGE_SIZES } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { idListParam, integer, limitParam, MAX_ID, pageParam } from './fields';

/** POST /v1/collection/collect. */
export const CollectRequest = z.object({
  sup_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '商品编号（gshp_id）' }),
  price: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, '价格格式不正确'),
    )
    .optional()
    .openapi({ description: '收藏时的价格（元），不传取商品最低价' }),
});

/** DELETE /v1/collection/del. */
export const UncollectRequest = z.object({
  sup_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(idListParam('商品编号，逗号分隔').unwrap().pipe(z.array(z.number()).min(1, '缺少参数 sup_id')))
    .openapi({ description: '商品编号，可逗号分隔多个' }),
});

/** GET /v1/collection/lists. */
export const FavouritePageRequest = z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.favourites) });

export const Collected = z.object({ is_collected: z.literal(1) });
export type Collected = z.infer<typeof Collected>;

export const Uncollected = z.object({ is_collected: z.literal(0), removed: z.number().int() });
export type Uncollected = z.infer<typeof Uncollected>;

export const Favourite = z.object({
  shp_id: z.number().int(),
  thumbnail: z.string(),
  name: z.string(),
  market_price: z.string(),
  start_price: z.string(),
  category: z.number().int(),
});
export type Favourite = z.infer<typeof Favourite>;

/** GET /v1/collection/lists. */
export const FavouritePage = z.object({ list: z.array(Favourite), total: z.number().int() });
export type FavouritePage = z.infer<typeof FavouritePage>;
