import { Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, DataTable, Pager } from '../../../components/data-table';

/**
 * A ledger's panel, newest first and paged ten rows at a time: a shopper's balance ledger, a member card's. Named by
 * `label` (its region and its table), its rows drawn by `children` once the page has come.
 */
export function LedgerPanel<Row>({
  label,
  title,
  aside,
  columns,
  minWidth,
  empty,
  ledger,
  page,
  onPage,
  children,
}: {
  label: string;
  title: ReactNode;
  aside?: ReactNode;
  columns: readonly Column[];
  minWidth: number;
  empty: string;
  ledger: { list: readonly Row[]; total: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={label} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {aside}
        </Group>
        {ledger ? (
          <>
            <DataTable label={label} columns={columns} minWidth={minWidth} empty={ledger.list.length === 0 && empty}>
              {ledger.list.map(children)}
            </DataTable>
            <Pager total={ledger.total} unit="条" page={page} pageSize={10} onPage={onPage} />
          </>
        ) : (
          <Loader />
        )}
      </Stack>
    </Paper>
  );
}
