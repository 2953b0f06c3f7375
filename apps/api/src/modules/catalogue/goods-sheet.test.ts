// The goods spreadsheet (issue 31 "Catalogue"): exported as .xlsx and imported back, a round trip changes
// nothing; a changed sheet changes the catalogue, search texts and stock baselines, recorded in one audit row; a
// sheet with bad rows changes nothing and names each row; 客服 may not use it.
import { endpoints } from '@garden/contract';
import {
  GOODS_SHEET_FILE_INVALID,
  GOODS_SHEET_ROWS_MAX,
  GOODS_SHEET_SPEC_CHANGED,
  GOODS_SHEET_TOO_MANY_ROWS,
  GOODS_SHEET_UNPACKED_MAX_BYTES,
  GOODS_SHEET_UNPACKED_TOO_LARGE,
  goodsSheetRefusedMessage,
  OPERATOR_FORBIDDEN,
  SHEET_COLUMN,
  sheetPriceMessage,
} from '@garden/domain';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, goodsSkus, operatorAudit, stockBaselines } from '../../db/schema/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { cellAt, editSheet } from '../../test/goods-sheet-files';
import { call, refused } from '../../test/http';
import { signInOperator } from '../../test/operator-calls';
import { loadEditorDetail } from './goods-editor';
import { newestAudit } from '../../test/operator-calls';

const ctx = useSeededContext();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type As = Awaited<ReturnType<typeof signInOperator>>['as'];

async function exportSheet(as: As): Promise<ArrayBuffer> {
  const response = await ctx.app.request(endpoints.exportGoodsSheet.path, { headers: as.headers });
  expect([response.status, response.headers.get('content-type')]).toEqual([200, XLSX]);
  return response.arrayBuffer();
}

const importSheet = <T = unknown>(as: As, bytes: ArrayBuffer | Uint8Array, name = 'goods.xlsx') =>
  call<T>(ctx.app, 'POST', endpoints.importGoodsSheet.path, { ...as, form: { file: new File([new Uint8Array(bytes)], name, { type: XLSX }) } });

/** Every goods as the editor loads it, by id. */
async function everyDetail() {
  const ids = await ctx.db.select({ id: goods.goodsId }).from(goods).orderBy(asc(goods.goodsId));
  return Promise.all(ids.map(({ id }) => loadEditorDetail(ctx.db, id)));
}
/** A zip record: `size` bytes, each field `[offset, bytes (2 or 4), value]` little-endian, the rest zero. */
function zipRecord(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const record = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) record.writeUInt16LE(value, at);
    else record.writeUInt32LE(value, at);
  }
  return record;
}

/**
 * A zip of `entries`, each deflated, its declared size `size` when given (a bomb's lie), else its own; no CRCs
 * (the import refuses such files before anything reads them).
 */
function zipOf(entries: { name: string; data: Buffer; size?: number }[]): Uint8Array {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, size = data.length } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    // Both headers give the packing (8: deflate), the sizes and the name's length, at their own offsets.
    const sizes = (at: number): [number, 2 | 4, number][] => [
      [at, 4, packed.length],
      [at + 4, 4, size],
      [at + 8, 2, nameBytes.length],
    ];
    const local = zipRecord(30, [[0, 4, 0x04034b50], [8, 2, 8], ...sizes(18)]);
    parts.push(local, nameBytes, packed);
    directory.push(zipRecord(46, [[0, 4, 0x02014b50], [10, 2, 8], ...sizes(20), [42, 4, offset]]), nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const listed = Buffer.concat(directory);
  const end = zipRecord(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, listed.length],
    [16, 4, offset],
  ]);
  return new Uint8Array(Buffer.concat([...parts, listed, end]));
}

const auditRows = async () => Number((await ctx.db.select({ n: count() }).from(operatorAudit))[0]?.n);

interface Imported {
  goods_changed: number;
  skus_changed: number;
  changes: { goods_id: number; name: string; goods: unknown; skus: { sku_id: number; before: { stock: number }; after: { stock: number } }[] }[];
}

describe('the goods spreadsheet', () => {
  it('exports every SKU and imports the same file back without changing the catalogue', async () => {
    const { as } = await signInOperator(ctx, '运营');
    const before = await everyDetail();
    const bytes = await exportSheet(as);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const skuCount = Number((await ctx.db.select({ n: count() }).from(goodsSkus))[0]?.n);
    expect(workbook.worksheets[0]?.rowCount).toBe(skuCount + 1);

    const imported = await importSheet<Imported>(as, bytes);
    expect(imported.body).toMatchObject({ code: 200, data: { goods_changed: 0, skus_changed: 0, changes: [] } });
    expect(await everyDetail()).toEqual(before);
  }, 120_000);

  it('changes names, prices, stock and sale state as the rows say, in one audited transaction', async () => {
    const yunying = await signInOperator(ctx, '运营');
    const bytes = await exportSheet(yunying.as);
    let goodsId = 0;
    let skuId = 0;
    const changed = await editSheet(bytes, (sheet) => {
      goodsId = Number(cellAt(sheet, 2, SHEET_COLUMN.goodsId).value);
      skuId = Number(cellAt(sheet, 2, SHEET_COLUMN.skuId).value);
      sheet.eachRow((row, number) => {
        if (number > 1 && Number(row.getCell(SHEET_COLUMN.goodsId + 1).value) === goodsId) {
          row.getCell(SHEET_COLUMN.name + 1).value = '表格改名 铁线莲';
          row.getCell(SHEET_COLUMN.sale + 1).value = '已下架';
        }
      });
      cellAt(sheet, 2, SHEET_COLUMN.stock).value = 321;
      cellAt(sheet, 2, SHEET_COLUMN.marketPrice).value = 999.5;
      cellAt(sheet, 2, SHEET_COLUMN.firstGrade + 2).value = '888.00';
    });
    const audits = await auditRows();
    const imported = await importSheet<Imported>(yunying.as, changed);
    expect(imported.body).toMatchObject({ code: 200, msg: '已导入：1 件商品、1 个 SKU 有改动', data: { goods_changed: 1, skus_changed: 1 } });

    const detail = await loadEditorDetail(ctx.db, goodsId);
    expect(detail).toMatchObject({ name: '表格改名 铁线莲', is_sale: 3 });
    expect(detail.skus.find((sku) => sku.sku_id === skuId)).toMatchObject({ stock: 321, market_price: '999.50', grade_prices: { 2: '888.00' } });
    const [row] = await ctx.db.select().from(goods).where(eq(goods.goodsId, goodsId));
    expect(row?.searchText).toContain('铁线莲');
    expect(row?.stock).toBe(detail.skus.reduce((sum, sku) => sum + sku.stock, 0));
    const [baseline] = await ctx.db.select().from(stockBaselines).where(eq(stockBaselines.skuId, skuId));
    expect(baseline?.baseline).toBe(321);

    expect(await auditRows()).toBe(audits + 1);
    const audit = await newestAudit(ctx.db, eq(operatorAudit.action, 'importGoodsSheet'));
    expect(audit).toMatchObject({ operatorId: yunying.id, targetType: 'goods-sheet', targetId: 'import', before: null, after: imported.body.data });
    expect(imported.body.data.changes[0]?.skus[0]).toMatchObject({ sku_id: skuId, after: { stock: 321 } });
  });

  it('refuses a sheet with bad rows whole, naming each row, and changes nothing', async () => {
    const { as } = await signInOperator(ctx, '店长');
    const bytes = await exportSheet(as);
    const spoiled = await editSheet(bytes, (sheet) => {
      cellAt(sheet, 2, SHEET_COLUMN.stock).value = 5; // a good change, which must not land either
      cellAt(sheet, 3, SHEET_COLUMN.marketPrice).value = '十元';
      cellAt(sheet, 5, SHEET_COLUMN.spec).value = '规格：不存在';
    });
    const before = await everyDetail();
    const audits = await auditRows();
    const answer = await importSheet(as, spoiled);
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        code: 400,
        msg: goodsSheetRefusedMessage(2),
        data: { reports: [`第 3 行：${sheetPriceMessage('市场价')}`, `第 5 行：${GOODS_SHEET_SPEC_CHANGED}`] },
      },
    ]);
    expect(await everyDetail()).toEqual(before);
    expect(await auditRows()).toBe(audits);
  }, 120_000);

  it('refuses a file that is not an .xlsx sheet', async () => {
    const { as } = await signInOperator(ctx, '运营');
    const answer = await importSheet(as, new TextEncoder().encode('商品编号,名称\n1,月季'), 'goods.csv');
    expect([answer.status, answer.body]).toEqual([400, refused(GOODS_SHEET_FILE_INVALID)]);
  });

  it('refuses a zip bomb and a sheet of too many rows before unpacking them whole, changing nothing', async () => {
    const { as } = await signInOperator(ctx, '运营');
    const audits = await auditRows();
    // A part that says it unpacks past the limit is refused on the zip's directory alone.
    const declared = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>'), size: GOODS_SHEET_UNPACKED_MAX_BYTES + 1 }]);
    // One that says 1 000 bytes and unpacks to 4 MB (a small file for the upload limit) is stopped at its word.
    const lying = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4 * 1024 * 1024, 0x20), size: 1_000 }]);
    for (const bomb of [declared, lying]) {
      const answer = await importSheet(as, bomb);
      expect([answer.status, answer.body]).toEqual([400, refused(GOODS_SHEET_UNPACKED_TOO_LARGE)]);
    }
    const rows = Array.from({ length: GOODS_SHEET_ROWS_MAX + 2 }, (_, i) => `<row r="${i + 1}"/>`).join('');
    const tall = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`) }]);
    const answer = await importSheet(as, tall);
    expect([answer.status, answer.body]).toEqual([400, refused(GOODS_SHEET_TOO_MANY_ROWS)]);
    const notZip = await importSheet(as, zipOf([]).subarray(0, 10));
    expect([notZip.status, notZip.body]).toEqual([400, refused(GOODS_SHEET_FILE_INVALID)]);
    expect(await auditRows()).toBe(audits);
  });

  it('refuses 客服 both calls with 403, writing nothing', async () => {
    const { as } = await signInOperator(ctx, '客服');
    const owner = await signInOperator(ctx, '店长');
    const bytes = await exportSheet(owner.as);
    const audits = await auditRows();
    const exported = await call(ctx.app, 'GET', endpoints.exportGoodsSheet.path, as);
    expect([exported.status, exported.body]).toEqual([403, refused(OPERATOR_FORBIDDEN, 403)]);
    const imported = await importSheet(as, bytes);
    expect([imported.status, imported.body]).toEqual([403, refused(OPERATOR_FORBIDDEN, 403)]);
    expect(await auditRows()).toBe(audits);
  });
});
