import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { listTableProps, pagingProps } from '../../../components/list-table';

/** A ledger's signed amount, red when it takes money off. */
export const signedAmount = (amount: string) => (
  <Text inherit c={amount.startsWith('-') ? 'red.8' : 'green.8'}>
    {amount}
  </Text>
);

/** The rows of a ledger: each names itself by `log_id`. */
interface LedgerRow {
  log_id: number;
}

/**
 * A ledger's panel, newest first and paged ten rows at a time: a shopper's balance ledger, a member card's. Named by
 * `label` (its region and its table), its rows drawn by `columns` once the page has come.
 */
export function LedgerPanel<Row extends LedgerRow>({
  label,
  title,
  aside,
  columns,
  minWidth,
  empty,
  ledger,
  page,
  onPage,
}: {
  label: string;
  title: ReactNode;
  aside?: ReactNode;
  columns: DataTableColumn<Row>[];
  minWidth: number;
  empty: string;
  ledger: { list: readonly Row[]; total: number } | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={label} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {aside}
        </Group>
        {ledger ? (
          <DataTable
            {...listTableProps({ label, minWidth, empty, rows: ledger.list.length })}
            {...pagingProps({ total: ledger.total, unit: '条', page, pageSize: 10, onPage })}
            idAccessor="log_id"
            records={[...ledger.list]}
            columns={columns}
          />
        ) : (
          <Loader />
        )}
      </Stack>
    </Paper>
  );
}
