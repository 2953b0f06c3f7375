import { validateBrand } from '@garden/domain';
import type { endpoints, ReplyOf } from '@garden/contract/endpoints';
import { Badge, Button, Group } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { listTableProps } from '../../../components/list-table';
import { useCreateBrand, useUpdateBrand } from '../api/categories';
import { NameDialog } from './name-dialog';

type Brand = ReplyOf<typeof endpoints.listAdminBrands>['list'][number];

/** The brands: add, rename, hide (a hidden brand is not offered to new goods) or show. */
export function BrandList({ brands }: { brands: readonly Brand[] }) {
  const [dialog, setDialog] = useState<{ brand: Brand | null } | null>(null);
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const columns: DataTableColumn<Brand>[] = [
    {
      accessor: 'brand_name',
      title: '品牌',
      render: (brand) => (
        <>
          {brand.brand_name}{' '}
          {brand.hidden === 1 && (
            <Badge size="xs" color="gray" variant="light">
              已隐藏
            </Badge>
          )}
        </>
      ),
    },
    { accessor: 'brand_id', title: '编号', width: 70 },
    { accessor: 'goods_count', title: '商品数', width: 80 },
    {
      accessor: 'actions',
      title: '操作',
      width: 160,
      render: (brand) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setDialog({ brand })} aria-label={`重命名 ${brand.brand_name}`}>
            重命名
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => update.mutate({ brand_id: brand.brand_id, hidden: brand.hidden ? 0 : 1 })}
            aria-label={`${brand.hidden ? '显示' : '隐藏'} ${brand.brand_name}`}
          >
            {brand.hidden ? '显示' : '隐藏'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group mb="md">
        <Button size="xs" onClick={() => setDialog({ brand: null })}>
          添加品牌
        </Button>
      </Group>
      <DataTable
        {...listTableProps({ label: '品牌', minWidth: 480, empty: '还没有品牌', rows: brands.length })}
        idAccessor="brand_id"
        records={[...brands]}
        columns={columns}
      />
      {dialog && (
        <NameDialog
          title={dialog.brand ? '重命名品牌' : '添加品牌'}
          label="品牌名称"
          initial={dialog.brand?.brand_name ?? ''}
          check={(name) => validateBrand({ name })}
          busy={create.isPending || update.isPending}
          onSave={(brand_name) =>
            dialog.brand
              ? update.mutate({ brand_id: dialog.brand.brand_id, brand_name }, { onSuccess: () => setDialog(null) })
              : create.mutate({ brand_name }, { onSuccess: () => setDialog(null) })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
