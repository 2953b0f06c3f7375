import type { EndpointName } from '@garden/contract';
// The back office's home page content: slides and themes saved by an operator show on the storefront's home
// calls at once, links are checked by the domain and against the catalogue, and each write is in the audit trail.
import { endpoints } from '@garden/contract';
import {
  CATEGORIES_REORDERED,
  HOME_CONTENT_NOT_FOUND,
  HOME_LINK_ID_INVALID,
  HOME_LINK_NAME_REQUIRED,
  HOME_LINK_TARGET_MISSING,
  HOME_PICTURE_INVALID,
  REDIRECT_TYPES,
  OPERATOR_FORBIDDEN,
  SAVED,
  SLIDE_DATES_INVALID,
  THEME_GOODS_MISSING,
} from '@garden/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, goods, operatorAudit, themes } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, callAsOperator, refused } from '../../test/http';
import { callOperator, operatorOfRole, newestAudit } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A picture uploaded through the back office's upload call, as an operator adds a slide's picture. */
async function uploadedPicture(): Promise<string> {
  const file = new File([PNG], 'slide.png', { type: 'image/png' });
  const { body } = await callAsOperator<{ img_arr: string[] }>(ctx, 'POST', endpoints.uploadOperatorImages.path, {
    form: { prefix: 'home', img: [file] },
  });
  const [picture] = body.data.img_arr;
  if (!picture) throw new Error('the upload answered no picture');
  return picture;
}

const operator = <T>(name: EndpointName, fields?: Record<string, unknown>) => callOperator<T>(ctx, name, fields);

async function someGoodsIds(n: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: goods.goodsId }).from(goods).orderBy(goods.goodsId).limit(n);
  return rows.map((row) => row.id);
}

const homeFrame = async () =>
  (await call<{ pccarousel: { carousel_name: string; img_url: string }[] }>(ctx.app, 'GET', endpoints.readHome.path)).body.data;

describe('carousel slides', () => {
  it('adds a slide that the storefront shows at once, changes it, and deletes it, each in the audit trail', async () => {
    const picture = await uploadedPicture();
    const [goodsId] = await someGoodsIds(1);
    await homeFrame(); // The home frame is now cached: the save must clear it.
    const added = await operator<{ carousel_id: number }>('saveCarouselSlide', {
      carousel_name: '秋季球根上新',
      img_url: picture,
      redirect_type: REDIRECT_TYPES.goods,
      redirect_id: String(goodsId),
      sort_order: 0,
    });
    expect(added.body).toMatchObject({ code: 200, msg: SAVED, data: { carousel_name: '秋季球根上新', img_url: picture } });
    const id = added.body.data.carousel_id;
    expect((await homeFrame()).pccarousel[0]).toMatchObject({ carousel_name: '秋季球根上新', img_url: picture });

    const changed = await operator('saveCarouselSlide', {
      carousel_id: id,
      carousel_name: '秋季球根',
      img_url: picture,
      redirect_type: REDIRECT_TYPES.search,
      redirect_id: '郁金香',
      sort_order: 0,
    });
    expect(changed.body).toMatchObject({ code: 200, data: { carousel_id: id, redirect_type: REDIRECT_TYPES.search, redirect_id: '郁金香' } });
    expect((await homeFrame()).pccarousel.map((slide) => slide.carousel_name)).toContain('秋季球根');

    expect((await operator('deleteCarouselSlide', { carousel_id: id })).body).toMatchObject({ code: 200, data: null });
    expect((await homeFrame()).pccarousel.map((slide) => slide.carousel_name)).not.toContain('秋季球根');
    expect((await operator('deleteCarouselSlide', { carousel_id: id })).body).toEqual(refused(HOME_CONTENT_NOT_FOUND, 404));

    const trail = await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'carousel')).orderBy(desc(operatorAudit.id)).limit(3);
    expect(trail.map((row) => [row.action, row.targetId])).toEqual([
      ['deleteCarouselSlide', String(id)],
      ['saveCarouselSlide', String(id)],
      ['saveCarouselSlide', 'new'],
    ]);
    expect(trail[0]?.before).toMatchObject({ carousel_name: '秋季球根', redirect_id: '郁金香' });
    expect(trail[1]?.before).toMatchObject({ carousel_name: '秋季球根上新' });
    expect(trail[1]?.after).toMatchObject({ carousel_name: '秋季球根' });
    expect(trail[2]?.after).toMatchObject({ carousel_id: id, carousel_name: '秋季球根上新' });
  });

  it('refuses a blank title, a target that does not fit or does not exist, and a picture not uploaded here, writing nothing', async () => {
    const picture = await uploadedPicture();
    const slide = { carousel_name: '新品', img_url: picture, redirect_type: REDIRECT_TYPES.goods, redirect_id: '1', sort_order: 0 };
    const before = await countRows(ctx.db, ['carousels', 'operator_audit']);
    const cases: [Record<string, unknown>, string][] = [
      [{ carousel_name: ' ' }, HOME_LINK_NAME_REQUIRED],
      [{ redirect_id: '1,2' }, HOME_LINK_ID_INVALID],
      [{ redirect_id: '999999' }, HOME_LINK_TARGET_MISSING],
      [{ redirect_type: REDIRECT_TYPES.category, redirect_id: '999999' }, HOME_LINK_TARGET_MISSING],
      [{ img_url: 'https://example.com/x.png' }, HOME_PICTURE_INVALID],
      [{ carousel_id: 999_999 }, HOME_CONTENT_NOT_FOUND],
    ];
    for (const [change, msg] of cases) {
      const { body } = await operator('saveCarouselSlide', { ...slide, ...change });
      expect({ change, body }).toEqual({ change, body: refused(msg, msg === HOME_CONTENT_NOT_FOUND ? 404 : 400) });
    }
    expect(await countRows(ctx.db, ['carousels', 'operator_audit'])).toEqual(before);
  });
});

describe('carousel slides with dates', () => {
  it('shows a slide from its start until its end, read at each request, and keeps its dates for the back office', async () => {
    const picture = await uploadedPicture();
    const hour = 3600;
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    await homeFrame();
    const saved = await operator<{ carousel_id: number }>('saveCarouselSlide', {
      carousel_name: '国庆花市',
      img_url: picture,
      redirect_type: REDIRECT_TYPES.search,
      redirect_id: '菊花',
      sort_order: 0,
      show_from: now + hour,
      show_until: now + 2 * hour,
    });
    expect(saved.body).toMatchObject({ code: 200, data: { show_from: now + hour, show_until: now + 2 * hour } });
    const names = async () => (await homeFrame()).pccarousel.map((slide) => slide.carousel_name);
    expect(await names()).not.toContain('国庆花市');
    ctx.clock.advance(hour * 1000);
    expect(await names()).toContain('国庆花市');
    ctx.clock.advance(hour * 1000);
    expect(await names()).not.toContain('国庆花市');
    const listed = await operator<{ carousel: { carousel_id: number; show_from: number | null; show_until: number | null }[] }>('homeContent');
    expect(listed.body.data.carousel.find((slide) => slide.carousel_id === saved.body.data.carousel_id)).toMatchObject({
      show_from: now + hour,
      show_until: now + 2 * hour,
    });
    await operator('deleteCarouselSlide', { carousel_id: saved.body.data.carousel_id });
  });

  it('refuses an end at or before the start, writing nothing', async () => {
    const picture = await uploadedPicture();
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const before = await countRows(ctx.db, ['carousels', 'operator_audit']);
    for (const show_until of [now, now - 60]) {
      const { body } = await operator('saveCarouselSlide', {
        carousel_name: '花市',
        img_url: picture,
        redirect_type: REDIRECT_TYPES.search,
        redirect_id: '菊花',
        show_from: now,
        show_until,
      });
      expect(body).toEqual(refused(SLIDE_DATES_INVALID));
    }
    expect(await countRows(ctx.db, ['carousels', 'operator_audit'])).toEqual(before);
  });
});

describe('who may edit the home page', () => {
  it('opens it to 运营 and 店长 and refuses 客服 and 财务 with 403, writing nothing', async () => {
    const before = await countRows(ctx.db, ['carousels', 'themes', 'operator_audit']);
    for (const role of ['客服', '财务'] as const) {
      const as = await operatorOfRole(ctx, role);
      for (const name of ['homeContent', 'saveCarouselSlide', 'deleteCarouselSlide', 'saveTheme', 'deleteTheme'] as const) {
        const answer = await callOperator(as, name, { carousel_id: 1, theme_id: 1 });
        expect([role, name, answer.status, answer.body]).toEqual([role, name, 403, refused(OPERATOR_FORBIDDEN, 403)]);
      }
    }
    expect(await countRows(ctx.db, ['carousels', 'themes', 'operator_audit'])).toEqual(before);
    for (const role of ['运营', '店长'] as const) expect((await callOperator(await operatorOfRole(ctx, role), 'homeContent')).body.code).toBe(200);
  });
});

describe('home themes', () => {
  it('saves a theme with its goods in order, shown on the storefront and listed for the back office', async () => {
    const [first, second, third] = await someGoodsIds(3);
    const saved = await operator<{ theme_id: number }>('saveTheme', {
      theme_name: '阳台小花园',
      redirect_type: REDIRECT_TYPES.goodsList,
      redirect_id: `${first},${second}`,
      sort_order: 0,
      goods_ids: [third, first, second],
    });
    expect(saved.body).toMatchObject({
      code: 200,
      msg: SAVED,
      data: { theme_name: '阳台小花园', goods: [{ goods_id: third }, { goods_id: first }, { goods_id: second }] },
    });
    const themeId = saved.body.data.theme_id;
    const listed = await operator<{ themes: { theme_id: number; goods: { goods_id: number }[] }[] }>('homeContent');
    expect(listed.body.data.themes.find((theme) => theme.theme_id === themeId)?.goods.map((g) => g.goods_id)).toEqual([third, first, second]);

    const resaved = await operator('saveTheme', {
      theme_id: themeId,
      theme_name: '阳台花园',
      redirect_type: REDIRECT_TYPES.search,
      redirect_id: '阳台',
      sort_order: 0,
      goods_ids: [second],
    });
    expect(resaved.body).toMatchObject({ code: 200, data: { theme_name: '阳台花园', goods: [{ goods_id: second }] } });
    const audit = await newestAudit(ctx.db, eq(operatorAudit.targetId, String(themeId)));
    expect(audit).toMatchObject({
      action: 'saveTheme',
      targetType: 'theme',
      before: { goods_ids: [third, first, second] },
      after: { goods_ids: [second] },
    });

    expect((await operator('deleteTheme', { theme_id: themeId })).body).toMatchObject({ code: 200 });
    expect(await ctx.db.select().from(themes).where(eq(themes.themeId, themeId))).toEqual([]);
  });

  it('refuses a theme without goods or with goods that do not exist, writing nothing', async () => {
    const theme = { theme_name: '专题', redirect_type: REDIRECT_TYPES.search, redirect_id: '月季', sort_order: 0 };
    const before = await countRows(ctx.db, ['themes', 'theme_goods', 'operator_audit']);
    expect((await operator('saveTheme', { ...theme, goods_ids: [] })).body).toEqual(refused(THEME_GOODS_MISSING));
    expect((await operator('saveTheme', { ...theme, goods_ids: [999_999] })).body).toEqual(refused(THEME_GOODS_MISSING));
    expect((await operator('saveTheme', { ...theme, theme_id: 999_999, goods_ids: await someGoodsIds(1) })).body).toEqual(
      refused(HOME_CONTENT_NOT_FOUND, 404),
    );
    expect(await countRows(ctx.db, ['themes', 'theme_goods', 'operator_audit'])).toEqual(before);
  });
});

describe("the header's category order", () => {
  it("is the top categories' order, which a 运营 sets and the storefront header follows at once, audited", async () => {
    const as = await operatorOfRole(ctx, '运营');
    const header = async () =>
      (await call<{ list: { cat_id: number }[] }>(ctx.app, 'GET', endpoints.readCategoryTree.path)).body.data.list.map((category) => category.cat_id);
    const homeNav = async () =>
      (await call<{ nav: { cat_id: number }[] }>(ctx.app, 'GET', endpoints.readHome.path)).body.data.nav.map((category) => category.cat_id);
    const shown = await header();
    const top = await ctx.db.select({ id: categories.catId }).from(categories).where(eq(categories.parentId, 0)).orderBy(asc(categories.sortOrder));
    const reversed = top.map((row) => row.id).reverse();
    const saved = await callOperator(as, 'reorderCategories', { parent_id: 0, cat_ids: reversed });
    expect(saved.body).toMatchObject({ code: 200, msg: CATEGORIES_REORDERED });
    expect(await header()).toEqual([...shown].reverse());
    expect(await homeNav()).toEqual([...shown].reverse());
    const audit = await newestAudit(ctx.db, eq(operatorAudit.action, 'reorderCategories'));
    expect(audit).toMatchObject({ operatorId: as.id, targetType: 'category', targetId: 'children:0' });
    const idsOf = (rows: unknown) => (rows as { cat_id: number }[]).map((row) => row.cat_id);
    expect([idsOf(audit?.before), idsOf(audit?.after)]).toEqual([[...reversed].reverse(), reversed]);
  });
});
