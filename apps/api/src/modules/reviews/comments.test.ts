import { COMMENT_TOO_LONG, REVIEW_HIDDEN_NO_ANSWERS } from '@garden/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewComments, reviews } from '../../db/schema/index';
import { replyOfficially } from './comments';
import { useSeededContext, findDemoShopper } from '../../test/catalogue-factories';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { call } from '../../test/http';

interface Review {
  g_comment_id: number;
  nick: string;
  comment_rank: number;
  imgs: string[];
  add_time: number;
  zan: number;
  is_zan: number;
  children: { comment_id: number; nick: string; is_official: number; is_myself: number; reply_id: number }[];
}
interface Reviews {
  list: Review[];
  category: { all: number; img: number; good: number; medium: number; bad: number };
  total: number;
}

const ctx = useSeededContext();
let shopper: TestUser;
let shopperKey: string;
let other: string;
let busyGoods: number;
beforeAll(async () => {
  shopper = await findDemoShopper(ctx.db);
  shopperKey = await signIn(ctx.app, shopper);
  other = await signIn(ctx.app, await createUser(ctx.db, { nick: '路过的花友小明同学' }));
  busyGoods = 4; // goods ids divisible by 4 carry 11–16 reviews in the seed
});

const lists = (query: Record<string, string | number>, key?: string) => call<Reviews>(ctx.app, 'GET', '/v2/comment/lists', { query, key });

describe('GET /v2/comment/lists', () => {
  it('pages a goods’ reviews 10 at a time with category counts and masked nicknames', async () => {
    const { body } = await lists({ gshp_id: busyGoods });
    expect(body.code).toBe(200);
    expect(body.data.list).toHaveLength(10);
    const { category } = body.data;
    expect(category.all).toBeGreaterThan(10);
    expect(category.good + category.medium + category.bad).toBe(category.all);
    expect(body.data.total).toBe(category.all);
    for (const review of body.data.list) expect([...review.nick].length).toBeLessThanOrEqual(8);
  });

  it('filters by category and sorts by time', async () => {
    const withImages = await lists({ gshp_id: busyGoods, category: 1, limit: 100 });
    expect(withImages.body.data.list.every((r) => r.imgs.length > 0)).toBe(true);
    expect(withImages.body.data.total).toBe(withImages.body.data.category.img);
    const bad = await lists({ gshp_id: busyGoods, category: 4, limit: 100 });
    expect(bad.body.data.list.every((r) => r.comment_rank <= 2)).toBe(true);
    const byTime = (await lists({ gshp_id: busyGoods, sort: 1, limit: 100 })).body.data.list.map((r) => r.add_time);
    expect(byTime).toEqual([...byTime].sort((a, b) => b - a));
  });

  it('shows official replies with the shop’s name', async () => {
    const [official] = await ctx.db.select().from(reviewComments).where(eq(reviewComments.isOfficial, true)).limit(1);
    const [review] = await ctx.db
      .select()
      .from(reviews)
      .where(eq(reviews.gCommentId, official?.gCommentId as number));
    const { body } = await lists({ gshp_id: review?.goodsId as number, limit: 100 });
    const children = body.data.list.find((r) => r.g_comment_id === review?.gCommentId)?.children ?? [];
    expect(children.find((c) => c.is_official === 1)?.nick).toBe('官方回复');
  });

  it('lists my reviews with user=1 and needs a login for that', async () => {
    const mine = await lists({ user: 1, limit: 100 }, shopperKey);
    expect(mine.body.code).toBe(200);
    const count = await ctx.db.$count(reviews, eq(reviews.userId, shopper.id));
    expect(mine.body.data.total).toBe(count);
    expect((await lists({ user: 1 })).body.code).toBe(2001);
  });

  it('refuses bad input', async () => {
    expect((await lists({})).body).toMatchObject({ code: 400, msg: '缺少参数 gshp_id' });
    expect((await lists({ gshp_id: 4, category: 9 })).body.code).toBe(400);
    expect((await lists({ gshp_id: 4, sort: 'x' })).body.code).toBe(400);
  });
});

describe('comments and replies', () => {
  it('comments on another’s review, lists it and lets its author reply to the comment', async () => {
    const [review] = await ctx.db.select().from(reviews).where(ne(reviews.userId, shopper.id)).limit(1);
    const gCommentId = review?.gCommentId as number;
    const comment = await call<{ comment_id: number }>(ctx.app, 'POST', '/v1/comarticle/comment', {
      key: shopperKey,
      json: { g_comment_id: gCommentId, content: '请问多久开花？' },
    });
    expect(comment.body).toMatchObject({ code: 200, msg: '评论成功' });
    const reply = await call(ctx.app, 'POST', '/v1/comarticle/reply', {
      key: other,
      form: { g_comment_id: String(gCommentId), comment_id: String(comment.body.data.comment_id), content: '大概两个月' },
    });
    expect(reply.body).toMatchObject({ code: 200, data: { reply_id: comment.body.data.comment_id } });
    const { body } = await call<{ list: { content: string; is_myself: number; nick: string }[]; total: number }>(
      ctx.app,
      'GET',
      '/v1/comarticle/commentlist',
      {
        query: { g_comment_id: gCommentId, limit: 100 },
        key: shopperKey,
      },
    );
    const mine = body.data.list.find((c) => c.content === '请问多久开花？');
    expect(mine?.is_myself).toBe(1);
    expect(body.data.list.find((c) => c.content === '大概两个月')?.nick).toBe('路过的**明同学');
  });

  it('refuses replying to one’s own review or comment, and empty text with 请添加文字', async () => {
    const [own] = await ctx.db.select().from(reviews).where(eq(reviews.userId, shopper.id)).limit(1);
    const before = await ctx.db.$count(reviewComments);
    expect(
      (await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: shopperKey, json: { g_comment_id: own?.gCommentId, content: '自己评论自己' } }))
        .body,
    ).toMatchObject({
      code: 400,
      msg: '不能回复自己的评论',
    });
    const [theirs] = await ctx.db.select().from(reviews).where(ne(reviews.userId, shopper.id)).limit(1);
    const comment = await call<{ comment_id: number }>(ctx.app, 'POST', '/v1/comarticle/comment', {
      key: other,
      json: { g_comment_id: theirs?.gCommentId, content: '好看' },
    });
    const selfReply = await call(ctx.app, 'POST', '/v1/comarticle/reply', {
      key: other,
      json: { g_comment_id: theirs?.gCommentId, comment_id: comment.body.data.comment_id, content: '自问自答' },
    });
    expect(selfReply.body).toMatchObject({ code: 400, msg: '不能回复自己的评论' });
    for (const content of ['', '   ']) {
      expect(
        (await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: other, json: { g_comment_id: theirs?.gCommentId, content } })).body,
      ).toMatchObject({ code: 400, msg: '请添加文字' });
    }
    expect((await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: other, json: { g_comment_id: theirs?.gCommentId } })).body.msg).toBe(
      '请添加文字',
    );
    expect(
      (await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: other, json: { g_comment_id: theirs?.gCommentId, content: '长'.repeat(301) } }))
        .body.code,
    ).toBe(400);
    expect((await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: other, json: { g_comment_id: 999999, content: '好' } })).body.code).toBe(
      404,
    );
    expect(
      (
        await call(ctx.app, 'POST', '/v1/comarticle/reply', {
          key: other,
          json: { g_comment_id: theirs?.gCommentId, comment_id: 999999, content: '好' },
        })
      ).body.code,
    ).toBe(404);
    expect((await call(ctx.app, 'POST', '/v1/comarticle/comment', { json: { g_comment_id: theirs?.gCommentId, content: '好' } })).body.code).toBe(
      2001,
    );
    expect(await ctx.db.$count(reviewComments)).toBe(before + 1);
  });
});

describe('replyOfficially (the operator’s reply)', () => {
  it('adds a reply marked official under the review, named as the shop, and refuses empty or unknown', async () => {
    const [review] = await ctx.db.select().from(reviews).where(ne(reviews.userId, shopper.id)).limit(1);
    const gCommentId = review?.gCommentId as number;
    const reply = await replyOfficially(ctx.db, { gCommentId, content: '  感谢支持，欢迎再来  ', now: ctx.clock.now() });
    expect(reply).toMatchObject({ g_comment_id: gCommentId, nick: '官方回复', content: '感谢支持，欢迎再来' });
    const { body } = await call<{ list: { comment_id: number; is_official: number; nick: string }[] }>(ctx.app, 'GET', '/v1/comarticle/commentlist', {
      query: { g_comment_id: gCommentId, limit: 100 },
    });
    expect(body.data.list.find((c) => c.comment_id === reply.comment_id)).toMatchObject({ is_official: 1, nick: '官方回复' });
    const before = await ctx.db.$count(reviewComments);
    await expect(replyOfficially(ctx.db, { gCommentId, content: ' ', now: ctx.clock.now() })).rejects.toMatchObject({ code: 400, msg: '请添加文字' });
    await expect(replyOfficially(ctx.db, { gCommentId, content: '长'.repeat(301), now: ctx.clock.now() })).rejects.toMatchObject({
      code: 400,
      msg: COMMENT_TOO_LONG,
    });
    await expect(replyOfficially(ctx.db, { gCommentId: 999999, content: '好', now: ctx.clock.now() })).rejects.toMatchObject({ code: 404 });
    expect(await ctx.db.$count(reviewComments)).toBe(before);
  });
});

describe('POST /v1/compublic/zan', () => {
  it('likes once per shopper, shows is_zan to that shopper, and unlikes with type 2', async () => {
    const [review] = await ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.zan, 0), ne(reviews.userId, shopper.id)))
      .limit(1);
    const gCommentId = review?.gCommentId as number;
    const like = () =>
      call<{ zan: number; is_zan: number }>(ctx.app, 'POST', '/v1/compublic/zan', { key: shopperKey, json: { g_comment_id: gCommentId, type: 1 } });
    expect((await like()).body.data).toEqual({ zan: 1, is_zan: 1 });
    expect((await like()).body.data).toEqual({ zan: 1, is_zan: 1 });
    expect(
      (await call<{ zan: number }>(ctx.app, 'POST', '/v1/compublic/zan', { key: other, json: { g_comment_id: gCommentId } })).body.data.zan,
    ).toBe(2);
    const seen = (key?: string) =>
      lists({ gshp_id: review?.goodsId as number, limit: 100 }, key).then((r) => r.body.data.list.find((x) => x.g_comment_id === gCommentId));
    expect((await seen(shopperKey))?.is_zan).toBe(1);
    expect((await seen())?.is_zan).toBe(0);
    const unlike = () =>
      call<{ zan: number }>(ctx.app, 'POST', '/v1/compublic/zan', { key: shopperKey, json: { g_comment_id: gCommentId, type: 2 } });
    expect((await unlike()).body.data.zan).toBe(1);
    expect((await unlike()).body.data.zan).toBe(1);
  });

  it('refuses a like or a comment on a review the shop hid, with the message, and counts nothing', async () => {
    const [review] = await ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.isShow, true), ne(reviews.userId, shopper.id)))
      .orderBy(desc(reviews.gCommentId))
      .limit(1);
    const gCommentId = review?.gCommentId as number;
    await ctx.db.update(reviews).set({ isShow: false }).where(eq(reviews.gCommentId, gCommentId));
    const like = await call(ctx.app, 'POST', '/v1/compublic/zan', { key: other, json: { g_comment_id: gCommentId, type: 1 } });
    expect(like.body).toMatchObject({ code: 400, msg: REVIEW_HIDDEN_NO_ANSWERS });
    const comment = await call(ctx.app, 'POST', '/v1/comarticle/comment', { key: other, json: { g_comment_id: gCommentId, content: '还有货吗？' } });
    expect(comment.body).toMatchObject({ code: 400, msg: REVIEW_HIDDEN_NO_ANSWERS });
    const [after] = await ctx.db.select().from(reviews).where(eq(reviews.gCommentId, gCommentId));
    expect(after?.zan).toBe(review?.zan);
    expect(await ctx.db.$count(reviewComments, and(eq(reviewComments.gCommentId, gCommentId), eq(reviewComments.content, '还有货吗？')))).toBe(0);
    await ctx.db.update(reviews).set({ isShow: true }).where(eq(reviews.gCommentId, gCommentId));
  });

  it('refuses unknown reviews, bad types and guests', async () => {
    expect((await call(ctx.app, 'POST', '/v1/compublic/zan', { key: shopperKey, json: { g_comment_id: 999999 } })).body.code).toBe(404);
    expect((await call(ctx.app, 'POST', '/v1/compublic/zan', { key: shopperKey, json: { g_comment_id: 1, type: 5 } })).body.code).toBe(400);
    expect((await call(ctx.app, 'POST', '/v1/compublic/zan', { json: { g_comment_id: 1 } })).body.code).toBe(2001);
  });
});
