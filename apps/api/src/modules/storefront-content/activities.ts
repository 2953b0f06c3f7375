// The activity pages (`/v1/ap/{id}`) as the back office edits them (issue 31 "Storefront content"): a title, a
// banner and sections (the spec's subjects), each a titled list of goods. The storefront reads them through the
// catalogue cache (catalogue/home.ts `loadActivity`); every change clears it on every instance.
import type { ActivityInfo } from '@garden/contract';
import {
  ACTIVITY_BANNER_INVALID,
  ACTIVITY_NOT_FOUND,
  ACTIVITY_SECTION_GOODS_MISSING,
  ACTIVITY_STILL_LINKED,
  REDIRECT_TYPES,
  validateActivityPage,
} from '@garden/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, carousels, goods, subjectGoods, subjects, themes } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { catalogueChanged } from '../../platform/catalogue-cache';
import { groupRows } from '../../platform/group-rows';
import { sanitiseDescription } from '../catalogue/index';
import { isUploadPath } from '../uploads/index';
import { goodsExist } from './home-content';

/** Every activity page, the newest first, with its sections and their goods in order. */
export async function listActivities(db: Database): Promise<{ list: ActivityInfo[] }> {
  const pages = await db.select().from(activities).orderBy(desc(activities.apId));
  const sections = await db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.subjectId));
  const links = await db
    .select({ subjectId: subjectGoods.subjectId, goodsId: subjectGoods.goodsId, goodsName: goods.name })
    .from(subjectGoods)
    .innerJoin(goods, eq(goods.goodsId, subjectGoods.goodsId))
    .orderBy(asc(subjectGoods.sortOrder));
  const sectionsOf = groupRows(sections, (section) => section.apId);
  const linksOf = groupRows(links, (link) => link.subjectId);
  return {
    list: pages.map((page) => ({
      ap_id: page.apId,
      title: page.title,
      banner: page.banner,
      content: page.content,
      sections: sectionsOf(page.apId).map((section) => ({
        subject_id: section.subjectId,
        title: section.title,
        goods: linksOf(section.subjectId).map((link) => ({ goods_id: link.goodsId, goods_name: link.goodsName })),
      })),
    })),
  };
}

export interface ActivityFields {
  ap_id?: number;
  title: string;
  banner: string;
  /** The page's rich text; left out, it stays as it is (a new page has none). */
  content?: string;
  sections: { title: string; goods_ids: number[] }[];
}

/**
 * Adds an activity page, or with `ap_id` changes one: its sections are replaced by those given, in order. Its
 * text (`content`), shown as HTML on the storefront's page, is cleaned with the goods description's sanitiser (the
 * domain's allow-list) before it is stored; left out, the stored text stays.
 */
export async function saveActivity(db: Database, input: ActivityFields): Promise<ActivityInfo> {
  const sections = input.sections.map((section) => ({ title: section.title.trim(), goodsIds: [...new Set(section.goods_ids)] }));
  const refusal = validateActivityPage({ title: input.title, sections });
  if (refusal) throw badRequest(refusal);
  if (
    !(await goodsExist(
      db,
      sections.flatMap((section) => section.goodsIds),
    ))
  )
    throw badRequest(ACTIVITY_SECTION_GOODS_MISSING);
  const id = input.ap_id;
  const saved = await db.transaction(async (tx) => {
    const [current] = id === undefined ? [] : await tx.select().from(activities).where(eq(activities.apId, id)).for('update');
    if (id !== undefined && !current) throw notFound(ACTIVITY_NOT_FOUND);
    // A banner is kept as it was (the seed's media) or is an upload of the back office's; blank shows the title.
    if (input.banner !== '' && input.banner !== current?.banner && !isUploadPath(input.banner)) throw badRequest(ACTIVITY_BANNER_INVALID);
    const values = {
      title: input.title.trim(),
      banner: input.banner,
      ...(input.content === undefined ? {} : { content: sanitiseDescription(input.content) }),
    };
    const [row] =
      id === undefined
        ? await tx.insert(activities).values(values).returning()
        : await tx.update(activities).set(values).where(eq(activities.apId, id)).returning();
    const apId = (row as typeof activities.$inferSelect).apId;
    await tx.delete(subjects).where(eq(subjects.apId, apId));
    for (const [at, section] of sections.entries()) {
      const [subject] = await tx.insert(subjects).values({ apId, title: section.title, sortOrder: at }).returning();
      const subjectId = (subject as typeof subjects.$inferSelect).subjectId;
      await tx.insert(subjectGoods).values(section.goodsIds.map((goodsId, order) => ({ subjectId, goodsId, sortOrder: order })));
    }
    // The audit trail records a new page as this answer: its id, title and sections' goods.
    return { ap_id: apId, title: values.title, sections: sections.map((section) => ({ title: section.title, goods_ids: section.goodsIds })) };
  });
  catalogueChanged(db);
  const found = (await listActivities(db)).list.find((page) => page.ap_id === saved.ap_id);
  if (!found) throw notFound(ACTIVITY_NOT_FOUND);
  return found;
}

/** Deletes an activity page with its sections, unless a slide or theme still links to it (its link would lead nowhere). */
export async function deleteActivity(db: Database, apId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const linked = (table: typeof carousels | typeof themes) =>
      tx.$count(table, and(eq(table.redirectType, REDIRECT_TYPES.activity), eq(table.redirectId, String(apId))));
    if ((await linked(carousels)) + (await linked(themes)) > 0) throw badRequest(ACTIVITY_STILL_LINKED);
    const removed = await tx.delete(activities).where(eq(activities.apId, apId)).returning({ id: activities.apId });
    if (removed.length === 0) throw notFound(ACTIVITY_NOT_FOUND);
  });
  catalogueChanged(db);
  return null;
}
