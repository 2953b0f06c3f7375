import type { AdminCategoryNode } from '@garden/contract';
import { CATEGORY_LEVELS, validateCategory, validateCategoryOrder } from '@garden/domain';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-delete';
import { type Column, GridTable } from '../../../components/grid-table';
import { PictureUpload } from '../../../components/picture-upload';
import { reportError } from '../../../lib/report-error';
import { useCreateCategory, useDeleteCategory, useReorderCategories, useUpdateCategory } from '../api/categories';
import { NameDialog } from './name-dialog';
import { moveItem } from '../../../lib/move-item';

const CATEGORY_COLUMNS: readonly Column[] = [
  { label: '分类' },
  { label: '图标', width: 230 },
  { label: '编号', width: 70 },
  { label: '商品数', width: 80 },
  { label: '操作', width: 380 },
];

type Dialog = { kind: 'create'; parent: AdminCategoryNode | null } | { kind: 'rename'; category: AdminCategoryNode } | null;

/**
 * The category tree in shop order: add (top level or under a category), rename, give an icon (uploaded, checked by
 * `validateCategoryIcon` on the server) or take it off, hide or show, move up or down, delete.
 */
export function CategoryTree({ categories }: { categories: readonly AdminCategoryNode[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // The tree opens folded to its first level; a category is unfolded to show what is under it.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const unfold = (id: number, shown: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (shown) next.add(id);
      else next.delete(id);
      return next;
    });
  const byId = new Map(categories.map((category) => [category.cat_id, category]));
  const visible = (category: AdminCategoryNode): boolean =>
    category.parent_id === 0 || (open.has(category.parent_id) && visible(byId.get(category.parent_id) ?? category));
  const hasChildren = new Set(categories.map((category) => category.parent_id));
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const siblingsOf = (category: AdminCategoryNode) =>
    categories.filter((other) => other.parent_id === category.parent_id).map((other) => other.cat_id);
  const move = (category: AdminCategoryNode, by: -1 | 1) => {
    const siblings = siblingsOf(category);
    const order = moveItem(siblings, siblings.indexOf(category.cat_id), by);
    const refusal = validateCategoryOrder(siblings, order);
    if (refusal) return reportError(new Error(refusal));
    reorder.mutate({ parent_id: category.parent_id, cat_ids: order });
  };
  const levelOf = (id: number) => categories.find((category) => category.cat_id === id)?.level ?? 0;
  return (
    <>
      <Group mb="md">
        <Button size="xs" onClick={() => setDialog({ kind: 'create', parent: null })}>
          添加一级分类
        </Button>
      </Group>
      <GridTable label="分类" columns={CATEGORY_COLUMNS} minWidth={930}>
        {categories.filter(visible).map((category) => {
          const siblings = siblingsOf(category);
          const at = siblings.indexOf(category.cat_id);
          return (
            <Table.Tr key={category.cat_id} data-category={category.cat_name}>
              <Table.Td>
                <Group gap={6} wrap="nowrap" pl={(category.level - 1) * 24}>
                  {hasChildren.has(category.cat_id) ? (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`${open.has(category.cat_id) ? '收起' : '展开'} ${category.cat_name}`}
                      aria-expanded={open.has(category.cat_id)}
                      onClick={() => unfold(category.cat_id, !open.has(category.cat_id))}
                    >
                      {open.has(category.cat_id) ? '▾' : '▸'}
                    </ActionIcon>
                  ) : (
                    <span style={{ width: 22, display: 'inline-block' }} />
                  )}
                  <Text size="sm" fw={category.level === 1 ? 600 : 400} c={category.hidden ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {category.cat_name}
                  </Text>
                  {category.hidden === 1 && (
                    <Badge size="xs" color="gray" variant="light">
                      已隐藏
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <PictureUpload
                  url={category.icon}
                  alt={`${category.cat_name} 图标`}
                  noun="图标"
                  width={32}
                  height={32}
                  prefix="catalogue"
                  onChange={(icon) => update.mutate({ cat_id: category.cat_id, icon })}
                  extra={
                    category.icon && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        onClick={() => update.mutate({ cat_id: category.cat_id, icon: '' })}
                        aria-label={`去掉 ${category.cat_name} 图标`}
                      >
                        去掉
                      </Button>
                    )
                  }
                />
              </Table.Td>
              <Table.Td>{category.cat_id}</Table.Td>
              <Table.Td>{category.goods_count}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={at === 0}
                    onClick={() => move(category, -1)}
                    aria-label={`${category.cat_name} 上移`}
                  >
                    上移
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={at === siblings.length - 1}
                    onClick={() => move(category, 1)}
                    aria-label={`${category.cat_name} 下移`}
                  >
                    下移
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setDialog({ kind: 'rename', category })}
                    aria-label={`重命名 ${category.cat_name}`}
                  >
                    重命名
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => update.mutate({ cat_id: category.cat_id, hidden: category.hidden ? 0 : 1 })}
                    aria-label={`${category.hidden ? '显示' : '隐藏'} ${category.cat_name}`}
                  >
                    {category.hidden ? '显示' : '隐藏'}
                  </Button>
                  {category.level < CATEGORY_LEVELS && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setDialog({ kind: 'create', parent: category })}
                      aria-label={`在 ${category.cat_name} 下添加`}
                    >
                      添加下级
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(`分类「${category.cat_name}」`) && remove.mutate({ cat_id: category.cat_id })}
                    aria-label={`删除 ${category.cat_name}`}
                  >
                    删除
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </GridTable>
      {dialog?.kind === 'create' && (
        <NameDialog
          title={dialog.parent ? `在「${dialog.parent.cat_name}」下添加分类` : '添加一级分类'}
          label="分类名称"
          initial=""
          check={(name) => validateCategory({ name, parentLevel: dialog.parent?.level ?? 0 })}
          busy={create.isPending}
          onSave={(cat_name) =>
            create.mutate(
              { cat_name, parent_id: dialog.parent?.cat_id ?? 0 },
              {
                onSuccess: () => {
                  if (dialog.parent) unfold(dialog.parent.cat_id, true);
                  setDialog(null);
                },
              },
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title="重命名分类"
          label="分类名称"
          initial={dialog.category.cat_name}
          check={(name) => validateCategory({ name, parentLevel: levelOf(dialog.category.parent_id) })}
          busy={update.isPending}
          onSave={(cat_name) => update.mutate({ cat_id: dialog.category.cat_id, cat_name }, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
