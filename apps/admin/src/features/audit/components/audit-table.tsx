import type { AuditEntry } from '@garden/contract';
import { OPERATOR_TOKEN_NAME, operatorShownName } from '@garden/domain';
import { Button, Code, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { formatTime } from '../../../lib/china-time';
import { actionLabel, targetLabel } from '../audit-labels';
import { listTableProps, pagingProps } from '../../../components/list-table';
import { timeColumn } from '../../../components/columns';

/** A row's before or after value as indented JSON ('—' when the write recorded none). */
const shown = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

/** One page of the trail, newest first, each row's before and after values in a dialog; paging below. */
export function AuditTable({
  rows,
  total,
  page,
  pageSize,
  onPage,
}: {
  rows: readonly AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const columns: DataTableColumn<AuditEntry>[] = [
    timeColumn('at', '时间', { width: 180 }),
    { accessor: 'operator_login', title: '操作员', width: 140, render: (row) => row.operator_login ?? <Text c="dimmed">{OPERATOR_TOKEN_NAME}</Text> },
    {
      accessor: 'action',
      title: '操作',
      render: (row) => (
        <>
          {actionLabel(row.action)}
          <Text span c="dimmed" size="xs" ml={6}>
            {row.action}
          </Text>
        </>
      ),
    },
    { accessor: 'target_id', title: '目标', render: (row) => `${targetLabel(row.target_type)} ${row.target_id}` },
    {
      accessor: 'details',
      title: '详情',
      width: 90,
      render: (row) => (
        <Button size="compact-sm" variant="subtle" onClick={() => setOpened(row)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <DataTable
        {...listTableProps({ label: '操作记录', minWidth: 720, empty: '没有符合条件的操作记录', rows: rows.length })}
        {...pagingProps({ total, unit: '条', page, pageSize, onPage })}
        idAccessor="audit_id"
        records={[...rows]}
        columns={columns}
      />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title="操作详情" size="xl">
        {opened && (
          <Stack gap="sm">
            <Text size="sm">
              {formatTime(opened.at)} · {operatorShownName(opened.operator_login)} · {actionLabel(opened.action)} · {targetLabel(opened.target_type)}{' '}
              {opened.target_id}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap={4}>
                <Text fw={600}>操作前</Text>
                <Code block>{shown(opened.before)}</Code>
              </Stack>
              <Stack gap={4}>
                <Text fw={600}>操作后</Text>
                <Code block>{shown(opened.after)}</Code>
              </Stack>
            </SimpleGrid>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
