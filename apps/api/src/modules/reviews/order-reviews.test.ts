import {
  COMMENT_TEXT_REQUIRED,
  FOLLOW_UP_BEFORE_REVIEW,
  FOLLOW_UP_TEXT_REQUIRED,
  ORDER_ALREADY_FOLLOWED_UP,
  ORDER_ALREADY_REVIEWED,
  REVIEW_GOODS_INVALID,
  REVIEW_GOODS_MISSING,
  REVIEW_ORDER_NOT_COMPLETE,
  REVIEW_TEXT_TOO_LONG,
  TOO_MANY_IMAGES,
  ORDER_NOT_FOUND,
  REVIEW_IMAGE_INVALID,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderGoods, orders, reviews } from '../../db/schema/index';
import { replyOfficially } from './comments';
import { shipOrder } from '../orders/index';
import { createBuyer } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { placeTestOrder } from '../../test/order-factories';

interface ReviewLine {
  goods_id: number;
  rec_id: number;
  goods_attr: string;
  is_comment: number;
  review: { comment_rank: number; content: string; imgs: string[]; follow: { content: string; imgs: string[] } | null } | null;
}
interface ReviewInfo {
  order_id: number;
  o_status: number;
  is_comment: number;
  is_twice: number;
  exist_real_goods: ReviewLine[];
}
interface PendingOrder {
  order_id: number;
  is_comment: number;
  is_twice: number;
  goods_list: { rec_id: number }[];
}
interface MyReviews<T> {
  status: number;
  list: T[];
  total: number;
  counts: { pending: number; published: number };
}
interface PublishedReview {
  g_comment_id: number;
  order_id: number | null;
  nick: string;
  comment_rank: number;
  content: string;
  imgs: string[];
  follow: { content: string } | null;
  children: { nick: string; is_official: number; content: string }[];
  can_follow_up: number;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const ctx = useSeededContext();
let key: string;
let otherKey: string;
beforeAll(async () => {
  key = (await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000, nick: '爱种花的林师傅啊' })).key;
  otherKey = (await createBuyer(ctx.db, ctx.config)).key;
});

/** A paid order of `lines` fresh goods, shipped by the operator's service and received by the shopper: o_status 7. */
async function completeOrder(lines = 1, as = key) {
  const placed = await placeTestOrder(ctx, as, { lines: Array.from({ length: lines }, () => ({})), paid: true });
  await shipOrder(ctx.db, { orderId: placed.orderId, logisticsName: '顺丰速运', invoiceNo: '1234567890', now: ctx.clock.now() });
  const confirmed = await call(ctx.app, 'PUT', '/v1/order/confirm', { key: as, json: { order_id: placed.orderId } });
  if (confirmed.body.code !== 200) throw new Error(`confirming failed: ${confirmed.body.msg}`);
  return placed;
}

async function upload(count: number): Promise<string[]> {
  const files = Array.from({ length: count }, () => new File([PNG], 'photo.png', { type: 'image/png' }));
  const { body } = await call<{ img_arr: string[] }>(ctx.app, 'POST', '/v1/upload', { key, form: { prefix: 'pc', 'img[]': files } });
  return body.data.img_arr;
}

const review = (path: '/v2/order/comment' | '/v2/order/pluscomment', orderId: number, entries: unknown[], as = key) =>
  call<{ order_id: number; g_comment_ids?: number[] }>(ctx.app, 'POST', path, {
    key: as,
    json: { order_id: orderId, order_comment: JSON.stringify(entries) },
  });
const info = (orderId: number, as = key) => call<ReviewInfo>(ctx.app, 'GET', '/v2/order/comment_info', { key: as, query: { order_id: orderId } });
const orderOf = async (orderId: number) => (await ctx.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const reviewsOf = (orderId: number) => ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId)).orderBy(reviews.recId);

describe('first review and follow-up of a complete order', () => {
  it('writes a review per goods (stars default 5, emoji encoded, pictures), shows it on the product page, then one follow-up', async () => {
    const { orderId, recIds } = await completeOrder(2);
    const [first, second] = recIds as [number, number];
    const before = await info(orderId);
    expect(before.body.data).toMatchObject({ order_id: orderId, o_status: 7, is_comment: 0, is_twice: 0 });
    expect(before.body.data.exist_real_goods.map((line) => [line.rec_id, line.is_comment, line.review])).toEqual([
      [first, 0, null],
      [second, 0, null],
    ]);

    const pics = await upload(2);
    const written = await review('/v2/order/comment', orderId, [
      { good_id: 999, rec_id: first, comment: '开得很好🌹 & 包装仔细', remark: 4, pics, goods_attr: '伪造', sup_id: 1, is_show: 1 },
      { rec_id: second, comment: '不错', pics: [] },
    ]);
    expect(written.body).toMatchObject({ code: 200, msg: '评价成功', data: { order_id: orderId } });
    expect(written.body.data.g_comment_ids).toHaveLength(2);

    // Goods and attributes come from the order's lines, whatever the page sent.
    const lines = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(orderGoods.recId);
    const stored = await reviewsOf(orderId);
    expect(stored.map((row) => [row.recId, row.goodsId, row.goodsAttr, row.commentRank, row.content, row.imgs])).toEqual([
      [first, lines[0]?.goodsId, lines[0]?.goodsAttr, 4, '开得很好&#x1F339; &amp; 包装仔细', pics],
      [second, lines[1]?.goodsId, lines[1]?.goodsAttr, 5, '不错', []],
    ]);
    expect(lines.map((line) => line.isComment)).toEqual([1, 1]);
    const reviewedGoods = lines[0]?.goodsId as number;
    expect(await orderOf(orderId)).toMatchObject({ isComment: 1, isTwice: 0 });

    const onPage = await call<{ list: PublishedReview[] }>(ctx.app, 'GET', '/v2/comment/lists', { query: { gshp_id: reviewedGoods } });
    expect(onPage.body.data.list).toEqual([
      expect.objectContaining({
        nick: '爱种花**师傅啊',
        comment_rank: 4,
        content: '开得很好🌹 & 包装仔细',
        imgs: pics,
        follow: null,
        order_id: orderId,
      }),
    ]);

    const again = await review('/v2/order/comment', orderId, [
      { rec_id: first, comment: '再评一次' },
      { rec_id: second, comment: '再评一次' },
    ]);
    expect(again.body).toMatchObject({ code: 400, msg: ORDER_ALREADY_REVIEWED });

    const blank = await review('/v2/order/pluscomment', orderId, [
      { rec_id: first, comment: '  ' },
      { rec_id: second, comment: '追评' },
    ]);
    expect(blank.body).toMatchObject({ code: 400, msg: FOLLOW_UP_TEXT_REQUIRED });
    const followPics = await upload(1);
    const followed = await review('/v2/order/pluscomment', orderId, [
      { rec_id: first, comment: '一个月后又开了一茬🌸', remark: 1, pics: followPics },
      { rec_id: second, comment: '长势稳定' },
    ]);
    expect(followed.body).toMatchObject({ code: 200, msg: '追评成功' });
    expect((await reviewsOf(orderId)).map((row) => [row.commentRank, row.followContent, row.followImgs, row.followTime])).toEqual([
      [4, '一个月后又开了一茬&#x1F338;', followPics, ctx.clock.now()],
      [5, '长势稳定', [], ctx.clock.now()],
    ]);
    expect(await orderOf(orderId)).toMatchObject({ isComment: 1, isTwice: 1 });
    // Both reviews written: the order pages offer no review action any more.
    const detail = await call<{ view: { actions: string[] } }>(ctx.app, 'GET', '/v1/order/detail', { key, query: { order_id: orderId } });
    expect(detail.body.data.view.actions).not.toContain('followUpReview');
    const after = await info(orderId);
    expect(after.body.data.exist_real_goods.map((line) => [line.is_comment, line.review?.follow?.content])).toEqual([
      [2, '一个月后又开了一茬🌸'],
      [2, '长势稳定'],
    ]);
    const onPageAfter = await call<{ list: PublishedReview[] }>(ctx.app, 'GET', '/v2/comment/lists', { query: { gshp_id: reviewedGoods } });
    expect(onPageAfter.body.data.list[0]?.follow).toMatchObject({ content: '一个月后又开了一茬🌸' });

    const twice = await review('/v2/order/pluscomment', orderId, [
      { rec_id: first, comment: '第三次' },
      { rec_id: second, comment: '第三次' },
    ]);
    expect(twice.body).toMatchObject({ code: 400, msg: ORDER_ALREADY_FOLLOWED_UP });
  });

  it('takes order_comment as JSON text in a form, the way the spec’s web posts it', async () => {
    const { orderId, recIds } = await completeOrder();
    const entries = JSON.stringify([{ rec_id: recIds[0], comment: '表单提交', remark: '3' }]);
    const { body } = await call(ctx.app, 'POST', '/v2/order/comment', { key, form: { order_id: String(orderId), order_comment: entries } });
    expect(body).toMatchObject({ code: 200 });
    expect((await reviewsOf(orderId))[0]).toMatchObject({ content: '表单提交', commentRank: 3 });
  });

  it('lets one of two racing first reviews through', async () => {
    const { orderId, recIds } = await completeOrder();
    const entries = [{ rec_id: recIds[0], comment: '同时提交' }];
    const results = await Promise.all([review('/v2/order/comment', orderId, entries), review('/v2/order/comment', orderId, entries)]);
    expect(results.map((result) => result.body.code).sort()).toEqual([200, 400]);
    expect(await reviewsOf(orderId)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses bad submissions with the domain’s texts and writes nothing', async () => {
    const { orderId, recIds } = await completeOrder(2);
    const [first, second] = recIds as [number, number];
    const other = await completeOrder();
    const nine = await upload(9);
    const cases: [unknown[], string][] = [
      [
        [
          { rec_id: first, comment: '' },
          { rec_id: second, comment: '好' },
        ],
        COMMENT_TEXT_REQUIRED,
      ],
      [
        [
          { rec_id: first, comment: '好'.repeat(301) },
          { rec_id: second, comment: '好' },
        ],
        REVIEW_TEXT_TOO_LONG,
      ],
      [
        [
          { rec_id: first, comment: '好', pics: [...nine, nine[0]] },
          { rec_id: second, comment: '好' },
        ],
        TOO_MANY_IMAGES,
      ],
      [
        [
          { rec_id: first, comment: '好', pics: ['https://evil.example/x.png'] },
          { rec_id: second, comment: '好' },
        ],
        REVIEW_IMAGE_INVALID,
      ],
      [
        [
          { rec_id: first, comment: '好' },
          { rec_id: other.recIds[0], comment: '好' },
        ],
        REVIEW_GOODS_INVALID,
      ],
      [
        [
          { rec_id: first, comment: '好' },
          { rec_id: first, comment: '好' },
        ],
        REVIEW_GOODS_INVALID,
      ],
      [[{ rec_id: first, comment: '好' }], REVIEW_GOODS_MISSING],
    ];
    for (const [entries, msg] of cases) {
      expect((await review('/v2/order/comment', orderId, entries)).body, msg).toMatchObject({ code: 400, msg });
    }
    const junk = await call(ctx.app, 'POST', '/v2/order/comment', { key, form: { order_id: String(orderId), order_comment: '[{' } });
    expect(junk.body.code).toBe(400);
    expect(await reviewsOf(orderId)).toEqual([]);
    expect(await orderOf(orderId)).toMatchObject({ isComment: 0, isTwice: 0 });

    // 300 characters, an emoji counting as one, are fine; 9 pictures too.
    const fits = await review('/v2/order/comment', orderId, [
      { rec_id: first, comment: `${'好'.repeat(299)}🌹`, pics: nine },
      { rec_id: second, comment: '好' },
    ]);
    expect(fits.body.code).toBe(200);
  });

  it('refuses orders that are not complete, follow-ups first, and another shopper’s order', async () => {
    const paid = await placeTestOrder(ctx, key, { paid: true });
    const entries = [{ rec_id: paid.recIds[0], comment: '还没收到' }];
    expect((await review('/v2/order/comment', paid.orderId, entries)).body).toMatchObject({ code: 400, msg: REVIEW_ORDER_NOT_COMPLETE });

    const { orderId, recIds } = await completeOrder();
    const mine = [{ rec_id: recIds[0], comment: '好' }];
    expect((await review('/v2/order/pluscomment', orderId, mine)).body).toMatchObject({ code: 400, msg: FOLLOW_UP_BEFORE_REVIEW });
    expect((await review('/v2/order/comment', orderId, mine, otherKey)).body).toMatchObject({ code: 404, msg: ORDER_NOT_FOUND });
    expect((await info(orderId, otherKey)).body).toMatchObject({ code: 404, msg: ORDER_NOT_FOUND });
    expect((await call(ctx.app, 'GET', '/v2/order/comment_success', { key: otherKey, query: { order_id: orderId } })).body.code).toBe(404);
    expect((await call(ctx.app, 'POST', '/v2/order/comment', { json: { order_id: orderId, order_comment: JSON.stringify(mine) } })).body.code).toBe(
      2001,
    );
    expect(await reviewsOf(orderId)).toEqual([]);
    expect(await reviewsOf(paid.orderId)).toEqual([]);
  });
});

describe('my reviews and the success page', () => {
  it('lists orders pending a review or follow-up (1000) and published reviews with official replies (999)', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000_000 });
    const reviewed = await completeOrder(1, buyer.key);
    const pending = await completeOrder(2, buyer.key);
    const followedUp = await completeOrder(1, buyer.key);
    for (const order of [reviewed, followedUp]) {
      expect((await review('/v2/order/comment', order.orderId, [{ rec_id: order.recIds[0], comment: '好看' }], buyer.key)).body.code).toBe(200);
    }
    expect(
      (await review('/v2/order/pluscomment', followedUp.orderId, [{ rec_id: followedUp.recIds[0], comment: '追评' }], buyer.key)).body.code,
    ).toBe(200);

    const tab = <T>(status: number, query: Record<string, number> = {}) =>
      call<MyReviews<T>>(ctx.app, 'GET', '/v2/order/my_comments', { key: buyer.key, query: { status, ...query } });
    const orders1000 = await tab<PendingOrder>(1000);
    expect(orders1000.body.data.counts).toEqual({ pending: 2, published: 2 });
    expect(orders1000.body.data.list.map((order) => [order.order_id, order.is_comment, order.goods_list.length])).toEqual([
      [pending.orderId, 0, 2],
      [reviewed.orderId, 1, 1],
    ]);
    expect((await tab<PendingOrder>(1000, { page: 2, limit: 1 })).body.data).toMatchObject({ total: 2, list: [{ order_id: reviewed.orderId }] });

    const [reviewId] = (await reviewsOf(reviewed.orderId)).map((row) => row.gCommentId);
    await replyOfficially(ctx.db, { gCommentId: reviewId as number, content: '感谢您的评价', now: ctx.clock.now() });
    const published = await tab<PublishedReview>(999);
    expect(published.body.data.total).toBe(2);
    const byOrder = new Map(published.body.data.list.map((item) => [item.order_id, item]));
    expect(byOrder.get(reviewed.orderId)).toMatchObject({
      can_follow_up: 1,
      follow: null,
      children: [{ nick: '官方回复', is_official: 1, content: '感谢您的评价' }],
    });
    expect(byOrder.get(followedUp.orderId)).toMatchObject({ can_follow_up: 0, follow: { content: '追评' } });

    const success = await call<{ goods_list: ReviewLine[]; more: PendingOrder[]; more_total: number }>(ctx.app, 'GET', '/v2/order/comment_success', {
      key: buyer.key,
      query: { order_id: reviewed.orderId },
    });
    expect(success.body.data.goods_list.map((line) => line.review?.content)).toEqual(['好看']);
    expect(success.body.data.more.map((order) => order.order_id)).toEqual([pending.orderId]);
    expect(success.body.data.more_total).toBe(1);

    expect((await tab(5)).body).toMatchObject({ code: 400, msg: '参数 status 不正确：应为 1000（待评价）或 999（已评价）' });
    expect((await call(ctx.app, 'GET', '/v2/order/my_comments', { query: { status: 1000 } })).body.code).toBe(2001);
  });
});
