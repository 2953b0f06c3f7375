import type { ShopperRow } from '@garden/contract';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps, pagingProps } from '../../../components/list-table';
import { timeColumn } from '../../../components/columns';

const COLUMNS: DataTableColumn<ShopperRow>[] = [
  { accessor: 'user_id', title: '编号', width: 80 },
  {
    accessor: 'mobile',
    title: '手机号',
    width: 130,
    render: (shopper) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/shoppers/$id" params={{ id: String(shopper.user_id) }} />}>
        {shopper.mobile || shopper.user_name || '（未绑定）'}
      </Anchor>
    ),
  },
  { accessor: 'nick', title: '昵称', render: (shopper) => shopper.nick || '—' },
  { accessor: 'u_grade', title: '等级', width: 70 },
  { accessor: 'user_money', title: '余额（元）', width: 110 },
  { accessor: 'status', title: '状态', width: 150, render: (shopper) => <ShopperBadges shopper={shopper} /> },
  timeColumn('created_at', '注册时间', { minute: true }),
];

/** A shopper's badges: 已停用 and 批发商 when they are, 正常 otherwise. */
export function ShopperBadges({ shopper }: { shopper: ShopperRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={shopper.disabled ? 'red' : 'green'} variant="light">
        {shopper.disabled ? '已停用' : '正常'}
      </Badge>
      {shopper.is_trader === 1 && (
        <Badge color="grape" variant="light">
          批发商
        </Badge>
      )}
    </Group>
  );
}

/** One page of shoppers, each opening its detail. */
export function ShopperTable({
  rows,
  total,
  page,
  pageSize,
  onPage,
}: {
  rows: readonly ShopperRow[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <DataTable
      {...listTableProps({ label: '顾客', minWidth: 820, empty: '没有找到顾客', rows: rows.length })}
      {...pagingProps({ total, unit: '位顾客', page, pageSize, onPage })}
      idAccessor="user_id"
      records={[...rows]}
      columns={COLUMNS}
      customRowAttributes={(shopper) => ({ 'data-mobile': shopper.mobile })}
    />
  );
}
