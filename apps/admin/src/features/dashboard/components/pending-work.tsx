import type { DashboardPending } from '@garden/contract';
import { Badge, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A count of work waiting and the queue it opens, filtered to that work. */
function QueueLink({ label, count, testId, children }: { label: string; count: number; testId: string; children: (props: object) => ReactNode }) {
  return (
    <NavLink
      data-testid={testId}
      renderRoot={children}
      label={label}
      variant="subtle"
      active
      color={count > 0 ? 'orange' : 'gray'}
      rightSection={
        <Badge size="lg" variant={count > 0 ? 'filled' : 'light'} color={count > 0 ? 'orange' : 'gray'} data-testid="pending-count">
          {count}
        </Badge>
      }
    />
  );
}

/**
 * The work waiting now, each a link to its queue with the matching filter; the server gives a count only for a queue
 * the role may open (null otherwise), so no link leads to a page the role is refused.
 */
export function PendingWork({ pending }: { pending: DashboardPending }) {
  const shown = Object.values(pending).some((count) => count !== null);
  return (
    <Stack gap="xs">
      <Title order={4}>待处理</Title>
      {!shown && (
        <Text size="sm" c="dimmed">
          您的角色没有需要处理的队列。
        </Text>
      )}
      <Stack gap={4}>
        {pending.to_ship !== null && (
          <QueueLink label="待发货订单" count={pending.to_ship} testId="pending-to_ship">
            {(props) => <Link {...props} to="/orders" search={{ tab: 'toShip' }} />}
          </QueueLink>
        )}
        {pending.partly_shipped !== null && (
          <QueueLink label="部分发货订单" count={pending.partly_shipped} testId="pending-partly_shipped">
            {(props) => <Link {...props} to="/orders" search={{ tab: 'partlyShipped' }} />}
          </QueueLink>
        )}
        {pending.after_sales !== null && (
          <QueueLink label="待处理售后" count={pending.after_sales} testId="pending-after_sales">
            {(props) => <Link {...props} to="/after-sales" search={{ state: 'open' }} />}
          </QueueLink>
        )}
        {pending.withdrawals !== null && (
          <QueueLink label="待处理提现" count={pending.withdrawals} testId="pending-withdrawals">
            {(props) => <Link {...props} to="/withdrawals" search={{}} />}
          </QueueLink>
        )}
        {pending.reviews_to_reply !== null && (
          <QueueLink label="待回复评价" count={pending.reviews_to_reply} testId="pending-reviews_to_reply">
            {(props) => <Link {...props} to="/reviews" search={{ replied: 'no' }} />}
          </QueueLink>
        )}
      </Stack>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          当前数量，不随统计周期变化
        </Text>
      </Group>
    </Stack>
  );
}
