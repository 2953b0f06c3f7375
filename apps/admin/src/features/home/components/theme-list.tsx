import type { ThemeInfo } from '@garden/contract';
import { checkHomeLink, THEME_GOODS_MISSING } from '@garden/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { GoodsPicker, type PickedGoods } from '../../../components/goods-picker';
import { listTableProps } from '../../../components/list-table';
import { useDeleteTheme, useSaveTheme } from '../api/home';
import { EditDeleteActions, LinkCell, LinkFields, type LinkForm, linkFormOf } from './link-fields';

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
  const columns: DataTableColumn<ThemeInfo>[] = [
    { accessor: 'theme_name', title: '标题', width: 150 },
    { accessor: 'link', title: '链接', render: (theme) => <LinkCell row={theme} /> },
    {
      accessor: 'goods',
      title: '商品',
      render: (theme) => (
        <Text size="sm" lineClamp={2}>
          {theme.goods.map((item) => item.goods_name).join('、')}
        </Text>
      ),
    },
    { accessor: 'sort_order', title: '排序', width: 70 },
    {
      accessor: 'actions',
      title: '操作',
      width: 130,
      render: (theme) => (
        <EditDeleteActions
          what={`专题「${theme.theme_name}」`}
          onEdit={() => setEditing({ theme_id: theme.theme_id, theme_name: theme.theme_name, goods: theme.goods, ...linkFormOf(theme) })}
          onDelete={() => remove.mutate({ theme_id: theme.theme_id })}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" onClick={() => setEditing({ theme_name: '', type: '5', target: '', sort_order: themes.length, goods: [] })}>
          添加专题
        </Button>
      </Group>
      <DataTable
        {...listTableProps({ label: '专题', minWidth: 640, empty: '还没有专题', rows: themes.length })}
        idAccessor="theme_id"
        records={[...themes]}
        columns={columns}
      />
      {editing && <ThemeDialog initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
