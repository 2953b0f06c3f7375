import type { OperatorOrder, OperatorOrderPage } from '@garden/contract';
import type { OperatorOrderTab } from '@garden/domain';
import { Badge, Button, Checkbox, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CountTabs } from '../../../components/count-tabs';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps, pagingProps } from '../../../components/list-table';
import { timeColumn, yuanColumn } from '../../../components/columns';

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
  const columns: DataTableColumn<OperatorOrder>[] = [
    {
      accessor: 'select',
      title: '选择',
      width: 56,
      render: (order) => (
        <Checkbox
          aria-label={`选择订单 ${order.order_sn}`}
          checked={selected.has(order.order_id)}
          onChange={(event) => onSelect(order.order_id, event.currentTarget.checked)}
        />
      ),
    },
    {
      accessor: 'order_sn',
      title: '订单号',
      width: 190,
      render: (order) => (
        <Text size="sm" ff="monospace">
          {order.order_sn}
        </Text>
      ),
    },
    timeColumn('add_time', '下单时间'),
    {
      accessor: 'consignee',
      title: '收货人',
      render: (order) => (
        <>
          <Text size="sm">{order.consignee}</Text>
          <Text size="xs" c="dimmed">
            {order.phone}
          </Text>
        </>
      ),
    },
    {
      accessor: 'goods',
      title: '商品',
      render: (order) => (
        <Text size="sm" lineClamp={2}>
          {goodsSummary(order)}
        </Text>
      ),
    },
    yuanColumn('order_amount', '实付', 100),
    { accessor: 'pay_name', title: '支付方式', width: 90, render: (order) => order.pay_name || <Text c="dimmed">未支付</Text> },
    {
      accessor: 'order_status',
      title: '状态',
      width: 100,
      render: (order) => (
        <Badge variant="light" color={(order.tab && TAB_COLOURS[order.tab]) ?? 'gray'}>
          {order.order_status}
        </Badge>
      ),
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 80,
      render: (order) => (
        <Button
          size="compact-sm"
          variant="subtle"
          renderRoot={(props) => <Link {...props} to="/orders/$id" params={{ id: String(order.order_id) }} />}
        >
          详情
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '订单', minWidth: 1000, empty: '没有符合条件的订单', rows: rows.length })}
      {...pagingProps({ total, unit: '个订单', page, pageSize, onPage })}
      idAccessor="order_id"
      records={[...rows]}
      columns={columns}
      customRowAttributes={(order) => ({ 'data-order': order.order_id })}
    />
  );
}
