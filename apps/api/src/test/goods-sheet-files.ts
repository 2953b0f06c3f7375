// The goods spreadsheet's files as an operator edits them in Excel: the API's tests and the CLI's change an
// exported .xlsx with these before importing it back.
import ExcelJS from 'exceljs';

/** The exported file with `edit` applied to its sheet (row 1 the headers, as Excel numbers them). */
export async function editSheet(bytes: ArrayBuffer | Uint8Array, edit: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes instanceof Uint8Array ? (bytes.slice().buffer as ArrayBuffer) : bytes);
  edit(workbook.worksheets[0] as ExcelJS.Worksheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The cell of a row at a column of the domain's layout (`SHEET_COLUMN`, 0 is column A). */
export const cellAt = (sheet: ExcelJS.Worksheet, row: number, column: number): ExcelJS.Cell => sheet.getRow(row).getCell(column + 1);
