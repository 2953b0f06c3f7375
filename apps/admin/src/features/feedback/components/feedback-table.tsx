import type { CatalogueFeedback } from '@garden/contract';
import { Table, Text } from '@mantine/core';
import { type Column, DataTable } from '../../../components/data-table';
import { chinaTimeText } from '../../../lib/china-time';

const COLUMNS: readonly Column[] = [{ label: '编号', width: 70 }, { label: '时间', width: 160 }, { label: '留言人', width: 170 }, { label: '建议' }];

/** Who left a suggestion: the shopper's mobile and nickname, or 游客 when no one was signed in. */
function Author({ row }: { row: CatalogueFeedback }) {
  if (row.user_id === 0) return <Text c="dimmed">游客</Text>;
  return (
    <>
      <Text size="sm">{row.mobile || `用户 ${row.user_id}`}</Text>
      {row.nick && (
        <Text size="xs" c="dimmed">
          {row.nick}
        </Text>
      )}
    </>
  );
}

/** One page of the catalogue's suggestion box, newest first; the text as the shopper wrote it, line breaks kept. */
export function FeedbackTable({ rows }: { rows: readonly CatalogueFeedback[] }) {
  return (
    <DataTable label="建议反馈" columns={COLUMNS} minWidth={680} empty={rows.length === 0 && '没有建议'}>
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>{chinaTimeText(row.add_time)}</Table.Td>
          <Table.Td>
            <Author row={row} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.content}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
