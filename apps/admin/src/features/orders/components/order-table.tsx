import type { OperatorOrder, OperatorOrderPage } from '@garden/contract';
import type { OperatorOrderTab } from '@garden/domain';
import { Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CountTabs } from '../../../components/count-tabs';
import { type Column, DataTable, Pager } from '../../../components/data-table';
import { formatTime } from '../../../lib/operator-labels';

const ORDER_COLUMNS: readonly Column[] = [
  { label: '选择', width: 56 },
  { label: '订单号', width: 190 },
  { label: '下单时间', width: 160 },
  { label: '收货人' },
  { label: '商品' },
  { label: '实付', width: 100 },
  { label: '支付方式', width: 90 },
  { label: '状态', width: 100 },
  { label: '操作', width: 80 },
];

/** The state's colour: waiting on the shop stands out, finished and closed orders recede. */
const TAB_COLOURS: Partial<Record<OperatorOrderTab, string>> = {
  unpaid: 'yellow',
  toShip: 'orange',
  partlyShipped: 'orange',
  shipped: 'blue',
  afterSales: 'red',
  complete: 'green',
  closed: 'gray',
};

/** The tabs with their counts (the whole shop's, whatever the filters); choosing one goes to its first page. */
export function OrderTabs({
  counts,
  tab,
  onTab,
}: {
  counts: OperatorOrderPage['counts'];
  tab: OperatorOrderTab;
  onTab: (tab: OperatorOrderTab) => void;
}) {
  return <CountTabs tabs={counts.map((count) => ({ value: count.tab, name: count.name, count: count.count }))} value={tab} onChange={onTab} />;
}

/** The goods of an order in one line: the first one's name and how many more. */
const goodsSummary = (order: OperatorOrder) => {
  const [first, ...others] = order.goods_list;
  if (!first) return '—';
  return others.length === 0 ? `${first.goods_name} ×${first.goods_number}` : `${first.goods_name} 等 ${order.goods_list.length} 种`;
};

/** One page of orders, newest first, each opening its detail and chosen with its box (packing slips); paging below. */
export function OrderTable({
  rows,
  total,
  page,
  pageSize,
  onPage,
  selected,
  onSelect,
}: {
  rows: readonly OperatorOrder[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selected: ReadonlySet<number>;
  onSelect: (orderId: number, on: boolean) => void;
}) {
  return (
    <Stack gap="md">
      <DataTable label="订单" columns={ORDER_COLUMNS} minWidth={900} empty={rows.length === 0 && '没有符合条件的订单'}>
        {rows.map((order) => (
          <Table.Tr key={order.order_id} data-order={order.order_id}>
            <Table.Td>
              <Checkbox
                aria-label={`选择订单 ${order.order_sn}`}
                checked={selected.has(order.order_id)}
                onChange={(event) => onSelect(order.order_id, event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {order.order_sn}
              </Text>
            </Table.Td>
            <Table.Td>{formatTime(order.add_time)}</Table.Td>
            <Table.Td>
              <Text size="sm">{order.consignee}</Text>
              <Text size="xs" c="dimmed">
                {order.phone}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {goodsSummary(order)}
              </Text>
            </Table.Td>
            <Table.Td>¥{order.order_amount}</Table.Td>
            <Table.Td>{order.pay_name || <Text c="dimmed">未支付</Text>}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={(order.tab && TAB_COLOURS[order.tab]) ?? 'gray'}>
                {order.order_status}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                renderRoot={(props) => <Link {...props} to="/orders/$id" params={{ id: String(order.order_id) }} />}
              >
                详情
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Pager total={total} unit="个订单" page={page} pageSize={pageSize} onPage={onPage} />
    </Stack>
  );
}
