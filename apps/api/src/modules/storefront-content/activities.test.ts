// The back office's activity pages: saved with their sections by an operator, shown on the storefront's activity
// page at once, refused by the domain's rules and the catalogue without writing anything, each write audited.
import { endpoints } from '@garden/contract';
import {
  ACTIVITY_BANNER_INVALID,
  ACTIVITY_NOT_FOUND,
  ACTIVITY_SECTION_GOODS_MISSING,
  ACTIVITY_SECTION_TITLE_REQUIRED,
  ACTIVITY_SECTIONS_MISSING,
  ACTIVITY_STILL_LINKED,
  ACTIVITY_TITLE_REQUIRED,
  OPERATOR_FORBIDDEN,
  REDIRECT_TYPES,
  SAVED,
} from '@garden/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carousels, goods, operatorAudit } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { callOperator, newestAudit, operatorOfRole } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();
const TABLES = ['activities', 'subjects', 'subject_goods', 'operator_audit'];

async function someGoodsIds(n: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: goods.goodsId }).from(goods).orderBy(goods.goodsId).limit(n);
  return rows.map((row) => row.id);
}

interface StorefrontActivity {
  title: string;
  content: string;
  subject: { title: string; goods: { shp_id: number }[] }[];
}
const storefrontPage = (id: number) => call<StorefrontActivity>(ctx.app, 'GET', endpoints.readActivityPage.path.replace('{id}', String(id)));
const shown = async (id: number) =>
  (await storefrontPage(id)).body.data.subject.map((section) => [section.title, section.goods.map((card) => card.shp_id)]);

describe('activity pages', () => {
  it('a 运营 adds a page with sections the storefront shows at once, changes and deletes it, each audited', async () => {
    const as = await operatorOfRole(ctx, '运营');
    const [a, b, c] = await someGoodsIds(3);
    const added = await callOperator<{ ap_id: number; sections: { title: string }[] }>(as, 'saveActivity', {
      title: '春日花市',
      sections: [
        { title: '球根', goods_ids: [a, b] },
        { title: '多肉', goods_ids: [c] },
      ],
    });
    expect(added.body).toMatchObject({
      code: 200,
      msg: SAVED,
      data: { title: '春日花市', banner: '', sections: [{ title: '球根' }, { title: '多肉' }] },
    });
    const id = added.body.data.ap_id;
    expect((await storefrontPage(id)).body.data.title).toBe('春日花市');
    expect(await shown(id)).toEqual([
      ['球根', [a, b]],
      ['多肉', [c]],
    ]);
    const listed = await callOperator<{ list: { ap_id: number }[] }>(as, 'listActivities');
    expect(listed.body.data.list[0]?.ap_id).toBe(id);

    // The storefront page is cached now: the change must reach it at once.
    const changed = await callOperator(as, 'saveActivity', {
      ap_id: id,
      title: '春日花市',
      sections: [
        { title: '多肉', goods_ids: [c, a] },
        { title: '球根', goods_ids: [b] },
      ],
    });
    expect(changed.body).toMatchObject({ code: 200 });
    expect(await shown(id)).toEqual([
      ['多肉', [c, a]],
      ['球根', [b]],
    ]);

    expect((await callOperator(as, 'deleteActivity', { ap_id: id })).body).toMatchObject({ code: 200, data: null });
    expect((await storefrontPage(id)).body).toEqual(refused(ACTIVITY_NOT_FOUND, 404));

    const trail = await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'activity')).orderBy(desc(operatorAudit.id)).limit(3);
    expect(trail.map((row) => [row.action, row.targetId, row.operatorId])).toEqual([
      ['deleteActivity', String(id), as.id],
      ['saveActivity', String(id), as.id],
      ['saveActivity', 'new', as.id],
    ]);
    expect(trail[1]?.before).toMatchObject({
      sections: [
        { title: '球根', goods_ids: [a, b] },
        { title: '多肉', goods_ids: [c] },
      ],
    });
    expect(trail[1]?.after).toMatchObject({
      sections: [
        { title: '多肉', goods_ids: [c, a] },
        { title: '球根', goods_ids: [b] },
      ],
    });
    expect(trail[2]?.after).toMatchObject({ ap_id: id, title: '春日花市' });
    expect(trail[0]?.after).toBeNull();
  });

  it('cleans the page text with the goods description sanitiser before storing it, shown so on the storefront; left out, it stays', async () => {
    const as = await operatorOfRole(ctx, '运营');
    const [goodsId] = await someGoodsIds(1);
    const page = { title: '睡莲花市', sections: [{ title: '睡莲', goods_ids: [goodsId] }] };
    const dirty = [
      '<h2 onclick="steal()">睡莲上新</h2>',
      '<p style="color:red" class="x">整盆发货，<strong>包邮</strong><script>alert(1)</script></p>',
      '<img src="/uploads/activity/a.png" alt="睡莲" onerror="steal()"><img src="https://evil.example/t.png">',
      '<a href="javascript:steal()">坏链接</a><a href="https://example.com/x">外链</a><a href="/goodDetail?gshp_id=1">商品</a>',
      '<iframe src="https://evil.example"></iframe><form action="/v1/user/cash"><input name="amount"></form>',
    ].join('');
    const clean = [
      '<h2>睡莲上新</h2>',
      '<p>整盆发货，<strong>包邮</strong></p>',
      '<img src="/uploads/activity/a.png" alt="睡莲" />',
      '<a>坏链接</a><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">外链</a><a href="/goodDetail?gshp_id=1">商品</a>',
    ].join('');
    const added = await callOperator<{ ap_id: number; content: string }>(as, 'saveActivity', { ...page, content: dirty });
    expect(added.body).toMatchObject({ code: 200, msg: SAVED, data: { content: clean } });
    const id = added.body.data.ap_id;
    expect((await storefrontPage(id)).body.data.content).toBe(clean);
    expect(await newestAudit(ctx.db, eq(operatorAudit.action, 'saveActivity'))).toMatchObject({ targetId: 'new', operatorId: as.id });

    // A change without content keeps the text; a change with it replaces it, the audit row holding both.
    await callOperator(as, 'saveActivity', { ...page, ap_id: id, title: '睡莲花市二' });
    expect((await storefrontPage(id)).body.data).toMatchObject({ title: '睡莲花市二', content: clean });
    await callOperator(as, 'saveActivity', { ...page, ap_id: id, content: '<p>下周上新</p>' });
    expect((await storefrontPage(id)).body.data.content).toBe('<p>下周上新</p>');
    expect(await newestAudit(ctx.db, eq(operatorAudit.targetId, String(id)))).toMatchObject({
      action: 'saveActivity',
      operatorId: as.id,
      before: { content: clean },
      after: { content: '<p>下周上新</p>' },
    });

    // Longer than a description may be: refused at the edge, nothing written.
    const before = await countRows(ctx.db, TABLES);
    const long = await callOperator(as, 'saveActivity', { ...page, ap_id: id, content: `<p>${'花'.repeat(20_000)}</p>` });
    expect([long.status, long.body.code]).toEqual([400, 400]);
    expect(await countRows(ctx.db, TABLES)).toEqual(before);
    expect((await storefrontPage(id)).body.data.content).toBe('<p>下周上新</p>');
  });

  it('refuses what the domain or the catalogue refuses, a banner not uploaded here and an unknown page, writing nothing', async () => {
    const [goodsId] = await someGoodsIds(1);
    const page = { title: '夏日花市', banner: '', sections: [{ title: '睡莲', goods_ids: [goodsId] }] };
    const before = await countRows(ctx.db, TABLES);
    const cases: [Record<string, unknown>, ReturnType<typeof refused>][] = [
      [{ title: ' ' }, refused(ACTIVITY_TITLE_REQUIRED)],
      [{ sections: [] }, refused(ACTIVITY_SECTIONS_MISSING)],
      [{ sections: [{ title: ' ', goods_ids: [goodsId] }] }, refused(ACTIVITY_SECTION_TITLE_REQUIRED)],
      [{ sections: [{ title: '睡莲', goods_ids: [] }] }, refused(ACTIVITY_SECTION_GOODS_MISSING)],
      [{ sections: [{ title: '睡莲', goods_ids: [999_999] }] }, refused(ACTIVITY_SECTION_GOODS_MISSING)],
      [{ banner: 'https://example.com/banner.png' }, refused(ACTIVITY_BANNER_INVALID)],
      [{ ap_id: 999_999 }, refused(ACTIVITY_NOT_FOUND, 404)],
    ];
    for (const [change, answer] of cases)
      expect({ change, body: (await callOperator(ctx, 'saveActivity', { ...page, ...change })).body }).toEqual({ change, body: answer });
    expect((await callOperator(ctx, 'deleteActivity', { ap_id: 999_999 })).body).toEqual(refused(ACTIVITY_NOT_FOUND, 404));
    expect(await countRows(ctx.db, TABLES)).toEqual(before);
  });

  it('keeps a page a carousel slide links to, saying why', async () => {
    const [goodsId] = await someGoodsIds(1);
    const saved = await callOperator<{ ap_id: number }>(ctx, 'saveActivity', {
      title: '秋日花市',
      sections: [{ title: '菊花', goods_ids: [goodsId] }],
    });
    const id = saved.body.data.ap_id;
    await ctx.db
      .insert(carousels)
      .values({ carouselName: '秋日花市', imgUrl: '/media/x.png', redirectType: REDIRECT_TYPES.activity, redirectId: String(id) });
    const before = await countRows(ctx.db, TABLES);
    expect((await callOperator(ctx, 'deleteActivity', { ap_id: id })).body).toEqual(refused(ACTIVITY_STILL_LINKED));
    expect(await countRows(ctx.db, TABLES)).toEqual(before);
    expect((await storefrontPage(id)).body.code).toBe(200);
  });

  it('is closed to 客服 and 仓库 (403, nothing written) and open to 店长', async () => {
    const [goodsId] = await someGoodsIds(1);
    const before = await countRows(ctx.db, TABLES);
    for (const role of ['客服', '仓库'] as const) {
      const as = await operatorOfRole(ctx, role);
      for (const name of ['listActivities', 'saveActivity', 'deleteActivity'] as const) {
        const answer = await callOperator(as, name, { ap_id: 1, title: '不行', sections: [{ title: '不行', goods_ids: [goodsId] }] });
        expect([role, name, answer.status, answer.body]).toEqual([role, name, 403, refused(OPERATOR_FORBIDDEN, 403)]);
      }
    }
    expect(await countRows(ctx.db, TABLES)).toEqual(before);
    expect((await callOperator(await operatorOfRole(ctx, '店长'), 'listActivities')).body.code).toBe(200);
  });
});
