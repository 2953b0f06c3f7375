// The back office's home page content: slides and themes saved by an operator show on the storefront's home
// calls at once, links are checked by the domain and against the catalogue, and each write is in the audit trail.
import { endpoints } from '@garden/contract';
import {
  HOME_CONTENT_NOT_FOUND,
  HOME_LINK_ID_INVALID,
  HOME_LINK_NAME_REQUIRED,
  HOME_LINK_TARGET_MISSING,
  HOME_PICTURE_INVALID,
  REDIRECT_TYPES,
  SAVED,
  THEME_GOODS_MISSING,
} from '@garden/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, operatorAudit, themes } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, callAsOperator, refused } from '../../test/http';
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

const operator = <T>(name: keyof typeof endpoints, json?: Record<string, unknown>) =>
  callAsOperator<T>(ctx, endpoints[name].method.toUpperCase(), endpoints[name].path, json ? { json } : {});

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
    const [audit] = await ctx.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(themeId)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
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
