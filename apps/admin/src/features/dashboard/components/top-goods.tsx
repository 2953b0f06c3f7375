import type { DashboardGoods } from '@garden/contract';
import { Group, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';

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
        label="热销商品"
        minWidth={480}
        columns={[{ label: '排名', width: 64 }, { label: '商品' }, { label: '件数', width: 90 }, { label: '金额', width: 120 }]}
        empty={rows.length === 0 && '这段时间还没有付款的订单'}
      >
        {rows.map((goods, index) => (
          <Table.Tr key={goods.goods_id} data-goods={goods.goods_id}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{goods.goods_name}</Table.Td>
            <Table.Td data-testid="goods-units">{goods.units}</Table.Td>
            <Table.Td data-testid="goods-amount">¥{goods.amount}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Stack>
  );
}
