import type { AdminCategoryNode } from '@garden/contract';
import { HEADER_CATEGORY_COUNT, validateCategoryOrder } from '@garden/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { type Column, GridTable } from '../../../components/grid-table';
import { moveItem } from '../../../lib/move-item';
import { reportError } from '../../../lib/report-error';

const COLUMNS: readonly Column[] = [{ label: '位置', width: 70 }, { label: '分类' }, { label: '显示在', width: 160 }, { label: '操作', width: 140 }];

/**
 * The storefront header's category bar: the top categories in shop order, the first nine in the bar and the rest
 * under 更多 (storefront §2); hidden ones are in neither. Moving one up or down saves the new order at once.
 */
export function HeaderCategoryOrder({
  categories,
  busy,
  onReorder,
}: {
  categories: readonly AdminCategoryNode[];
  busy: boolean;
  onReorder: (catIds: number[]) => void;
}) {
  const top = categories.filter((category) => category.parent_id === 0);
  const shownAt = new Map(top.filter((category) => !category.hidden).map((category, at) => [category.cat_id, at]));
  const move = (at: number, by: -1 | 1) => {
    const siblings = top.map((category) => category.cat_id);
    const order = moveItem(siblings, at, by);
    const refusal = validateCategoryOrder(siblings, order);
    if (refusal) return reportError(new Error(refusal));
    onReorder(order);
  };
  return (
    <GridTable label="顶部分类导航" columns={COLUMNS} minWidth={560}>
      {top.map((category, at) => {
        const place = shownAt.get(category.cat_id);
        return (
          <Table.Tr key={category.cat_id} data-header-category={category.cat_name}>
            <Table.Td>{at + 1}</Table.Td>
            <Table.Td>
              <Text size="sm" c={category.hidden ? 'dimmed' : undefined}>
                {category.cat_name}
              </Text>
            </Table.Td>
            <Table.Td>
              {place === undefined ? (
                <Badge size="sm" color="gray" variant="light">
                  已隐藏，不显示
                </Badge>
              ) : place < HEADER_CATEGORY_COUNT ? (
                <Badge size="sm" variant="light">
                  导航栏
                </Badge>
              ) : (
                <Badge size="sm" color="grape" variant="light">
                  更多 ▾
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={busy || at === 0}
                  onClick={() => move(at, -1)}
                  aria-label={`${category.cat_name} 前移`}
                >
                  前移
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={busy || at === top.length - 1}
                  onClick={() => move(at, 1)}
                  aria-label={`${category.cat_name} 后移`}
                >
                  后移
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </GridTable>
  );
}
