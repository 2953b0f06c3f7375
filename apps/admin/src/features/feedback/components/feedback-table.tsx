import type { CatalogueFeedback } from '@garden/contract';
import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps, pagingProps } from '../../../components/list-table';
import type { Paging } from '../../../components/pager';
import { timeColumn } from '../../../components/columns';

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

const COLUMNS: DataTableColumn<CatalogueFeedback>[] = [
  { accessor: 'id', title: '编号', width: 70 },
  timeColumn('add_time', '时间', { minute: true }),
  { accessor: 'user_id', title: '留言人', width: 170, render: (row) => <Author row={row} /> },
  { accessor: 'content', title: '建议', cellsStyle: () => ({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }) },
];

/** One page of the catalogue's suggestion box, newest first; the text as the shopper wrote it, line breaks kept. */
export function FeedbackTable({ rows, paging }: { rows: readonly CatalogueFeedback[]; paging: Paging }) {
  return (
    <DataTable
      {...listTableProps({ label: '建议反馈', minWidth: 680, empty: '没有建议', rows: rows.length })}
      {...pagingProps(paging)}
      records={[...rows]}
      columns={COLUMNS}
    />
  );
}
