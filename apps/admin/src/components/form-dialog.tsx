import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog holding a form: its fields, the refusal of a domain rule (when it is not shown at a field), and
 * 取消 / 保存; `onSubmit` runs on 保存 or Enter.
 */
export function FormDialog({
  title,
  size = 'md',
  error,
  busy,
  submitLabel = '保存',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** The button that sends the form: 保存, or what the write does (确认拒绝). */
  submitLabel?: string;
  size?: 'md' | 'lg';
  error?: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack>
          {children}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
