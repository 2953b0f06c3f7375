import type { AdminGoodsRow } from '@garden/contract';
import { Badge, Button, Group, Image, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps, pagingProps } from '../../../components/list-table';
import { useSetGoodsSale } from '../api/goods';
import { GOODS_SALE_LABELS } from '@garden/domain';
import { yuanColumn } from '../../../components/columns';

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
  const columns: DataTableColumn<AdminGoodsRow>[] = [
    { accessor: 'goods_id', title: '编号', width: 70 },
    {
      accessor: 'thumbnail',
      title: '图片',
      width: 64,
      render: (row) => (row.thumbnail ? <Image src={row.thumbnail} alt="" w={44} h={44} radius="sm" fit="cover" /> : null),
    },
    {
      accessor: 'name',
      title: '名称',
      render: (row) => (
        <>
          <Text size="sm" fw={500} lineClamp={2}>
            {row.name}
          </Text>
          {row.brand_name && (
            <Text size="xs" c="dimmed">
              {row.brand_name}
            </Text>
          )}
        </>
      ),
    },
    { accessor: 'cat_path', title: '分类', render: (row) => <Text size="sm">{row.cat_path.join(' / ')}</Text> },
    yuanColumn('min_price', '价格'),
    { accessor: 'stock', title: '库存', width: 70 },
    {
      accessor: 'is_sale',
      title: '状态',
      width: 90,
      render: (row) => (
        <Badge color={row.is_sale === 1 ? 'green' : row.is_sale === 2 ? 'yellow' : 'gray'} variant="light">
          {GOODS_SALE_LABELS[row.is_sale] ?? row.is_sale}
        </Badge>
      ),
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 140,
      render: (row) => (
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
      ),
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '商品', minWidth: 700, empty: '没有符合条件的商品', rows: rows.length })}
      {...pagingProps({ total, unit: '件', page, pageSize, onPage })}
      idAccessor="goods_id"
      records={[...rows]}
      columns={columns}
      customRowAttributes={(row) => ({ 'data-goods': row.goods_id })}
    />
  );
}
