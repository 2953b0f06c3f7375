import type { DashboardGoods } from '@garden/contract';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { listTableProps } from '../../../components/list-table';

const COLUMNS: DataTableColumn<DashboardGoods & { rank: number }>[] = [
  { accessor: 'rank', title: '排名', width: 64 },
  { accessor: 'goods_name', title: '商品' },
  { accessor: 'units', title: '件数', width: 90, customCellAttributes: () => ({ 'data-testid': 'goods-units' }) },
  {
    accessor: 'amount',
    title: '金额',
    width: 120,
    render: (goods) => `¥${goods.amount}`,
    customCellAttributes: () => ({ 'data-testid': 'goods-amount' }),
  },
];

/** The goods sold most in the period, by units or by amount. */
export function TopGoods({ byUnits, byAmount }: { byUnits: readonly DashboardGoods[]; byAmount: readonly DashboardGoods[] }) {
  const [by, setBy] = useState<'units' | 'amount'>('units');
  const rows = by === 'units' ? byUnits : byAmount;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>热销商品</Title>
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(value) => setBy(value as 'units' | 'amount')}
          data={[
            { value: 'units', label: '按件数' },
            { value: 'amount', label: '按金额' },
          ]}
        />
      </Group>
      <DataTable
        {...listTableProps({ label: '热销商品', minWidth: 480, empty: '这段时间还没有付款的订单', rows: rows.length })}
        idAccessor="goods_id"
        records={rows.map((goods, index) => ({ ...goods, rank: index + 1 }))}
        columns={COLUMNS}
        customRowAttributes={(goods) => ({ 'data-goods': goods.goods_id })}
      />
    </Stack>
  );
}
