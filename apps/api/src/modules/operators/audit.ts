// The audit trail (issue 31): one row per operator write, inserted by the guard in the write's own
// transaction (guard.ts), never updated or deleted (the database refuses it too: migration 0020's triggers).
import type { AuditPage } from '@garden/contract';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { operatorAudit, operators } from '../../db/schema/index';
import type { AuditTargetType } from '@garden/contract';
import { type AuditTarget, NEW_TARGET } from './permissions';
import { seconds } from '../../platform/unix-time';

/**
 * The row a target is recorded with before and after a write, as JSON (never a password hash). Targets
 * without one (a coupon issued, a hardiness or goods sheet import) and targets a write creates (`NEW_TARGET`)
 * are recorded with what the write's transaction answered.
 */
const SNAPSHOTS: Partial<Record<AuditTargetType, (id: string) => SQL>> = {
  sku: (id) => sql`select to_jsonb(s) as row from goods_skus s where s.sku_id::text = ${id}`,
  goods: (id) => sql`select jsonb_agg(to_jsonb(s) order by s.sku_id) as row from goods_skus s where s.goods_id::text = ${id}`,
  // The editor's goods: its row without the search columns (recomputed from it), with its attribute values, SKUs,
  // pre-sale dates and plant facts.
  'goods-detail': (id) => sql`select to_jsonb(g) - 'search_text' - 'search_terms' - 'pinyin' - 'initials'
      || jsonb_build_object(
        'attrs', (select coalesce(jsonb_agg(to_jsonb(a) order by a.goods_attr_id), '[]') from goods_attrs a where a.goods_id = g.goods_id),
        'skus', (select coalesce(jsonb_agg(to_jsonb(s) order by s.sku_id), '[]') from goods_skus s where s.goods_id = g.goods_id),
        'deliveries', (select coalesce(jsonb_agg(to_jsonb(d) order by d.delivery_time), '[]') from goods_deliveries d where d.goods_id = g.goods_id),
        'plant', (select to_jsonb(p) from plant_facts p where p.goods_id = g.goods_id)) as row
    from goods g where g.goods_id::text = ${id}`,
  // A category, or (`children:<parent>`) the categories under one parent in their order.
  category: (id) =>
    id.startsWith('children:')
      ? sql`select coalesce(jsonb_agg(to_jsonb(c) order by c.sort_order, c.cat_id), '[]') as row from categories c where c.parent_id::text = ${id.slice('children:'.length)}`
      : sql`select to_jsonb(c) as row from categories c where c.cat_id::text = ${id}`,
  brand: (id) => sql`select to_jsonb(b) as row from brands b where b.brand_id::text = ${id}`,
  // An order with its internal notes, so a note's row shows what was added.
  order: (id) => sql`select to_jsonb(o) || jsonb_build_object(
        'notes', (select coalesce(jsonb_agg(n.note order by n.note_id), '[]') from order_notes n where n.order_id = o.order_id)) as row
    from orders o where o.order_id::text = ${id}`,
  refund: (id) => sql`select to_jsonb(r) as row from refunds r where r.refund_id::text = ${id}`,
  withdrawal: (id) => sql`select to_jsonb(w) as row from withdrawals w where w.withdrawal_id::text = ${id}`,
  card: (id) => sql`select to_jsonb(c) as row from member_cards c where c.card_id::text = ${id}`,
  user: (id) => sql`select to_jsonb(u) - 'password_hash' as row from users u where u.user_id::text = ${id} or u.mobile = ${id}`,
  // Accounts by their login (user name), as permissions.ts names them.
  operator: (id) => sql`select to_jsonb(o) - 'password_hash' as row from operators o where o.login = ${id}`,
  'parcel-staff': (id) => sql`select to_jsonb(p) - 'password_hash' as row from parcel_staff p where p.user_name = ${id}`,
  // A review with its official replies, so a reply's row and a hide or show show what changed (issue 32 "Reviews").
  review: (id) => sql`select to_jsonb(r) || jsonb_build_object('official_replies', (select coalesce(jsonb_agg(c.content order by c.comment_id), '[]')
      from review_comments c where c.g_comment_id = r.g_comment_id and c.is_official)) as row from reviews r where r.g_comment_id::text = ${id}`,
  'coupon-type': (id) => sql`select to_jsonb(t) as row from coupon_types t where t.type_id::text = ${id}`,
  carousel: (id) => sql`select to_jsonb(c) as row from carousels c where c.carousel_id::text = ${id}`,
  // An activity page with its sections (subjects) and their goods' ids in order.
  activity: (id) =>
    sql`select to_jsonb(a) || jsonb_build_object('sections', (select coalesce(jsonb_agg(to_jsonb(s) || jsonb_build_object('goods_ids',
        (select coalesce(jsonb_agg(g.goods_id order by g.sort_order), '[]') from subject_goods g where g.subject_id = s.subject_id))
        order by s.sort_order, s.subject_id), '[]') from subjects s where s.ap_id = a.ap_id)) as row from activities a where a.ap_id::text = ${id}`,
  theme: (id) =>
    sql`select to_jsonb(t) || jsonb_build_object('goods_ids', (select coalesce(jsonb_agg(g.goods_id order by g.sort_order), '[]') from theme_goods g where g.theme_id = t.theme_id)) as row from themes t where t.theme_id::text = ${id}`,
};

/** The target's row now, or undefined when its kind has no snapshot (the reply stands in for it). */
export async function snapshotTarget(db: Database, target: AuditTarget): Promise<unknown> {
  const query = SNAPSHOTS[target.type];
  // A target the write creates has no row before it, and no id to find it by after: the write's answer stands in.
  if (!query || target.id === NEW_TARGET) return undefined;
  const { rows } = await db.execute<{ row: unknown }>(query(target.id));
  return rows[0]?.row ?? null;
}

export interface AuditRecord {
  /** Null for the data-folder token (bootstrap). */
  operatorId: number | null;
  at: Date;
  action: string;
  target: AuditTarget;
  before: unknown;
  after: unknown;
}

/** Appends one row; call it inside the write's transaction. */
export async function appendAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: record.operatorId,
    at: record.at,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditFilter {
  operatorId?: number;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/** The trail, newest first, filtered and paged. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<AuditPage> {
  const where = and(
    filter.operatorId === undefined ? undefined : eq(operatorAudit.operatorId, filter.operatorId),
    filter.targetType ? eq(operatorAudit.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(operatorAudit.targetId, filter.targetId) : undefined,
    filter.from ? gte(operatorAudit.at, filter.from) : undefined,
    filter.to ? lte(operatorAudit.at, filter.to) : undefined,
  );
  const { rows, total } = await readPage(
    db,
    db
      .select({ entry: operatorAudit, login: operators.login })
      .from(operatorAudit)
      .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
      .where(where),
    { orderBy: [desc(operatorAudit.at), desc(operatorAudit.id)], page: filter.page, limit: filter.limit },
  );
  return {
    list: rows.map(({ entry, login }) => ({
      audit_id: entry.id,
      operator_id: entry.operatorId,
      operator_login: login,
      at: seconds(entry.at),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
    })),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}
