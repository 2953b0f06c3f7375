// Favourites (storefront §4 "Favourite toggle"; shopping §3 "Favourite").
import { formatYuan, fromFen, toFen, GOODS_NOT_FOUND } from '@garden/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { favourites, goods } from '../../db/schema/index';
import { notFound } from '../../platform/api-error';

/** Adds goods to a shopper's favourites; adding again changes nothing. */
export async function collectGoods(db: Database, userId: number, goodsId: number, price: string | undefined, now: Date): Promise<void> {
  const [row] = await db.select({ id: goods.goodsId, priceFen: goods.sortPriceFen }).from(goods).where(eq(goods.goodsId, goodsId));
  if (!row) throw notFound(GOODS_NOT_FOUND);
  await db
    .insert(favourites)
    .values({ userId, goodsId, priceFen: price === undefined ? row.priceFen : toFen(price), addTime: now })
    .onConflictDoNothing();
}

/** Removes goods from a shopper's favourites (only their own rows); removing again changes nothing. */
export async function removeFavourites(db: Database, userId: number, goodsIds: readonly number[]): Promise<number> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.goodsId, [...goodsIds])))
    .returning({ goodsId: favourites.goodsId });
  return removed.length;
}

/** One page of a shopper's favourites, newest first. */
export async function listFavourites(db: Database, userId: number, page: number, limit: number) {
  const mine = eq(favourites.userId, userId);
  const { rows, total } = await readPage(
    db,
    db.select({ favourite: favourites, goods }).from(favourites).innerJoin(goods, eq(goods.goodsId, favourites.goodsId)).where(mine),
    { orderBy: [desc(favourites.addTime), desc(favourites.goodsId)], page, limit },
  );
  return {
    list: rows.map((r) => ({
      shp_id: r.goods.goodsId,
      thumbnail: r.goods.thumbnail,
      name: r.goods.name,
      market_price: formatYuan(fromFen(r.goods.sortPriceFen)),
      start_price: formatYuan(fromFen(r.favourite.priceFen)),
      category: r.goods.catId,
    })),
    total,
  };
}
