// Favourites: add, remove, list (storefront §7 /v1/collection/collect, /v1/collection/del).
import { FAVOURITE_ADDED, FAVOURITE_REMOVED } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { collectGoods, listFavourites, removeFavourites } from './favourites';

const shopper = { tags: ['收藏'], middleware: [requireUser] as const };

export const collectionRoutes = endpointRouter(
  endpoint('collectFavourite', {
    ...shopper,
    summary: '收藏商品（重复收藏不变）',
    async handle({ db, user, input, now }) {
      await collectGoods(db, user.id, input.sup_id, input.price, now);
      return withMessage({ is_collected: 1 as const }, FAVOURITE_ADDED);
    },
  }),
  endpoint('removeFavourites', {
    ...shopper,
    summary: '取消收藏（只影响自己的收藏，重复取消不变）',
    async handle({ db, user, input }) {
      const removed = await removeFavourites(db, user.id, input.sup_id);
      return withMessage({ is_collected: 0 as const, removed }, FAVOURITE_REMOVED);
    },
  }),
  endpoint('listFavourites', {
    ...shopper,
    summary: '我的收藏（每页 10）',
    handle: async ({ db, user, input }) => listFavourites(db, user.id, input.page, input.limit),
  }),
);
