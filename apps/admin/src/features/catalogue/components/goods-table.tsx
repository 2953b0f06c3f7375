import type { AdminGoodsRow } from '@garden/contract';
import { Badge, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type Column, DataTable, Pager } from '../../../components/data-table';
import { useSetGoodsSale } from '../api/goods';
import { GOODS_SALE_LABELS } from '@garden/domain';

const GOODS_COLUMNS: readonly Column[] = [
  { label: '编号', width: 70 },
  { label: '图片', width: 64 },
  { label: '名称' },
  { label: '分类' },
  { label: '价格', width: 90 },
  { label: '库存', width: 70 },
  { label: '状态', width: 90 },
  { label: '操作', width: 140 },
];

/** One page of goods, each with its editor link and 上架/下架; paging below. */
export function GoodsTable({
  rows,
  total,
  page,
  pageSize,
  onPage,
}: {
  rows: readonly AdminGoodsRow[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const sale = useSetGoodsSale();
  const busy = sale.isPending ? sale.variables?.goods_id : undefined;
  return (
    <Stack gap="md">
      <DataTable label="商品" columns={GOODS_COLUMNS} minWidth={700} empty={rows.length === 0 && '没有符合条件的商品'}>
        {rows.map((row) => (
          <Table.Tr key={row.goods_id} data-goods={row.goods_id}>
            <Table.Td>{row.goods_id}</Table.Td>
            <Table.Td>{row.thumbnail ? <Image src={row.thumbnail} alt="" w={44} h={44} radius="sm" fit="cover" /> : null}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500} lineClamp={2}>
                {row.name}
              </Text>
              {row.brand_name && (
                <Text size="xs" c="dimmed">
                  {row.brand_name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.cat_path.join(' / ')}</Text>
            </Table.Td>
            <Table.Td>¥{row.min_price}</Table.Td>
            <Table.Td>{row.stock}</Table.Td>
            <Table.Td>
              <Badge color={row.is_sale === 1 ? 'green' : row.is_sale === 2 ? 'yellow' : 'gray'} variant="light">
                {GOODS_SALE_LABELS[row.is_sale] ?? row.is_sale}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  renderRoot={(props) => <Link {...props} to="/goods/$id" params={{ id: String(row.goods_id) }} />}
                >
                  编辑
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color={row.is_sale === 1 ? 'red' : 'green'}
                  loading={busy === row.goods_id}
                  onClick={() => sale.mutate({ goods_id: row.goods_id, is_sale: row.is_sale === 1 ? 3 : 1 })}
                >
                  {row.is_sale === 1 ? '下架' : '上架'}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Pager total={total} unit="件" page={page} pageSize={pageSize} onPage={onPage} />
    </Stack>
  );
}
