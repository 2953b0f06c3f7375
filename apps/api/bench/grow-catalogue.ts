// A catalogue of `total` goods for a bench, grown from the demo seed: each seeded goods is copied whole (its
// attribute values, SKUs, pictures, delivery dates, plant facts and stock baselines) under a new variety word, so
// the copies are distinct goods to search, list and buy, while the category, kind and brand words stay real.
// Done in SQL, a few statements whatever the size: 10,000 goods take seconds.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { goods } from '../src/db/schema/index';
import { backfillSearchTerms } from '../src/modules/catalogue/index';

/** A table copied with the goods: its rows moved by the copy number `k`, column by column. */
interface CopiedTable {
  table: string;
  /** Columns given a new value (an SQL expression over the row and `k`); the rest are copied as they are. */
  moved: Record<string, string>;
}

/** How far each copy moves the ids it gives (`<column> + k * step`): the largest of them in the seed. */
async function largest(db: Database, table: string, column: string): Promise<number> {
  const { rows } = await db.execute<{ last: number }>(sql.raw(`SELECT COALESCE(max(${column}), 0)::int AS last FROM ${table}`));
  return rows[0]?.last ?? 0;
}

async function columnsOf(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Grows the seeded catalogue to `total` goods (or leaves it as it is if it holds that many); answers the count. */
export async function growCatalogue(db: Database, total: number): Promise<number> {
  const seeded = await db.$count(goods);
  const copies = Math.ceil(total / Math.max(seeded, 1)) - 1;
  if (copies <= 0) return seeded;
  const step = {
    goods: await largest(db, 'goods', 'goods_id'),
    gsup: await largest(db, 'goods', 'gsup_id'),
    attr: await largest(db, 'goods_attrs', 'goods_attr_id'),
    sku: await largest(db, 'goods_skus', 'sku_id'),
    picture: await largest(db, 'goods_pictures', 'img_id'),
    delivery: await largest(db, 'goods_deliveries', 'delivery_id'),
  };
  const goodsId = `goods_id + k * ${step.goods}`;
  // A SKU's attr_key lists its goods_attr_ids in ascending order: moving each by the same step keeps the order.
  const attrKey = `COALESCE((SELECT string_agg((id::int + k * ${step.attr})::text, ',' ORDER BY n) FROM unnest(string_to_array(attr_key, ',')) WITH ORDINALITY AS ids(id, n) WHERE id <> ''), '')`;
  const tables: CopiedTable[] = [
    {
      table: 'goods',
      moved: {
        goods_id: goodsId,
        gsup_id: `gsup_id + k * ${step.gsup}`,
        // "月季 龙沙宝石 …" becomes "月季12号 龙沙宝石 …": the first word made new, the rest as it was.
        name: `regexp_replace(btrim(name), '^(\\S*)', '\\1' || (${goodsId}) || '号')`,
        search_terms: `''`,
      },
    },
    { table: 'goods_attrs', moved: { goods_attr_id: `goods_attr_id + k * ${step.attr}`, goods_id: goodsId } },
    { table: 'goods_skus', moved: { sku_id: `sku_id + k * ${step.sku}`, goods_id: goodsId, attr_key: attrKey } },
    { table: 'goods_pictures', moved: { img_id: `img_id + k * ${step.picture}`, goods_id: goodsId } },
    { table: 'goods_deliveries', moved: { delivery_id: `delivery_id + k * ${step.delivery}`, goods_id: goodsId } },
    { table: 'plant_facts', moved: { goods_id: goodsId } },
    { table: 'stock_baselines', moved: { sku_id: `sku_id + k * ${step.sku}` } },
  ];
  await db.transaction(async (tx) => {
    for (const { table, moved } of tables) {
      const columns = await columnsOf(tx, table);
      const values = columns.map((column) => moved[column] ?? column);
      // Copies past `total` are left out: the goods by their place in the copy order, the rest with their goods.
      const source = table === 'goods' ? '(SELECT goods.*, row_number() OVER (ORDER BY goods_id) AS place FROM goods) AS goods' : table;
      const within =
        table === 'goods'
          ? `WHERE (k - 1) * ${seeded} + place <= ${total - seeded}`
          : table === 'stock_baselines'
            ? `WHERE EXISTS (SELECT 1 FROM goods_skus s WHERE s.sku_id = stock_baselines.sku_id + k * ${step.sku})`
            : `WHERE EXISTS (SELECT 1 FROM goods g WHERE g.goods_id = ${table}.goods_id + k * ${step.goods})`;
      await tx.execute(
        sql.raw(
          `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')})
           SELECT ${values.join(', ')} FROM ${source} CROSS JOIN generate_series(1, ${copies}) AS k ${within}`,
        ),
      );
    }
    for (const [table, column] of [
      ['goods', 'goods_id'],
      ['goods_attrs', 'goods_attr_id'],
      ['goods_skus', 'sku_id'],
      ['goods_pictures', 'img_id'],
      ['goods_deliveries', 'delivery_id'],
    ]) {
      await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`));
    }
  });
  // The copies' search columns from their new names, as the server would on start.
  await backfillSearchTerms(db);
  await db.execute(sql`ANALYZE`);
  return db.$count(goods);
}
