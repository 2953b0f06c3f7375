// Home page, favourable-activity goods lists and activity pages (storefront §2 "Home", §7).
import { ACTIVITY_NOT_FOUND, isSlideShown } from '@garden/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onePage, readPage } from '../../db/paging';
import {
  activities,
  carousels,
  favActivities,
  favActivityGoods,
  siteSettings,
  subjectGoods,
  subjects,
  themeGoods,
  themes,
} from '../../db/schema/index';
import { notFound } from '../../platform/api-error';
import { catalogueCache } from '../../platform/catalogue-cache';

/**
 * The carousel slides shown at `now` and the `silent` switch (greyscale mode), the same on every page. The cache
 * keeps every slide with its dates and each request picks those shown (`isSlideShown`), so a slide appears and
 * goes at its times without a job or a cache notice.
 */
export async function loadHomeFrame(db: Database, now: Date) {
  const frame = await catalogueCache(db).read('home-frame', async () => {
    const [slides, [silent]] = await Promise.all([
      db.select().from(carousels).orderBy(asc(carousels.sortOrder), asc(carousels.carouselId)),
      db.select().from(siteSettings).where(eq(siteSettings.name, 'silent')),
    ]);
    return { slides, silent: silent?.value === '1' ? (1 as const) : (0 as const) };
  });
  return {
    pccarousel: frame.slides
      .filter((slide) => isSlideShown(slide, now))
      .map((s) => ({
        carousel_id: s.carouselId,
        carousel_name: s.carouselName,
        img_url: s.imgUrl,
        redirect_type: s.redirectType,
        redirect_id: s.redirectId,
      })),
    silent: frame.silent,
  };
}

/** One page of themes with their goods ids in display order (first two shown large). */
export function loadThemePage(db: Database, page: number, limit: number) {
  return catalogueCache(db).read(`themes:${page}:${limit}`, async () => {
    const rows = await onePage(db.select().from(themes), { orderBy: [asc(themes.sortOrder), asc(themes.themeId)], page, limit });
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(themeGoods)
      .where(
        inArray(
          themeGoods.themeId,
          rows.map((r) => r.themeId),
        ),
      )
      .orderBy(asc(themeGoods.sortOrder));
    return rows.map((theme) => ({
      theme_id: theme.themeId,
      theme_name: theme.themeName,
      redirect_type: theme.redirectType,
      redirect_id: theme.redirectId,
      goodsIds: links.filter((l) => l.themeId === theme.themeId).map((l) => l.goodsId),
    }));
  });
}

/** A favourable activity and one page of its goods ids. */
export function loadFavGoodsPage(db: Database, fvId: number, page: number, limit: number) {
  return catalogueCache(db).read(`fav:${fvId}:${page}:${limit}`, async () => {
    const [activity] = await db.select().from(favActivities).where(eq(favActivities.fvId, fvId));
    if (!activity) return null;
    const listed = eq(favActivityGoods.fvId, fvId);
    const { rows, total } = await readPage(db, db.select({ id: favActivityGoods.goodsId }).from(favActivityGoods).where(listed), {
      orderBy: [asc(favActivityGoods.sortOrder), asc(favActivityGoods.goodsId)],
      page,
      limit,
    });
    return { activity, ids: rows.map((r) => r.id), total };
  });
}

/** An activity page with its subjects and their goods ids; 404 活动不存在. */
export async function loadActivity(db: Database, apId: number) {
  const activity = await catalogueCache(db).read(`ap:${apId}`, async () => {
    const [row] = await db.select().from(activities).where(eq(activities.apId, apId));
    if (!row) return null;
    const subjectRows = await db.select().from(subjects).where(eq(subjects.apId, apId)).orderBy(asc(subjects.sortOrder));
    const subjectIds = subjectRows.map((s) => s.subjectId);
    const goodsRows =
      subjectIds.length === 0
        ? []
        : await db.select().from(subjectGoods).where(inArray(subjectGoods.subjectId, subjectIds)).orderBy(asc(subjectGoods.sortOrder));
    return {
      row,
      subjects: subjectRows.map((s) => ({
        subject_id: s.subjectId,
        title: s.title,
        goodsIds: goodsRows.filter((g) => g.subjectId === s.subjectId).map((g) => g.goodsId),
      })),
    };
  });
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  return activity;
}
