import type { DashboardPoint } from '@garden/contract';
import { CompositeChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';

/**
 * The period's series: the amount paid as bars (yuan, left axis) and the orders placed and paid as lines (right axis), by the hour
 * today or by the day. The amounts become numbers only to be drawn; every figure shown as text is the server's.
 */
export function SalesChart({ series, hourly }: { series: readonly DashboardPoint[]; hourly: boolean }) {
  const data = series.map((point) => ({
    label: point.label,
    paid: Number(point.paid_amount),
    placed: point.orders_placed,
    ordersPaid: point.orders_paid,
  }));
  // The orders' axis is set from the data: whole orders, up to the busiest bucket (at least 1, so an empty day has an axis).
  const mostOrders = Math.max(1, ...data.map((point) => Math.max(point.placed, point.ordersPaid)));
  return (
    <Stack gap="xs">
      <Title order={4}>{hourly ? '今日走势（按小时）' : '走势（按天）'}</Title>
      <CompositeChart
        h={280}
        data={data}
        dataKey="label"
        withLegend
        withRightYAxis
        withDots={false}
        curveType="linear"
        maxBarWidth={28}
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisLabel="元"
        rightYAxisLabel="单"
        rightYAxisProps={{ domain: [0, mostOrders], allowDecimals: false }}
        valueFormatter={(value) => String(value)}
        series={[
          { name: 'paid', label: '支付金额（元）', color: 'green.5', type: 'bar' },
          { name: 'placed', label: '下单数', color: 'blue.6', type: 'line', yAxisId: 'right' },
          { name: 'ordersPaid', label: '支付订单数', color: 'orange.6', type: 'line', yAxisId: 'right' },
        ]}
      />
      <Text size="xs" c="dimmed">
        北京时间
      </Text>
    </Stack>
  );
}
