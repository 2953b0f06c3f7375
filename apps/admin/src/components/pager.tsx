import { Group, Pagination, Text } from '@mantine/core';

/** Where a paged list is: how many rows in all (counted in `unit`: 条, 件, 位顾客), the page shown and its size. */
export interface Paging {
  total: number;
  unit: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Under a paged list of cards (reviews, after-sales requests): how many rows there are (`共 12 条`) and, past one page, the pages. */
export function Pager({ total, unit, page, pageSize, onPage }: Paging) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        共 {total} {unit}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} aria-label="翻页" />}
    </Group>
  );
}
