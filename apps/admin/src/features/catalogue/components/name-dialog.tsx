import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';

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
    <FormDialog
      title={title}
      busy={busy}
      onSubmit={() => {
        const refusal = check(name);
        setError(refusal);
        if (!refusal) onSave(name.trim());
      }}
      onClose={onClose}
    >
      <TextInput label={label} value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} data-autofocus />
    </FormDialog>
  );
}
