// The back office's reviews (issue 32 "Reviews", 客服): the list and its filters, the official reply shown on the goods
// page as 官方回复, and hiding or showing a review there; each write in the audit trail, nothing written on a refusal.
import {
  COMMENT_TEXT_REQUIRED,
  OFFICIAL_NICK,
  OPERATOR_FORBIDDEN,
  type OperatorRole,
  REVIEW_HIDDEN,
  REVIEW_NOT_FOUND,
  REVIEW_SHOWN,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, reviews } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { callOperator, newestAudit, operatorOfRole } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();

interface Listed {
  list: { g_comment_id: number; is_show: number; official_replies: { content: string; nick: string }[]; nick: string; mobile: string }[];
  total: number;
}

/** A goods with two reviews of one new shopper: five stars and two stars. */
async function reviewedGoods() {
  const buyer = await createBuyer(ctx.db, ctx.config, { nick: '多肉控阿May' });
  const item = await createGoods(ctx.db, { name: `评价测试绣球${Math.floor(Math.random() * 1e6)}` });
  const rows = await ctx.db
    .insert(reviews)
    .values([
      { goodsId: item.goodsId, userId: buyer.user.id, content: '花开得很好', commentRank: 5, addTime: ctx.clock.now() },
      { goodsId: item.goodsId, userId: buyer.user.id, content: '叶子有点黄', commentRank: 2, addTime: ctx.clock.now() },
    ])
    .returning();
  return { buyer, item, good: rows[0]?.gCommentId as number, bad: rows[1]?.gCommentId as number };
}

const goodsPage = (gshpId: number) =>
  call<{ list: { g_comment_id: number; children: { nick: string; content: string; is_official: number }[] }[]; total: number }>(
    ctx.app,
    'GET',
    '/v2/comment/lists',
    { query: { gshp_id: gshpId, page: 1, limit: 10 } },
  );

describe('reviews in the back office', () => {
  it('lists reviews by goods, author, stars and reply, unmasked, for customer service', async () => {
    const service = await operatorOfRole(ctx, '客服');
    const { buyer, item, good, bad } = await reviewedGoods();
    const byGoods = await callOperator<Listed>(service, 'listShopReviews', { goods: item.name });
    expect(byGoods.body.data.list.map((row) => row.g_comment_id).sort()).toEqual([good, bad].sort());
    expect(byGoods.body.data.list[0]).toMatchObject({ nick: '多肉控阿May', mobile: buyer.user.mobile, is_show: 1, official_replies: [] });
    expect((await callOperator<Listed>(service, 'listShopReviews', { goods: String(item.goodsId) })).body.data.total).toBe(2);
    expect((await callOperator<Listed>(service, 'listShopReviews', { user: buyer.user.mobile, rank: 'bad' })).body.data.list).toEqual([
      expect.objectContaining({ g_comment_id: bad }),
    ]);
    await callOperator(service, 'replyToReview', { g_comment_id: good, content: '感谢喜欢！' });
    const replied = await callOperator<Listed>(service, 'listShopReviews', { goods: item.name, replied: 1 });
    expect(replied.body.data.list).toEqual([
      expect.objectContaining({ g_comment_id: good, official_replies: [expect.objectContaining({ content: '感谢喜欢！', nick: OFFICIAL_NICK })] }),
    ]);
    const waiting = await callOperator<Listed>(service, 'listShopReviews', { goods: item.name, replied: 0 });
    expect(waiting.body.data.list.map((row) => row.g_comment_id)).toEqual([bad]);
    expect((await callOperator(service, 'listShopReviews', { rank: 'great' })).body.code).toBe(400);
  });

  it('shows the official reply under the review on the goods page, marked 官方回复, recorded in the trail', async () => {
    const service = await operatorOfRole(ctx, '客服');
    const { item, good } = await reviewedGoods();
    const answer = await callOperator(service, 'replyToReview', { g_comment_id: good, content: '谢谢您的分享，注意通风。' });
    expect(answer.body.code).toBe(200);
    const page = await goodsPage(item.goodsId);
    const review = page.body.data.list.find((row) => row.g_comment_id === good);
    expect(review?.children).toEqual([expect.objectContaining({ nick: OFFICIAL_NICK, content: '谢谢您的分享，注意通风。', is_official: 1 })]);
    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'replyToReview'), eq(operatorAudit.targetId, String(good))));
    expect(audit).toMatchObject({
      operatorId: service.id,
      targetType: 'review',
      before: { official_replies: [] },
      after: { official_replies: ['谢谢您的分享，注意通风。'] },
    });
  });

  it('hides a review from its goods page and its count, and shows it again', async () => {
    const service = await operatorOfRole(ctx, '客服');
    const { buyer, item, good, bad } = await reviewedGoods();
    // Read first, so the hiding must drop what the catalogue cache kept of the goods page and its count.
    const goodsDetail = () => call<{ comment: { total: number } }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: item.goodsId } });
    expect((await goodsPage(item.goodsId)).body.data.total).toBe(2);
    expect((await goodsDetail()).body.data.comment.total).toBe(2);
    const hidden = await callOperator(service, 'setReviewShown', { g_comment_id: bad, is_show: 0 });
    expect(hidden.body).toEqual({ code: 200, msg: REVIEW_HIDDEN, data: { g_comment_id: bad, is_show: 0 } });
    const page = await goodsPage(item.goodsId);
    expect(page.body.data.list.map((row) => row.g_comment_id)).toEqual([good]);
    expect(page.body.data.total).toBe(1);
    expect((await goodsDetail()).body.data.comment.total).toBe(1);
    // Its author still reads it under 我的评价.
    const mine = await call<{ list: { g_comment_id: number }[] }>(ctx.app, 'GET', '/v2/comment/lists', { key: buyer.key, query: { user: 1 } });
    expect(mine.body.data.list.map((row) => row.g_comment_id)).toContain(bad);
    expect((await callOperator<Listed>(service, 'listShopReviews', { goods: item.name, is_show: 0 })).body.data.list).toEqual([
      expect.objectContaining({ g_comment_id: bad, is_show: 0 }),
    ]);
    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'setReviewShown'), eq(operatorAudit.targetId, String(bad))));
    expect(audit).toMatchObject({ before: { is_show: true }, after: { is_show: false } });

    const shown = await callOperator(service, 'setReviewShown', { g_comment_id: bad, is_show: 1 });
    expect(shown.body).toMatchObject({ code: 200, msg: REVIEW_SHOWN });
    expect((await goodsPage(item.goodsId)).body.data.total).toBe(2);
    expect((await goodsDetail()).body.data.comment.total).toBe(2);
  });

  it('keeps the reviews to customer service and the shop manager, and writes nothing on a refusal', async () => {
    const { good } = await reviewedGoods();
    const before = await countRows(ctx.db, ['reviews', 'review_comments', 'operator_audit']);
    for (const role of ['运营', '仓库', '财务'] as OperatorRole[]) {
      const other = await operatorOfRole(ctx, role);
      for (const [name, fields] of [
        ['listShopReviews', {}],
        ['replyToReview', { g_comment_id: good, content: '越权回复' }],
        ['setReviewShown', { g_comment_id: good, is_show: 0 }],
      ] as const) {
        expect((await callOperator(other, name, fields)).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
      }
    }
    expect((await callOperator(ctx, 'replyToReview', { g_comment_id: good, content: '  ' })).body).toEqual(refused(COMMENT_TEXT_REQUIRED));
    expect((await callOperator(ctx, 'replyToReview', { g_comment_id: 999_999, content: '你好' })).body).toEqual(refused(REVIEW_NOT_FOUND, 404));
    expect((await callOperator(ctx, 'setReviewShown', { g_comment_id: 999_999, is_show: 0 })).body).toEqual(refused(REVIEW_NOT_FOUND, 404));
    expect((await callOperator(ctx, 'setReviewShown', { g_comment_id: good, is_show: 3 })).body.code).toBe(400);
    expect(await countRows(ctx.db, ['reviews', 'review_comments', 'operator_audit'])).toEqual(before);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.gCommentId, good));
    expect(row?.isShow).toBe(true);
  });
});
