// `pnpm --filter @garden/api bench`: the quotation PDF at the export limit (shopping §9: 10,000 lines),
// with the seed's pictures, in this process. Prints the time and the peak resident memory; targets
// ≤ 5 s and ≤ 300 MB. A benchmark prints figures; it asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { categories, goods } from '../src/db/schema/index';
import { seed } from '../src/seed/index';
import { buildQuotePdf } from '../src/modules/trade-catalogue/index';
import { loadSkuRows } from '../src/modules/trade-catalogue/index';
import { folderStorage } from '../src/platform/upload-storage';
import { openBenchDatabase } from './bench-database';

const LINES = 10_000;
const TARGET_MS = 5_000;
const TARGET_MB = 300;

const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-bench-pdf-'));
const pictures = { dataDir, uploads: folderStorage(dataDir) };
const database = await openBenchDatabase('PGlite');
try {
  const { db } = database.handle;
  await seed(db, { mediaDir: path.join(dataDir, 'media') });
  const spus = await db
    .select({ goodsId: goods.goodsId, thumb: goods.thumbnail, catName: categories.catName })
    .from(goods)
    .innerJoin(categories, eq(categories.catId, goods.catId))
    .orderBy(asc(goods.catId));
  const skus = await loadSkuRows(
    db,
    spus.map((spu) => spu.goodsId),
    5,
  );
  const spuOf = new Map(spus.map((spu) => [spu.goodsId, spu]));
  // The demo has fewer SKUs than the limit: the list repeats them, as a big trader's list would hold many.
  const lines = Array.from({ length: LINES }, (_, i) => {
    const sku = skus[i % skus.length] as (typeof skus)[number];
    const spu = spuOf.get(sku.goodsId);
    return {
      catName: spu?.catName ?? '',
      name: sku.goods_name,
      spec: sku.spe,
      price: sku.list_price,
      picture: process.env.NO_PICTURES ? '' : (spu?.thumb ?? ''),
    };
  }).sort((a, b) => a.catName.localeCompare(b.catName));

  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const pdf = await buildQuotePdf({ title: '报价单', shopName: '花园商城', trader: '基准测试', date: '2026-01-01', pictures, lines });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = peak / 1024 / 1024;
  const grew = (peak - before) / 1024 / 1024;
  const warmStart = performance.now();
  await buildQuotePdf({ title: '报价单', shopName: '花园商城', trader: '基准测试', date: '2026-01-01', pictures, lines });
  const warmMs = performance.now() - warmStart;
  console.log(
    `quotation PDF, ${LINES} lines (${skus.length} distinct SKUs, seed pictures): ${pdf.pages} pages, ${(pdf.bytes.length / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(
    `  time ${(ms / 1000).toFixed(2)} s the first time (drawings rasterised), ${(warmMs / 1000).toFixed(2)} s after (target ≤ ${TARGET_MS / 1000} s)`,
  );
  console.log(
    `  memory: peak RSS ${mb.toFixed(0)} MB, of which the PDF ${grew.toFixed(0)} MB over the ${(before / 1024 / 1024).toFixed(0)} MB the seeded embedded database already held (target ≤ ${TARGET_MB} MB)`,
  );
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
