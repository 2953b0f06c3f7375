// Reading an uploaded .xlsx file as rows of cells (exceljs), as the domain reads sheets: what the back office's
// imports share, the goods sheet (modules/catalogue) and the batch shipping sheet (modules/orders).
import type { SheetCell } from '@garden/domain';
import ExcelJS from 'exceljs';
import { badRequest } from './api-error';
import { checkSheetZip, type SheetFileLimits } from './spreadsheet-zip';

/** A cell as exceljs reads it, as the domain reads cells: text, a number, or nothing. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean' || value instanceof Date) return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * The first sheet of an .xlsx file as rows of cells, row N at index N − 1 (rows Excel has no cells for are empty),
 * once its zip has been checked against a zip bomb and too many rows (`checkSheetZip`).
 */
export async function readSheetFile(bytes: ArrayBuffer, limits: SheetFileLimits): Promise<SheetCell[][]> {
  await checkSheetZip(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw badRequest(limits.invalid);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(limits.invalid);
  if (sheet.rowCount > limits.maxRows + 1) throw badRequest(limits.tooManyRows);
  const rows: SheetCell[][] = Array.from({ length: sheet.rowCount }, () => []);
  sheet.eachRow((row, number) => {
    // exceljs numbers the cells from 1: `values[0]` is always empty.
    rows[number - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
  });
  return rows;
}
