// Favourites: add, remove, list (storefront §7 /v1/collection/collect, /v1/collection/del).
import { FAVOURITE_ADDED, FAVOURITE_REMOVED } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { collectGoods, listFavourites, removeFavourites } from './favourites';

export const collectionRoutes = createRouter()
  .openapi(bodyRoute('collectFavourite', { tags: ['收藏'], summary: '收藏商品（重复收藏不变）', middleware: [requireUser] as const }), async (c) => {
    const { db, config, user } = c.var;
    const input = await readRequest(c, 'collectFavourite');
    await collectGoods(db, user.id, input.sup_id, input.price, config.now());
    return respond(c, { is_collected: 1 as const }, FAVOURITE_ADDED);
  })
  .openapi(
    bodyRoute('removeFavourites', {
      tags: ['收藏'],
      summary: '取消收藏（只影响自己的收藏，重复取消不变）',
      middleware: [requireUser] as const,
    }),
    async (c) => {
      const { db, user } = c.var;
      const input = await readRequest(c, 'removeFavourites');
      const removed = await removeFavourites(db, user.id, input.sup_id);
      return respond(c, { is_collected: 0 as const, removed }, FAVOURITE_REMOVED);
    },
  )
  .openapi(queryRoute('listFavourites', { tags: ['收藏'], summary: '我的收藏（每页 10）', middleware: [requireUser] as const }), async (c) => {
    const { page, limit } = c.req.valid('query');
    return respond(c, await listFavourites(c.var.db, c.var.user.id, page, limit));
  });
