import type { OperatorOrderDetail } from '@garden/contract';
import { ORDER_NOTE_MAX, operatorShownName, orderNoteRefusal } from '@garden/domain';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatTime } from '../../../lib/china-time';
import { useAddOrderNote } from '../api/orders';

/** The internal notes (never shown to the shopper), oldest first, and a box to add one, checked by the domain's rule first. */
export function OrderNotes({ orderId, notes }: { orderId: number; notes: OperatorOrderDetail['notes'] }) {
  const add = useAddOrderNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const refusal = orderNoteRefusal(note);
    setError(refusal);
    if (!refusal) add.mutate({ order_id: orderId, note }, { onSuccess: () => setNote('') });
  };
  return (
    <Stack gap="sm">
      {notes.length === 0 ? (
        <Text c="dimmed">还没有备注</Text>
      ) : (
        notes.map((kept) => (
          <Paper key={kept.note_id} withBorder p="xs" radius="sm" bg="yellow.0" data-note={kept.note_id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {kept.note}
            </Text>
            <Text size="xs" c="dimmed">
              {operatorShownName(kept.operator_login)} · {formatTime(kept.created_at)}
            </Text>
          </Paper>
        ))
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="添加备注"
            description={`只有后台可见，最多 ${ORDER_NOTE_MAX} 字`}
            autosize
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={add.isPending}>
              保存备注
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
