import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOODS_SHEET_SPEC_CHANGED, SHEET_COLUMN, sheetPriceMessage } from '@garden/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shoot, signInHere, useBrowser } from './browser';

// The seeded 运营 exports the goods sheet from the goods list, changes a stock and spoils two rows, and imports
// it: the page lists each bad row and nothing changes; the fixed file then imports, the page shows the change,
// and the goods editor shows the new stock (issue 31 "Catalogue": spreadsheets).
const browser = useBrowser(() => inject('baseUrl'));

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'garden-admin-sheet-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The exported file with `edit` applied to its sheet (row 1 the headers; columns as the domain lays them out, 0 = A). */
async function edited(exported: string, name: string, edit: (cell: (row: number, column: number) => ExcelJS.Cell) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(exported)).buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  edit((row, column) => sheet.getRow(row).getCell(column + 1));
  const file = join(folder, name);
  await writeFile(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
  return file;
}

const upload = (page: Page, file: string) => page.locator('input[type=file][accept*=".xlsx"]').setInputFiles(file);

describe('the back office: the goods spreadsheet', () => {
  it('a 运营 exports the sheet, sees each bad row of a spoiled one refused, and imports the fixed one', async () => {
    const page = await browser.open();
    await page.goto('/admin/login');
    await signInHere(page, 'yunying', 'garden123');
    await page.goto('/admin/goods');
    await page.getByRole('table', { name: '商品' }).locator('tbody tr').first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出表格' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^goods-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const exported = join(folder, 'exported.xlsx');
    await download.saveAs(exported);

    let goodsId = 0;
    const spoiled = await edited(exported, 'spoiled.xlsx', (cell) => {
      goodsId = Number(cell(2, SHEET_COLUMN.goodsId).value);
      cell(2, SHEET_COLUMN.stock).value = 4321;
      cell(3, SHEET_COLUMN.marketPrice).value = '十元';
      cell(4, SHEET_COLUMN.spec).value = '规格：不存在';
    });
    await upload(page, spoiled);
    const dialog = page.getByRole('dialog', { name: '导入商品表格' });
    const bad = dialog.getByRole('list', { name: '不正确的行' });
    await bad.getByText(`第 3 行：${sheetPriceMessage('市场价')}`).waitFor();
    await bad.getByText(`第 4 行：${GOODS_SHEET_SPEC_CHANGED}`).waitFor();
    await shoot(page, '15-goods-sheet-refused');
    await dialog.getByRole('button').first().click();

    const fixed = await edited(exported, 'fixed.xlsx', (cell) => {
      cell(2, SHEET_COLUMN.stock).value = 4321;
    });
    await upload(page, fixed);
    await dialog.getByRole('table', { name: '导入的改动' }).getByText('→ 4321').waitFor();
    await shoot(page, '16-goods-sheet-imported');
    await dialog.getByRole('button').first().click();

    // The editor reads the goods again: the first SKU holds the new stock.
    await page.goto(`/admin/goods/${goodsId}`);
    await page.getByRole('heading', { name: `编辑商品 ${goodsId}` }).waitFor();
    await expect
      .poll(() => page.getByLabel(/ 库存$/).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toContain('4321');
  }, 120_000);
});
