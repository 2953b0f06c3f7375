import { Group, Pagination, Text } from '@mantine/core';

/** Under a paged list of cards (reviews, after-sales requests): how many rows there are (`共 12 条`) and, past one page, the pages. */
export function Pager({
  total,
  unit,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  unit: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
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
