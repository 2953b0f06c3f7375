// The demo shopper's past orders: one or more in every row of the order status table
// (shopping §4), deposit orders in each phase, the recycle bin, refunds and reviews. Each order goes
// through the services a real one does (placement, the sandbox gateway's signed notification, shipping,
// the shopper's actions, after-sales, reviews, the automatic cancel) at a `now` spread over the past
// year, so the rows, logs and ledgers look real, the list's time filters differ, and the audit finds no drift.
import { PAY_IDS } from '@garden/domain';
import { and, asc, eq, gt, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favActivities, favActivityGoods, goods, goodsDeliveries, goodsSkus, orderGoods, users } from '../db/schema/index';
import { sandboxCourier } from '../integrations/courier';
import { createSandboxGateway, sandboxTradeOf, type SandboxGateway } from '../integrations/payments-sandbox';
import { addAddress } from '../modules/account/index';
import { applyForAfterSales, decideAfterSales } from '../modules/after-sales/index';
import { addToCart } from '../modules/cart/index';
import { GIFT_ACTIVITY_TYPE } from '../modules/promotions/index';
import { loadCartDraft, loadDirectBuyDraft, type CheckoutChoices, type CheckoutDraft } from '../modules/checkout/index';
import { replyOfficially } from '../modules/reviews/index';
import { gradeOf } from '../modules/catalogue/index';
import { cancelOwnOrder, confirmOwnOrder, deleteOwnOrder, destroyOwnOrder, recoverOwnOrder } from '../modules/orders/index';
import { writeFirstReview, writeFollowUp } from '../modules/reviews/index';
import { shipOrder } from '../modules/orders/index';
import { placeOrders } from '../modules/checkout/index';
import { cancelExpiredOrders } from '../modules/orders/index';
import { payForOrder, receiveNotification } from '../modules/payments/index';
import { folderStorage } from '../platform/upload-storage';
import type { Random } from './random';

/** The tracking number of the demo shopper's return on its way back (README: parcel staff). */
export const DEMO_RETURN_TRACKING_NO = '773100200300';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Where the seeded orders go: 浙江省 › 杭州市 › 西湖区. */
const ADDRESS = { consignee: '花小园', tel: '13800138000', province: 33, city: 3301, district: 330106, address: '文三路 100 号 花园小区 2 幢' };

/** A goods the seed buys: its id, ship-from place and the spec of one SKU with stock. */
interface Buyable {
  goodsId: number;
  sendAddressId: number;
  attrIds: number[];
}

/** The services' view of the demo shopper. */
interface Shopper {
  id: number;
  grade: ReturnType<typeof gradeOf>;
}

/** Places, pays and moves along the demo shopper's orders; every step is a service call at its own time. */
function orderSteps(db: Database, gateway: SandboxGateway, dataDir: string, random: Random, shopper: Shopper) {
  const carriers = sandboxCourier.carriers();
  const invoiceNo = () => String(random.int(100_000_000, 999_999_999)) + String(random.int(1000, 9999));
  const recIdsOf = async (orderId: number) =>
    (await db.select({ recId: orderGoods.recId }).from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(asc(orderGoods.recId))).map(
      (line) => line.recId,
    );

  /** Places a draft as the order page does with no coupons chosen (the demo shopper keeps hers to try). */
  async function place(draft: CheckoutDraft, at: Date, cartItemIds?: number[]): Promise<number> {
    const none = Object.fromEntries(draft.orders.map((order) => [order.devideItem, null]));
    const choices: CheckoutChoices = { isBlack: false, bonusIds: none, bonusShipIds: none };
    const placed = await placeOrders(db, { userId: shopper.id, draft, choices, messages: {}, useBalance: false, cartItemIds, now: at });
    return placed.order_id;
  }

  return {
    recIdsOf,
    /** A direct buy (`once=1`) of one goods. */
    buy: async (item: Buyable, at: Date, number = 1) =>
      place(await loadDirectBuyDraft(db, shopper, { goodsId: item.goodsId, number, attrIds: item.attrIds }, at), at),
    /** A cart checkout of goods from one ship-from place, so they make one order of several lines. */
    async buyTogether(items: readonly Buyable[], at: Date): Promise<number> {
      for (const item of items)
        await addToCart(db, shopper.id, { goodsId: item.goodsId, number: '1', attrIds: item.attrIds, deliveryId: 0, isAdd: true }, at);
      const { draft, itemIds } = await loadCartDraft(db, shopper, { devideItems: [String(items[0]?.sendAddressId)] }, at);
      return place(draft, at, itemIds);
    },
    /** Pays what is due now by WeChat Pay: the payment opened as the cashier does, then the gateway's signed notification. */
    async pay(orderId: number, at: Date): Promise<void> {
      const paying = await payForOrder(db, gateway, { userId: shopper.id, orderId, payId: PAY_IDS.wechat, now: at });
      const notice = await gateway.signNotice('wxpay', sandboxTradeOf(paying.sign), paying.amount);
      await receiveNotification(db, gateway, 'wxpay', notice.body, notice.headers, new Date(at.getTime() + MINUTE));
    },
    ship: (orderId: number, at: Date, recIds?: number[]) =>
      shipOrder(db, { orderId, recIds, logisticsName: random.pick(carriers).shippingName, invoiceNo: invoiceNo(), now: at }),
    confirm: (orderId: number, at: Date) => confirmOwnOrder(db, shopper.id, orderId, at),
    cancel: (orderId: number, at: Date) => cancelOwnOrder(db, shopper.id, orderId, at),
    delete: (orderId: number, at: Date) => deleteOwnOrder(db, shopper.id, orderId, at),
    recover: (orderId: number, at: Date) => recoverOwnOrder(db, shopper.id, orderId, at),
    destroy: (orderId: number, at: Date) => destroyOwnOrder(db, shopper.id, orderId, at),
    /** Asks for the whole order back: refund only before shipping, return and refund after (by `trackingNumber`, else a random one). */
    async applyAfterSales(orderId: number, refundType: 1 | 2, at: Date, trackingNumber?: string): Promise<number> {
      const recIds = await recIdsOf(orderId);
      const carrier = random.pick(carriers);
      const applied = await applyForAfterSales(db, {
        userId: shopper.id,
        orderId,
        goods: recIds.map((recId) => ({ recId, number: 1 })),
        refundType,
        reasonType: refundType === 1 ? 7 : 2,
        goodsStatus: refundType === 1 ? 0 : 1,
        shippingId: refundType === 2 ? carrier.shippingId : null,
        trackingNumber: refundType === 2 ? (trackingNumber ?? invoiceNo()) : '',
        description: refundType === 1 ? '买重复了，还没发货的话麻烦退款' : '收到时花盆碎了一角，已拍照，寄回换退款',
        image: null,
        carriers,
        uploads: folderStorage(dataDir),
        now: at,
      });
      return applied.refundId;
    },
    approveAfterSales: (refundId: number, at: Date) => decideAfterSales(db, gateway, { refundId, approve: true, now: at }),
    /** The first review of every line; answers the first line's review id, for the shop's reply. */
    async review(orderId: number, comment: string, remark: number, at: Date): Promise<number> {
      const entries = (await recIdsOf(orderId)).map((recId) => ({ recId, comment, remark, pics: [] }));
      return nth((await writeFirstReview(db, { userId: shopper.id, orderId, entries, now: at })).g_comment_ids, 0, 'review written');
    },
    async followUp(orderId: number, comment: string, at: Date): Promise<void> {
      const entries = (await recIdsOf(orderId)).map((recId) => ({ recId, comment, pics: [] }));
      await writeFollowUp(db, { userId: shopper.id, orderId, entries, now: at });
    },
    reply: (gCommentId: number, content: string, at: Date) => replyOfficially(db, { gCommentId, content, now: at }),
    /** The automatic cancel job's run at `at`. */
    closeExpired: (at: Date) => cancelExpiredOrders(db, at),
  };
}

/**
 * Ordinary goods the seed can buy one of at the demo address: on sale, no deposit, pre-sale date or
 * quantity rule, sent to Hangzhou, a SKU with stock. `deposit` picks deposit goods instead: on deposit
 * sale at `placedAt`, with the balance window starting after `from` and by `to`.
 */
async function findBuyable(db: Database, deposit?: { placedAt: Date; from: Date; to: Date }): Promise<Buyable[]> {
  const rows = await db
    .select({ goodsId: goods.goodsId, sendAddressId: goods.sendAddressId, attrKey: goodsSkus.attrKey })
    .from(goods)
    .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.goodsId))
    .where(
      and(
        eq(goods.isSale, 1),
        eq(goods.forward, false),
        eq(goods.startNum, 1),
        eq(goods.nbei, 1),
        sql`cardinality(${goods.blockedRegionIds}) = 0`,
        gte(goodsSkus.stock, 10),
        notExists(db.select({ id: goodsDeliveries.deliveryId }).from(goodsDeliveries).where(eq(goodsDeliveries.goodsId, goods.goodsId))),
        deposit
          ? and(
              eq(goods.isDeposit, true),
              lte(goods.djBegTime, deposit.placedAt),
              gt(goods.djEndTime, deposit.placedAt),
              gt(goods.djPayBegTime, deposit.from),
              lte(goods.djPayBegTime, deposit.to),
            )
          : eq(goods.isDeposit, false),
      ),
    )
    .orderBy(asc(goods.goodsId), asc(goodsSkus.skuId));
  const firstSku = new Map<number, Buyable>();
  for (const row of rows) {
    if (!firstSku.has(row.goodsId))
      firstSku.set(row.goodsId, {
        goodsId: row.goodsId,
        sendAddressId: row.sendAddressId,
        attrIds: row.attrKey.split(',').filter(Boolean).map(Number),
      });
  }
  return [...firstSku.values()];
}

/** Those of `buyable` that count towards a buy-N-get-a-gift promotion (build-marketing: 花盆, N = 2). */
async function findGiftEarning(db: Database, buyable: readonly Buyable[]): Promise<Buyable[]> {
  const rows = await db
    .select({ goodsId: favActivityGoods.goodsId })
    .from(favActivityGoods)
    .innerJoin(favActivities, eq(favActivities.fvId, favActivityGoods.fvId))
    .where(and(eq(favActivities.actType, GIFT_ACTIVITY_TYPE), eq(favActivities.number, 2), isNull(favActivityGoods.promoPriceFen)));
  const earning = new Set(rows.map((row) => row.goodsId));
  return buyable.filter((item) => earning.has(item.goodsId));
}

/** Takes a list's element or fails the seed, naming what is missing (the demo catalogue always has it). */
function nth<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the demo catalogue has no ${what}`);
  return item;
}

/**
 * Builds the demo shopper's orders, oldest first. Runs after the catalogue, the accounts and their cards
 * and coupons are committed (the services open their own transactions).
 */
export async function buildOrders(db: Database, random: Random, input: { shopperId: number; dataDir: string; now: Date }): Promise<void> {
  const now = input.now.getTime();
  /** `days` before the seed time, plus `minutes`. */
  const ago = (days: number, minutes = 0) => new Date(now - days * DAY + minutes * MINUTE);
  const [user] = await db.select().from(users).where(eq(users.id, input.shopperId));
  const shopper = { id: input.shopperId, grade: gradeOf(user) };
  await addAddress(db, shopper.id, ADDRESS, true, ago(365));
  const step = orderSteps(db, createSandboxGateway(db), input.dataDir, random, shopper);

  const ordinary = await findBuyable(db);
  // Deposit goods by where their balance window is now: ahead, open, over (build-catalogue's depositWindow),
  // each on deposit sale when its order below is placed.
  const depositAhead = await findBuyable(db, { placedAt: ago(3), from: input.now, to: ago(-60) /* 60 days ahead */ });
  const depositOpen = await findBuyable(db, { placedAt: ago(15), from: ago(10), to: input.now });
  const depositOver = await findBuyable(db, { placedAt: ago(30), from: ago(60), to: ago(10) });
  const pick = (index: number) => nth(ordinary, index * 7, 'ordinary goods');
  // Two goods from one ship-from place, bought together so one parcel can leave before the other.
  const sameShipFrom = ordinary.filter((item) => item.sendAddressId === ordinary[0]?.sendAddressId);
  const pair = [nth(sameShipFrom, 3, 'pair of goods'), nth(sameShipFrom, 4, 'pair of goods')];

  // 7, reviewed and followed up, with the shop's reply.
  const followedUp = await step.buy(pick(0), ago(330));
  await step.pay(followedUp, ago(330, 5));
  await step.ship(followedUp, ago(329));
  await step.confirm(followedUp, ago(325));
  const firstReview = await step.review(followedUp, '苗子很壮实，包装用心，到手就种下了，已经冒新芽。', 5, ago(324));
  await step.reply(firstReview, '谢谢花友的认可！记得见干见湿，期待看到开花的照片～', ago(323));
  await step.followUp(followedUp, '追评：养了一个月，长势很好，已经开了第一朵花。', ago(295));

  // Deleted for good after a cancel: kept for the books as is_delete 3, gone for the shopper.
  const destroyed = await step.buy(pick(1), ago(250));
  await step.cancel(destroyed, ago(250, 10));
  await step.delete(destroyed, ago(250, 11));
  await step.destroy(destroyed, ago(249));

  // 7, reviewed (the follow-up still open), with the shop's reply.
  const reviewed = await step.buy(pick(2), ago(200), 2);
  await step.pay(reviewed, ago(200, 3));
  await step.ship(reviewed, ago(199));
  await step.confirm(reviewed, ago(196));
  const review = await step.review(reviewed, '颜色和图片一样，质量不错，就是快递慢了一点。', 4, ago(195));
  await step.reply(review, '抱歉让您久等了，我们已经和快递沟通，后续会优先发顺丰。', ago(194));

  // The recycle bin: a complete order the shopper deleted.
  const binned = await step.buy(pick(3), ago(150));
  await step.pay(binned, ago(150, 2));
  await step.ship(binned, ago(149));
  await step.confirm(binned, ago(146));
  await step.delete(binned, ago(100));

  // 6, after-sales complete: returned after delivery and refunded to WeChat Pay.
  const refunded = await step.buy(pick(4), ago(120));
  await step.pay(refunded, ago(120, 4));
  await step.ship(refunded, ago(119));
  const refundId = await step.applyAfterSales(refunded, 2, ago(116));
  await step.approveAfterSales(refundId, ago(114));

  // 7, not reviewed yet; it spent a day in the bin and was restored.
  const restored = await step.buy(pick(5), ago(60));
  await step.pay(restored, ago(60, 6));
  await step.ship(restored, ago(59));
  await step.confirm(restored, ago(55));
  await step.delete(restored, ago(50));
  await step.recover(restored, ago(49));

  // 9, balance window over: the deposit was paid during the deposit sale, the balance never was.
  const depositMissed = await step.buy(nth(depositOver, 0, 'deposit goods with the balance window over'), ago(30));
  await step.pay(depositMissed, ago(30, 2));

  // 4, shipped and on its way.
  const shipped = await step.buy(pick(6), ago(25));
  await step.pay(shipped, ago(25, 3));
  await step.ship(shipped, ago(23));

  // 0 closed: never paid, closed by the automatic cancel after its hour.
  await step.buy(pick(7), ago(20));
  await step.closeExpired(ago(20, 61));

  // 9, balance window open now.
  const depositDue = await step.buy(nth(depositOpen, 0, 'deposit goods with the balance window open'), ago(15));
  await step.pay(depositDue, ago(15, 4));

  // 5, after-sales in progress: a refund asked before shipping, not decided yet.
  const refunding = await step.buy(pick(8), ago(10));
  await step.pay(refunding, ago(10, 2));
  await step.applyAfterSales(refunding, 1, ago(9));

  // 3, partly shipped: one of two lines has left.
  const partly = await step.buyTogether(pair, ago(5));
  await step.pay(partly, ago(5, 2));
  await step.ship(partly, ago(4), (await step.recIdsOf(partly)).slice(0, 1));

  // 9, balance window ahead: the deposit is paid, the balance waits for its window.
  const depositWaiting = await step.buy(nth(depositAhead, 0, 'deposit goods with the balance window ahead'), ago(3));
  await step.pay(depositWaiting, ago(3, 5));

  // 1, paid and waiting for the warehouse: two pieces of the buy-2 promotion's goods, so it earned a gift.
  const giftEarning = await findGiftEarning(db, ordinary);
  const paid = await step.buy(nth(giftEarning, 0, 'goods of the buy-N-get-a-gift promotion'), ago(2), 2);
  await step.pay(paid, ago(2, 1));

  // 6, after-sales in progress: a return on its way back under a known tracking number, for the parcel
  // staff to record at /parcelBack (README; it then shows as 已收到退货 in `garden refunds list`).
  const returning = await step.buy(pick(11), ago(12));
  await step.pay(returning, ago(12, 2));
  await step.ship(returning, ago(11));
  await step.applyAfterSales(returning, 2, ago(8), DEMO_RETURN_TRACKING_NO);

  // Placed at the seed time, so their hour-long countdowns run: 0 pending payment, 9 deposit unpaid.
  await step.buy(pick(10), input.now);
  await step.buy(nth(depositAhead, 1, 'second deposit goods with the balance window ahead'), input.now);
}
