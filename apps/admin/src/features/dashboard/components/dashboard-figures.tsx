import type { DashboardFigures } from '@garden/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

/** Each figure's card: its name, the value as the server gave it, and what it counts (shown under it). */
const CARDS: readonly { key: keyof DashboardFigures; label: string; yuan?: boolean; note: string }[] = [
  { key: 'orders_placed', label: '下单数', note: '含未付款的订单' },
  { key: 'orders_paid', label: '支付订单数', note: '期间内付款的订单' },
  { key: 'paid_amount', label: '支付金额', yuan: true, note: '含余额与会员卡，未扣退款' },
  { key: 'average_order', label: '客单价', yuan: true, note: '支付金额 ÷ 支付订单数' },
  { key: 'refunds', label: '退款金额', yuan: true, note: '期间内同意的售后' },
  { key: 'new_shoppers', label: '新会员', note: '期间内注册' },
];

/** The period's figures as cards: six across a desktop, three on a tablet. */
export function DashboardFigureCards({ figures }: { figures: DashboardFigures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {CARDS.map(({ key, label, yuan, note }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`figure-${key}`}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={26} fw={700} lh={1.2} data-testid="figure-value">
              {yuan ? `¥${figures[key]}` : figures[key]}
            </Text>
            <Text size="xs" c="dimmed">
              {key === 'refunds' ? `${figures.refund_count} 笔，${note}` : note}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
