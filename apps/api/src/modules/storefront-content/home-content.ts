// The home page's carousel slides and themes as the back office edits them (issue 31 "Storefront content").
// The storefront reads them through the catalogue cache (catalogue/home.ts); every change here clears it, on
// every instance (`catalogueChanged` announces it), so the home page shows it at once. A slide's dates are read
// by the home page at each request (the domain's `isSlideShown`).
import type { CarouselSlide, HomeContent, ThemeInfo } from '@garden/contract';
import {
  checkHomeLink,
  checkSlideSchedule,
  HOME_CONTENT_NOT_FOUND,
  HOME_LINK_TARGET_MISSING,
  HOME_PICTURE_INVALID,
  REDIRECT_TYPES,
  THEME_GOODS_MISSING,
} from '@garden/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { activities, carousels, categories, goods, themeGoods, themes } from '../../db/schema/index';
import { insertOrUpdate } from '../../db/save-row';
import { badRequest, notFound } from '../../platform/api-error';
import { catalogueChanged } from '../../platform/catalogue-cache';
import { dateOfSecondsOrNull, secondsOrNull } from '../../platform/unix-time';
import { isUploadPath } from '../uploads/index';

type Slide = typeof carousels.$inferSelect;

type Theme = typeof themes.$inferSelect;

/** What a slide and a theme both have: where they link to and their place on the home page. */
const placedLinkOf = (row: Pick<Slide & Theme, 'redirectType' | 'redirectId' | 'sortOrder'>) => ({
  redirect_type: row.redirectType,
  redirect_id: row.redirectId,
  sort_order: row.sortOrder,
});

const slideOf = (row: Slide): CarouselSlide => ({
  carousel_id: row.carouselId,
  carousel_name: row.carouselName,
  img_url: row.imgUrl,
  ...placedLinkOf(row),
  show_from: secondsOrNull(row.showFrom),
  show_until: secondsOrNull(row.showUntil),
});

type ThemeFields = Omit<ThemeInfo, 'goods'>;

const themeOf = (row: Theme): ThemeFields => ({ theme_id: row.themeId, theme_name: row.themeName, ...placedLinkOf(row) });

/** The themes with their goods' ids and names in display order. */
async function withGoods(db: Database, list: ThemeFields[]): Promise<ThemeInfo[]> {
  const ids = list.map((theme) => theme.theme_id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ themeId: themeGoods.themeId, goodsId: themeGoods.goodsId, goodsName: goods.name })
          .from(themeGoods)
          .innerJoin(goods, eq(goods.goodsId, themeGoods.goodsId))
          .where(inArray(themeGoods.themeId, ids))
          .orderBy(asc(themeGoods.sortOrder));
  return list.map((theme) => ({
    ...theme,
    goods: links.filter((link) => link.themeId === theme.theme_id).map((link) => ({ goods_id: link.goodsId, goods_name: link.goodsName })),
  }));
}

/** The slides and themes in the home page's order. */
export async function listHomeContent(db: Database): Promise<HomeContent> {
  const [slides, themeRows] = await Promise.all([
    db.select().from(carousels).orderBy(asc(carousels.sortOrder), asc(carousels.carouselId)),
    db.select().from(themes).orderBy(asc(themes.sortOrder), asc(themes.themeId)),
  ]);
  return { carousel: slides.map(slideOf), themes: await withGoods(db, themeRows.map(themeOf)) };
}

/** Whether every goods id exists (on sale or not: a theme may be prepared before its goods go on sale). */
export async function goodsExist(db: Database, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: goods.goodsId }).from(goods).where(inArray(goods.goodsId, unique));
  return found.length === unique.length;
}

/** What a link points at exists: its goods, category or activity page. Other kinds name no row of ours. */
async function linkTargetExists(db: Database, redirectType: number, redirectId: string): Promise<boolean> {
  const id = Number(redirectId);
  switch (redirectType) {
    case REDIRECT_TYPES.goods:
      return goodsExist(db, [id]);
    case REDIRECT_TYPES.goodsList:
      return goodsExist(db, redirectId.split(',').map(Number));
    case REDIRECT_TYPES.category:
      return (await db.$count(categories, eq(categories.catId, id))) > 0;
    case REDIRECT_TYPES.activity:
      return (await db.$count(activities, eq(activities.apId, id))) > 0;
    default:
      return true;
  }
}

/** A slide's or theme's link as the back office sends it. */
interface LinkFields {
  redirect_type: number;
  redirect_id: string;
}

/** Refuses a link the domain does not take or whose target is missing (400 with the domain's message). */
async function checkLink(db: Database, name: string, { redirect_type, redirect_id }: LinkFields): Promise<void> {
  const problem = checkHomeLink({ name, redirectType: redirect_type, redirectId: redirect_id });
  if (problem) throw badRequest(problem);
  if (!(await linkTargetExists(db, redirect_type, redirect_id))) throw badRequest(HOME_LINK_TARGET_MISSING);
}

/** Adds a slide, or with `carousel_id` changes one; a new picture must be one the upload call stored. */
export async function saveCarouselSlide(db: Database, input: Omit<CarouselSlide, 'carousel_id'> & { carousel_id?: number }): Promise<CarouselSlide> {
  await checkLink(db, input.carousel_name, input);
  const schedule = { showFrom: dateOfSecondsOrNull(input.show_from), showUntil: dateOfSecondsOrNull(input.show_until) };
  const refusal = checkSlideSchedule(schedule);
  if (refusal) throw badRequest(refusal);
  const values = {
    carouselName: input.carousel_name.trim(),
    imgUrl: input.img_url,
    redirectType: input.redirect_type,
    redirectId: input.redirect_id,
    sortOrder: input.sort_order,
    ...schedule,
  };
  const id = input.carousel_id;
  const saved = await db.transaction(async (tx) => {
    const [current] = id === undefined ? [] : await tx.select().from(carousels).where(eq(carousels.carouselId, id)).for('update');
    if (id !== undefined && !current) throw notFound(HOME_CONTENT_NOT_FOUND);
    // The seeded slides' pictures are the shop's own media; a new or changed picture must be an upload.
    if (input.img_url !== current?.imgUrl && !isUploadPath(input.img_url)) throw badRequest(HOME_PICTURE_INVALID);
    const row = await insertOrUpdate(tx, carousels, carousels.carouselId, id, values);
    return slideOf(row as Slide);
  });
  catalogueChanged(db);
  // The transaction answers the slide as the reply shows it, which the audit trail records for a new one.
  return saved;
}

/** Adds a theme, or with `theme_id` changes one, with its goods in the order given (the first two show large). */
export async function saveTheme(
  db: Database,
  input: Omit<ThemeFields, 'theme_id'> & { theme_id?: number; goods_ids: readonly number[] },
): Promise<ThemeInfo> {
  await checkLink(db, input.theme_name, input);
  const goodsIds = [...new Set(input.goods_ids)];
  if (!(await goodsExist(db, goodsIds))) throw badRequest(THEME_GOODS_MISSING);
  const values = {
    themeName: input.theme_name.trim(),
    redirectType: input.redirect_type,
    redirectId: input.redirect_id,
    sortOrder: input.sort_order,
  };
  const id = input.theme_id;
  const saved = await db.transaction(async (tx) => {
    const row = await insertOrUpdate(tx, themes, themes.themeId, id, values);
    if (!row) throw notFound(HOME_CONTENT_NOT_FOUND);
    await tx.delete(themeGoods).where(eq(themeGoods.themeId, row.themeId));
    await tx.insert(themeGoods).values(goodsIds.map((goodsId, at) => ({ themeId: row.themeId, goodsId, sortOrder: at })));
    // The audit trail records a new theme as its snapshot of a theme shows one: the row and its goods' ids.
    return { ...themeOf(row), goods_ids: goodsIds };
  });
  catalogueChanged(db);
  const { goods_ids: _, ...fields } = saved;
  return (await withGoods(db, [fields]))[0] as ThemeInfo;
}

/** Removes a slide, or a theme with its goods list; refused inside the transaction (404), so a missing one leaves no audit row. */
async function deleteOne(db: Database, table: typeof carousels | typeof themes, idColumn: AnyPgColumn, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
    if (removed.length === 0) throw notFound(HOME_CONTENT_NOT_FOUND);
  });
  catalogueChanged(db);
  return null;
}

export const deleteCarouselSlide = (db: Database, id: number) => deleteOne(db, carousels, carousels.carouselId, id);
export const deleteTheme = (db: Database, id: number) => deleteOne(db, themes, themes.themeId, id);
