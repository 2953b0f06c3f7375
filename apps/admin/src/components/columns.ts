import type { DataTableColumn } from 'mantine-datatable';
import { chinaTimeText, formatTime } from '../lib/china-time';

/** The fields of `Row` holding a value of type `Value`. */
type FieldOf<Row, Value> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row] & string;

/**
 * A column of a moment (seconds since 1970) in China time: to the second where the order of events matters (logs,
 * ledgers, orders), to the minute (`minute`) where a person only reads when; '—' for a moment not reached yet.
 */
export function timeColumn<Row>(
  accessor: FieldOf<Row, number | null>,
  title: string,
  { width = 160, minute = false }: { width?: number; minute?: boolean } = {},
): DataTableColumn<Row> {
  const shown = minute ? chinaTimeText : formatTime;
  return { accessor, title, width, render: (row) => (row[accessor] ? shown(row[accessor] as number) : '—') };
}

/** A column of an amount in yuan as the API writes it ('12.50'), shown with its ¥. */
export function yuanColumn<Row>(accessor: FieldOf<Row, string>, title: string, width = 90): DataTableColumn<Row> {
  return { accessor, title, width, render: (row) => `¥${row[accessor]}` };
}
