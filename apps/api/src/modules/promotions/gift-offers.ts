// Buy-N-get-a-gift promotions (shopping §3 `present`, §4 "Cart and checkout"): the running offers the
// goods of a cart or checkout qualify for, and the gifts lines bought together earn.
import { countGifts, formatYuan, fromFen, type GiftCountLine, type GiftPromotion } from '@garden/domain';
import { and, asc, eq, isNull, min, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { favActivities, favActivityGoods, goods, goodsSkus } from '../../db/schema/index';
import { preparedPer } from '../../platform/prepared';
import { activityRunsAt } from './running';

/** Buy-N-get-a-gift promotions are activities of this type (fav_activities.act_type). */
export const GIFT_ACTIVITY_TYPE = 4;

/** A running gift promotion with what its gift looks like in a `present` list. */
export interface GiftOffer extends GiftPromotion {
  gift: { goods_id: number; name: string; thumbnail: string; market_price: string };
}

/** Rows whose `column` is one of the ids in placeholder `name` (an array: one statement for any number). */
const oneOf = (column: PgColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::int[])`;

/**
 * The gift promotions that goods matching `goods` qualify for (listed without a promo price), by id, with
 * their time window; `runsNow` keeps those running at the `now` placeholder.
 */
function giftPromotionsWhere(goods: SQL | undefined, runsNow: boolean, name: string) {
  return preparedPer((db) =>
    db
      .selectDistinct({ fvId: favActivities.fvId, number: favActivities.number, begTime: favActivities.begTime, endTime: favActivities.endTime })
      .from(favActivities)
      .innerJoin(favActivityGoods, eq(favActivityGoods.fvId, favActivities.fvId))
      .where(
        and(
          eq(favActivities.actType, GIFT_ACTIVITY_TYPE),
          goods,
          isNull(favActivityGoods.promoPriceFen),
          runsNow ? activityRunsAt(sql.placeholder('now')) : undefined,
        ),
      )
      .orderBy(asc(favActivities.fvId))
      .prepare(name),
  );
}
const runningGiftPromotions = giftPromotionsWhere(oneOf(favActivityGoods.goodsId, 'goodsIds'), true, 'gift_promotions_running');
const everyGiftPromotion = giftPromotionsWhere(undefined, false, 'gift_promotions_every');

/** Every goods of the promotions, with its name and picture (the gift is the one at promo price 0). */
const giftPromotionGoods = preparedPer((db) =>
  db
    .select({
      fvId: favActivityGoods.fvId,
      goodsId: favActivityGoods.goodsId,
      promoPriceFen: favActivityGoods.promoPriceFen,
      name: goods.name,
      thumbnail: goods.thumbnail,
    })
    .from(favActivityGoods)
    .innerJoin(goods, eq(goods.goodsId, favActivityGoods.goodsId))
    .where(oneOf(favActivityGoods.fvId, 'fvIds'))
    .prepare('gift_promotion_goods'),
);

/** The lowest market price of each of the goods. */
const lowestMarketPrices = preparedPer((db) =>
  db
    .select({ goodsId: goodsSkus.goodsId, marketPriceFen: min(goodsSkus.marketPriceFen) })
    .from(goodsSkus)
    .where(oneOf(goodsSkus.goodsId, 'goodsIds'))
    .groupBy(goodsSkus.goodsId)
    .prepare('gift_lowest_market_prices'),
);

/**
 * The running buy-N-get-a-gift promotions (act_type 4, `number` = N) that any of `goodsIds` takes part
 * in. Their goods listed without a promo price qualify; the one listed at promo price 0 is the gift.
 */
export async function loadGiftOffers(db: Database, goodsIds: readonly number[], now: Date): Promise<GiftOffer[]> {
  if (goodsIds.length === 0) return [];
  return describeOffers(db, await runningGiftPromotions(db).execute({ goodsIds, now }));
}

/** A gift promotion with the window it runs in (both ends included, milliseconds since the epoch). */
export interface TimedGiftOffer extends GiftOffer {
  runs: { from: number; to: number };
}

/**
 * Every buy-N-get-a-gift promotion of the shop, running or not, as `loadGiftOffers` answers them, with their
 * windows: one list for any moment, which `giftOffersAt` narrows to a checkout's goods and time.
 */
export async function loadEveryGiftOffer(db: Database): Promise<TimedGiftOffer[]> {
  const promotions = await everyGiftPromotion(db).execute({});
  const runs = new Map(promotions.map(({ fvId, begTime, endTime }) => [fvId, { from: begTime.getTime(), to: endTime.getTime() }]));
  return (await describeOffers(db, promotions)).map((offer) => ({ ...offer, runs: runs.get(offer.id) as TimedGiftOffer['runs'] }));
}

/** The offers of `every` running at `now` that any of `goodsIds` qualifies for (as `loadGiftOffers` finds them). */
export function giftOffersAt(every: readonly TimedGiftOffer[], goodsIds: readonly number[], now: Date): GiftOffer[] {
  const wanted = new Set(goodsIds);
  const at = now.getTime();
  return every
    .filter(({ runs, goodsIds: members }) => runs.from <= at && at <= runs.to && members.some((id) => wanted.has(id)))
    .map(({ runs: _, ...offer }) => offer);
}

/** The offers of running promotions: their qualifying goods and their gift with its lowest market price. */
async function describeOffers(db: Database, running: readonly { fvId: number; number: number }[]): Promise<GiftOffer[]> {
  if (running.length === 0) return [];
  const members = await giftPromotionGoods(db).execute({ fvIds: running.map(({ fvId }) => fvId) });
  const gifts = members.filter((member) => member.promoPriceFen === 0);
  if (gifts.length === 0) return [];
  const prices = await lowestMarketPrices(db).execute({ goodsIds: gifts.map(({ goodsId }) => goodsId) });
  const marketPriceOf = new Map(prices.map(({ goodsId, marketPriceFen }) => [goodsId, marketPriceFen ?? 0]));
  return running.flatMap(({ fvId, number }) => {
    const gift = gifts.find((member) => member.fvId === fvId);
    if (!gift) return [];
    return [
      {
        id: fvId,
        buyNumber: number,
        goodsIds: members.filter((member) => member.fvId === fvId && member.promoPriceFen === null).map(({ goodsId }) => goodsId),
        giftGoodsId: gift.goodsId,
        gift: {
          goods_id: gift.goodsId,
          name: gift.name,
          thumbnail: gift.thumbnail,
          market_price: formatYuan(fromFen(marketPriceOf.get(gift.goodsId) ?? 0)),
        },
      },
    ];
  });
}

/** The gifts lines bought together earn (shopping §3 `present`), by the domain's `countGifts`. */
export function describePresent(lines: readonly GiftCountLine[], offers: readonly GiftOffer[]) {
  return countGifts(lines, offers).map((award) => {
    const { gift } = offers.find((offer) => offer.id === award.promotionId) as GiftOffer;
    return { ...gift, goods_attr: '', goods_number: award.giftNumber, goods_price: '0.00' };
  });
}
