import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A dialog asking for a name (a new category or brand, or a rename): `check` is the domain's rule, its message
 * shown at the field before anything is sent; `onSave` sends it and closes the dialog when the server agrees.
 */
export function NameDialog({
  title,
  label,
  initial,
  check,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  check: (name: string) => string | null;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const refusal = check(name);
          setError(refusal);
          if (!refusal) onSave(name.trim());
        }}
        noValidate
      >
        <Stack>
          <TextInput label={label} value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
