import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewComments, reviews } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { callAsOperator } from '../../test/http';

const ctx = useSeededContext();

describe('POST /v1/operator/reviews/reply', () => {
  it('adds an official reply, after which the review no longer waits for one', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const [review] = await ctx.db
      .insert(reviews)
      .values({ goodsId: item.goodsId, userId: buyer.user.id, content: '长得很好', addTime: ctx.clock.now() })
      .returning();
    const gCommentId = (review as { gCommentId: number }).gCommentId;
    const waiting = async () =>
      (
        await callAsOperator<{ reviews_to_reply: { g_comment_id: number }[] }>(ctx, 'GET', '/v1/operator/orders/pending', { query: { limit: 100 } })
      ).body.data.reviews_to_reply.map((row) => row.g_comment_id);
    expect(await waiting()).toContain(gCommentId);
    const answer = await callAsOperator(ctx, 'POST', '/v1/operator/reviews/reply', { json: { g_comment_id: gCommentId, content: '感谢支持！' } });
    expect(answer.body).toMatchObject({ code: 200, data: { g_comment_id: gCommentId, content: '感谢支持！' } });
    const [reply] = await ctx.db.select().from(reviewComments).where(eq(reviewComments.gCommentId, gCommentId));
    expect(reply).toMatchObject({ isOfficial: true, userId: null });
    expect(await waiting()).not.toContain(gCommentId);
  });
});
