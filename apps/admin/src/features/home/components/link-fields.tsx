import { Group, Select, TextInput } from '@mantine/core';
import { LINK_KINDS } from '../link-kinds';

/** A slide's or theme's link: its kind and its target (an id, ids or a keyword, as the kind says). */
export function LinkFields({
  type,
  target,
  onChange,
}: {
  type: string;
  target: string;
  onChange: (next: { type?: string; target?: string }) => void;
}) {
  return (
    <Group grow align="flex-start" gap="sm">
      <Select label="链接类型" data={LINK_KINDS} value={type} onChange={(value) => value && onChange({ type: value })} allowDeselect={false} />
      <TextInput
        label="链接目标"
        description={LINK_KINDS.find((kind) => kind.value === type)?.target}
        value={target}
        onChange={(event) => onChange({ target: event.currentTarget.value })}
      />
    </Group>
  );
}
