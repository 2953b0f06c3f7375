import type { ShopperRow } from '@garden/contract';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type Column, DataTable, Pager } from '../../../components/data-table';
import { chinaTimeText } from '../../../lib/china-time';

const COLUMNS: readonly Column[] = [
  { label: '编号', width: 80 },
  { label: '手机号', width: 130 },
  { label: '昵称' },
  { label: '等级', width: 70 },
  { label: '余额（元）', width: 110 },
  { label: '状态', width: 150 },
  { label: '注册时间', width: 160 },
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
    <>
      <DataTable label="顾客" columns={COLUMNS} minWidth={820} empty={rows.length === 0 && '没有找到顾客'}>
        {rows.map((shopper) => (
          <Table.Tr key={shopper.user_id} data-mobile={shopper.mobile}>
            <Table.Td>{shopper.user_id}</Table.Td>
            <Table.Td>
              <Anchor renderRoot={(props) => <Link {...props} to="/shoppers/$id" params={{ id: String(shopper.user_id) }} />}>
                {shopper.mobile || shopper.user_name || '（未绑定）'}
              </Anchor>
            </Table.Td>
            <Table.Td>{shopper.nick || '—'}</Table.Td>
            <Table.Td>{shopper.u_grade}</Table.Td>
            <Table.Td>{shopper.user_money}</Table.Td>
            <Table.Td>
              <ShopperBadges shopper={shopper} />
            </Table.Td>
            <Table.Td>{chinaTimeText(shopper.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Pager total={total} unit="位顾客" page={page} pageSize={pageSize} onPage={onPage} />
    </>
  );
}
