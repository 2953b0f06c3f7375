// Favourites: add, remove, list (storefront §7 /v1/collection/collect, /v1/collection/del).
import { Collected, FavouritePage, Uncollected } from '@garden/contract';
import { PAGE_SIZES } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { documentBody, integer, readInput } from '../../platform/validation';
import { idListParam, limitParam, pageParam, MAX_ID } from '../../platform/query-fields';
import { collectGoods, listFavourites, removeFavourites } from './favourites';

const collectFields = z.object({
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
const removeFields = z.object({
  sup_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(idListParam('商品编号，逗号分隔').unwrap().pipe(z.array(z.number()).min(1, '缺少参数 sup_id')))
    .openapi({ description: '商品编号，可逗号分隔多个' }),
});

export const collectionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/collection/collect',
      tags: ['收藏'],
      summary: '收藏商品（重复收藏不变）',
      middleware: [requireUser] as const,
      request: { body: documentBody(collectFields) },
      responses: envelopeResponses(Collected),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, collectFields);
      await collectGoods(db, user.id, input.sup_id, input.price, config.now());
      return respond(c, { is_collected: 1 as const }, '收藏成功');
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/v1/collection/del',
      tags: ['收藏'],
      summary: '取消收藏（只影响自己的收藏，重复取消不变）',
      middleware: [requireUser] as const,
      request: { body: documentBody(removeFields) },
      responses: envelopeResponses(Uncollected),
    }),
    async (c) => {
      const { db, user } = c.var;
      const input = await readInput(c, removeFields);
      const removed = await removeFavourites(db, user.id, input.sup_id);
      return respond(c, { is_collected: 0 as const, removed }, '已取消收藏');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/collection/lists',
      tags: ['收藏'],
      summary: '我的收藏（每页 10）',
      middleware: [requireUser] as const,
      request: { query: z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.favourites) }) },
      responses: envelopeResponses(FavouritePage),
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return respond(c, await listFavourites(c.var.db, c.var.user.id, page, limit));
    },
  );
