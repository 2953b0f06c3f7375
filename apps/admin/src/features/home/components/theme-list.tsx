import type { ThemeInfo } from '@garden/contract';
import { checkHomeLink, THEME_GOODS_MISSING } from '@garden/domain';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { themeGoodsQueryOptions, useDeleteTheme, useSaveTheme } from '../api/home';
import { EditDeleteActions, LinkCell, LinkFields, type LinkForm, linkFormOf } from './link-fields';

const THEME_COLUMNS: readonly Column[] = [
  { label: '标题', width: 150 },
  { label: '链接' },
  { label: '商品' },
  { label: '排序', width: 70 },
  { label: '操作', width: 130 },
];

type PickedGoods = { goods_id: number; goods_name: string };

interface ThemeForm extends LinkForm {
  theme_id?: number;
  theme_name: string;
  goods: PickedGoods[];
}

/** The theme's goods: searched by name, pinyin, initials or id and added in order; the first two show large. */
function GoodsPicker({ goods, onChange }: { goods: PickedGoods[]; onChange: (next: PickedGoods[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery(themeGoodsQueryOptions(searched));
  const picked = new Set(goods.map((item) => item.goods_id));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        专题商品
      </Text>
      <Group gap={6}>
        {goods.map((item, index) => (
          <Badge
            key={item.goods_id}
            variant={index < 2 ? 'filled' : 'light'}
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                c="inherit"
                aria-label={`移除 ${item.goods_name}`}
                onClick={() => onChange(goods.filter((other) => other.goods_id !== item.goods_id))}
              >
                ×
              </ActionIcon>
            }
          >
            {item.goods_id} {item.goods_name}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="查找商品"
          placeholder="名称、拼音、首字母或编号"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearched(keyword.trim());
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => setSearched(keyword.trim())}>
          查找
        </Button>
      </Group>
      {found.data && (
        <Paper withBorder p="xs">
          <Stack gap={4}>
            {found.data.list.map((row) => (
              <Group key={row.goods_id} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {row.goods_id} {row.name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={picked.has(row.goods_id)}
                  onClick={() => onChange([...goods, { goods_id: row.goods_id, goods_name: row.name }])}
                  aria-label={`加入 ${row.name}`}
                >
                  加入
                </Button>
              </Group>
            ))}
            {found.data.list.length === 0 && (
              <Text size="sm" c="dimmed">
                没有找到商品
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
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
      <GoodsPicker goods={form.goods} onChange={(goods) => change({ goods })} />
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
