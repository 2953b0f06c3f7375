import { Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of a back-office table: its heading and, for a narrow one, its width in pixels. */
export interface Column {
  label: string;
  width?: number;
}

/**
 * A table of the back office: named for assistive technology (and the journeys) by `label`, its heading row from
 * `columns`, its rows the children; narrower than `minWidth` (a tablet), it scrolls sideways inside its panel.
 * `empty`, when given, is said under it (a list without rows).
 */
export function DataTable({
  label,
  columns,
  minWidth,
  children,
  empty,
}: {
  label: string;
  columns: readonly Column[];
  minWidth: number;
  children: ReactNode;
  empty?: string | false;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ label: heading, width }) => (
                <Table.Th key={heading} w={width}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {empty && (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      )}
    </>
  );
}

/** Under a paged table: how many rows there are (`共 12 条`) and, past one page, the pages. */
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
