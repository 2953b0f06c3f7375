import type { SheetCell } from '../goods-sheet/sheet-layout';

/**
 * Reads a CSV text as rows of cells, as a spreadsheet shows them (issue 32 batch shipping takes the sheet as
 * .xlsx or CSV): cells separated by commas (or tabs, as pasted from a sheet), `"…"` quoting a cell with commas,
 * line breaks or `""` for a quote, a byte order mark ignored. Row N is at index N − 1; cells are text, trimmed.
 */
export function readCsvRows(text: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  let row: SheetCell[] = [];
  let cell = '';
  let quoted = false;
  /** Whether the row under way has any character yet: a last line without its line break still counts. */
  let started = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endCell = () => {
    row.push(cell.trim());
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    started = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    if (char !== '\n') started = true;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === ',' || char === '\t') endCell();
    else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (started) endRow();
  return rows;
}
