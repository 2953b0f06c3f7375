import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { confirmDelete } from '../../../components/confirm-delete';
import { LINK_KINDS, linkKindLabel } from '../link-kinds';

/** What a slide and a theme share: where its link goes and its place on the home page. */
export interface LinkForm {
  type: string;
  target: string;
  sort_order: number;
}

/** A slide's or theme's link (its kind and its target: an id, ids or a keyword, as the kind says) and its order. */
export function LinkFields({ value, onChange }: { value: LinkForm; onChange: (next: Partial<LinkForm>) => void }) {
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm">
        <Select label="链接类型" data={LINK_KINDS} value={value.type} onChange={(type) => type && onChange({ type })} allowDeselect={false} />
        <TextInput
          label="链接目标"
          description={LINK_KINDS.find((kind) => kind.value === value.type)?.target}
          value={value.target}
          onChange={(event) => onChange({ target: event.currentTarget.value })}
        />
      </Group>
      <NumberInput
        label="排序（小的在前）"
        min={0}
        max={9999}
        value={value.sort_order}
        onChange={(sort) => onChange({ sort_order: Number(sort) || 0 })}
        w={160}
      />
    </Stack>
  );
}

/** A saved slide's or theme's link and order as the dialog edits them. */
export const linkFormOf = (row: { redirect_type: number; redirect_id: string; sort_order: number }): LinkForm => ({
  type: String(row.redirect_type),
  target: row.redirect_id,
  sort_order: row.sort_order,
});

/** A row's link as the lists show it: `商品：421`. */
export function LinkCell({ row }: { row: { redirect_type: number; redirect_id: string } }) {
  return (
    <Text size="sm">
      {linkKindLabel(row.redirect_type)}：{row.redirect_id}
    </Text>
  );
}

/** A row's 修改 and 删除; `onDelete` runs once the operator confirms deleting `what` (轮播图「春季上新」). */
export function EditDeleteActions({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={onEdit}>
        修改
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => confirmDelete(what) && onDelete()}>
        删除
      </Button>
    </Group>
  );
}
