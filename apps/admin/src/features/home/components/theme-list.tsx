import type { ThemeInfo } from '@garden/contract';
import { checkHomeLink, THEME_GOODS_MISSING } from '@garden/domain';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { GoodsPicker, type PickedGoods } from '../../../components/goods-picker';
import { type Column, DataTable } from '../../../components/data-table';
import { useDeleteTheme, useSaveTheme } from '../api/home';
import { EditDeleteActions, LinkCell, LinkFields, type LinkForm, linkFormOf } from './link-fields';

const THEME_COLUMNS: readonly Column[] = [
  { label: '标题', width: 150 },
  { label: '链接' },
  { label: '商品' },
  { label: '排序', width: 70 },
  { label: '操作', width: 130 },
];

interface ThemeForm extends LinkForm {
  theme_id?: number;
  theme_name: string;
  goods: PickedGoods[];
}

function ThemeDialog({ initial, onClose }: { initial: ThemeForm; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTheme();
  const change = (next: Partial<ThemeForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setError(null);
  };
  const submit = () => {
    const refusal =
      checkHomeLink({ name: form.theme_name, redirectType: Number(form.type), redirectId: form.target.trim() }) ??
      (form.goods.length === 0 ? THEME_GOODS_MISSING : null);
    setError(refusal);
    if (refusal) return;
    save.mutate(
      {
        theme_id: form.theme_id,
        theme_name: form.theme_name.trim(),
        redirect_type: Number(form.type),
        redirect_id: form.target.trim(),
        sort_order: form.sort_order,
        goods_ids: form.goods.map((item) => item.goods_id),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog title={form.theme_id ? '修改专题' : '添加专题'} size="lg" error={error} busy={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label="标题" value={form.theme_name} onChange={(event) => change({ theme_name: event.currentTarget.value })} />
      <LinkFields value={form} onChange={change} />
      <GoodsPicker label="专题商品" goods={form.goods} onChange={(goods) => change({ goods })} />
    </FormDialog>
  );
}

/** The home page's themes in order: add, change (title, link, goods), delete. */
export function ThemeList({ themes }: { themes: readonly ThemeInfo[] }) {
  const [editing, setEditing] = useState<ThemeForm | null>(null);
  const remove = useDeleteTheme();
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setEditing({ theme_name: '', type: '5', target: '', sort_order: themes.length, goods: [] })}>
          添加专题
        </Button>
      </Group>
      <DataTable label="专题" columns={THEME_COLUMNS} minWidth={640} empty={themes.length === 0 && '还没有专题'}>
        {themes.map((theme) => (
          <Table.Tr key={theme.theme_id}>
            <Table.Td>{theme.theme_name}</Table.Td>
            <Table.Td>
              <LinkCell row={theme} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {theme.goods.map((item) => item.goods_name).join('、')}
              </Text>
            </Table.Td>
            <Table.Td>{theme.sort_order}</Table.Td>
            <Table.Td>
              <EditDeleteActions
                onEdit={() => setEditing({ theme_id: theme.theme_id, theme_name: theme.theme_name, goods: theme.goods, ...linkFormOf(theme) })}
                onDelete={() => remove.mutate({ theme_id: theme.theme_id })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {editing && <ThemeDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
