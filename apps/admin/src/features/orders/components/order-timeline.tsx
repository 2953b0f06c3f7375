import type { OperatorOrderDetail } from '@garden/contract';
import { operatorShownName } from '@garden/domain';
import { Text, Timeline } from '@mantine/core';
import { formatTime } from '../../../lib/china-time';

type Event = OperatorOrderDetail['timeline'][number];

/**
 * The order's story, oldest first: placed, paid, shipped, after-sales, and each operator's write on it, named by
 * `actionLabel` (the audit trail's labels, which the page passes in) with who made it.
 */
export function OrderTimeline({ events, actionLabel }: { events: readonly Event[]; actionLabel: (action: string) => string }) {
  const eventText = (event: Event) =>
    event.kind === 'operator' ? `${actionLabel(event.text)}（${operatorShownName(event.operator_login)}）` : event.text;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="时间线">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own (two at one second may read alike); the list is redrawn whole, never reordered
        <Timeline.Item key={`${event.at}-${index}`} title={eventText(event)} color={event.kind === 'operator' ? 'grape' : 'green'}>
          <Text size="xs" c="dimmed">
            {formatTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
