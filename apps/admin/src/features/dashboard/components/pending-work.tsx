import type { DashboardPending } from '@garden/contract';
import { Badge, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Each count of work waiting, its name, and the link to its queue filtered to that work. */
const QUEUES: readonly { key: keyof DashboardPending; label: string; link: (props: object) => ReactNode }[] = [
  { key: 'to_ship', label: '待发货订单', link: (props) => <Link {...props} to="/orders" search={{ tab: 'toShip' }} /> },
  { key: 'partly_shipped', label: '部分发货订单', link: (props) => <Link {...props} to="/orders" search={{ tab: 'partlyShipped' }} /> },
  { key: 'after_sales', label: '待处理售后', link: (props) => <Link {...props} to="/after-sales" search={{ state: 'open' }} /> },
  { key: 'withdrawals', label: '待处理提现', link: (props) => <Link {...props} to="/withdrawals" search={{}} /> },
  { key: 'reviews_to_reply', label: '待回复评价', link: (props) => <Link {...props} to="/reviews" search={{ replied: 'no' }} /> },
];

/**
 * The work waiting now, each a link to its queue with the matching filter; the server gives a count only for a queue
 * the role may open (null otherwise), so no link leads to a page the role is refused.
 */
export function PendingWork({ pending }: { pending: DashboardPending }) {
  const shown = QUEUES.filter(({ key }) => pending[key] !== null);
  return (
    <Stack gap="xs">
      <Title order={4}>待处理</Title>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          您的角色没有需要处理的队列。
        </Text>
      )}
      <Stack gap={4}>
        {shown.map(({ key, label, link }) => {
          const count = pending[key] ?? 0;
          const color = count > 0 ? 'orange' : 'gray';
          return (
            <NavLink
              key={key}
              data-testid={`pending-${key}`}
              renderRoot={link}
              label={label}
              variant="subtle"
              active
              color={color}
              rightSection={
                <Badge size="lg" variant={count > 0 ? 'filled' : 'light'} color={color} data-testid="pending-count">
                  {count}
                </Badge>
              }
            />
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed">
        当前数量，不随统计周期变化
      </Text>
    </Stack>
  );
}
