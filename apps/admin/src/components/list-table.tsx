import type { DataTableProps } from 'mantine-datatable';
import type { Paging } from './pager';

/** The pager's arrows named in Chinese (mantine-datatable names them in English). */
const PAGE_CONTROL_LABELS: Record<string, string> = { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' };

/**
 * What every back-office list shares on mantine-datatable's `DataTable`: named for assistive technology (and the
 * journeys) by `label`, striped and highlighted under the pointer; narrower than `minWidth` (a tablet) it scrolls
 * sideways inside its panel. `empty` is said in place of rows, the table keeping room for it while it has none (a table shown only with rows
 * leaves it out).
 */
export function listTableProps({ label, minWidth, empty, rows }: { label: string; minWidth: number; empty?: string; rows: number }) {
  return {
    'aria-label': label,
    striped: true,
    highlightOnHover: true,
    verticalSpacing: 'sm',
    styles: { table: { minWidth } },
    noRecordsText: empty ?? '',
    minHeight: rows === 0 ? 150 : undefined,
  } as const satisfies Partial<DataTableProps<unknown>>;
}

/**
 * A paged list's pager, mantine-datatable's own under the rows: how many there are (`共 12 条`, the unit the list
 * counts in) and, past one page, the pages.
 */
export function pagingProps({ total, unit, page, pageSize, onPage }: Paging) {
  return {
    totalRecords: total,
    recordsPerPage: pageSize,
    page,
    onPageChange: onPage,
    paginationText: ({ totalRecords }: { totalRecords: number }) => `共 ${totalRecords} ${unit}`,
    getPaginationControlProps: (control: string) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] }),
  };
}
