import type { AuditEntry } from '@garden/contract';
import { Button, Code, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatTime } from '../../../lib/operator-labels';
import { actionLabel, targetLabel } from '../audit-labels';
import { type Column, DataTable, Pager } from '../../../components/data-table';

const AUDIT_COLUMNS: readonly Column[] = [
  { label: '时间', width: 180 },
  { label: '操作员', width: 140 },
  { label: '操作' },
  { label: '目标' },
  { label: '详情', width: 90 },
];

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
  return (
    <Stack gap="md">
      <DataTable label="操作记录" columns={AUDIT_COLUMNS} minWidth={720} empty={rows.length === 0 && '没有符合条件的操作记录'}>
        {rows.map((row) => (
          <Table.Tr key={row.audit_id}>
            <Table.Td>{formatTime(row.at)}</Table.Td>
            <Table.Td>{row.operator_login ?? <Text c="dimmed">运营令牌</Text>}</Table.Td>
            <Table.Td>
              {actionLabel(row.action)}
              <Text span c="dimmed" size="xs" ml={6}>
                {row.action}
              </Text>
            </Table.Td>
            <Table.Td>
              {targetLabel(row.target_type)} {row.target_id}
            </Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant="subtle" onClick={() => setOpened(row)}>
                查看
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Pager total={total} unit="条" page={page} pageSize={pageSize} onPage={onPage} />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title="操作详情" size="xl">
        {opened && (
          <Stack gap="sm">
            <Text size="sm">
              {formatTime(opened.at)} · {opened.operator_login ?? '运营令牌'} · {actionLabel(opened.action)} · {targetLabel(opened.target_type)}{' '}
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
