import type { CouponTypeInfo } from '@garden/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps } from '../../../components/list-table';
import { chinaDayOf } from '../../../lib/china-time';
import { actRangeLabel } from '../coupon-type-draft';

/** The face value and threshold as a shopper reads them: 满200减20, 无门槛减5, 运费券 10 元. */
function termsOf(type: CouponTypeInfo): string {
  const cap = type.type_money_deal ? `，最高抵扣 ${type.type_money_deal}` : '';
  if (type.is_shipping) return `运费券 ${type.type_money} 元${cap}`;
  const threshold = Number(type.min_goods_amount) > 0 ? `满${type.min_goods_amount}` : '无门槛';
  return `${threshold}减${type.type_money}${cap}`;
}

/** What a restricted range names: the goods picked by name, else the ids typed. */
const rangeItems = (type: CouponTypeInfo): string[] =>
  type.range_goods.length > 0 ? type.range_goods.map((item) => item.goods_name || String(item.goods_id)) : type.act_range_ext.map(String);

/** Every coupon type: its terms, range, validity and claims, with 修改 and 发放. */
export function CouponTypeTable({
  types,
  onEdit,
  onIssue,
}: {
  types: readonly CouponTypeInfo[];
  onEdit: (type: CouponTypeInfo) => void;
  onIssue: (type: CouponTypeInfo) => void;
}) {
  const columns: DataTableColumn<CouponTypeInfo>[] = [
    { accessor: 'type_id', title: '编号', width: 60 },
    {
      accessor: 'type_name',
      title: '名称',
      render: (type) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{type.type_name}</Text>
          {type.is_shipping === 1 && (
            <Badge size="xs" variant="light" color="teal">
              运费
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'terms', title: '面值与门槛', width: 150, render: (type) => <Text size="sm">{termsOf(type)}</Text> },
    {
      accessor: 'act_range',
      title: '范围',
      width: 150,
      render: (type) => (
        <Text size="sm">
          {actRangeLabel(type.act_range)}
          {type.act_range_ext.length > 0 && `：${rangeItems(type).join('、')}`}
        </Text>
      ),
    },
    {
      accessor: 'use_end_date',
      title: '有效期',
      width: 190,
      render: (type) => (
        <Text size="sm">
          {chinaDayOf(type.use_start_date)} 至 {chinaDayOf(type.use_end_date)}
        </Text>
      ),
    },
    {
      accessor: 'claimed',
      title: '领取',
      width: 120,
      render: (type) => (
        <>
          <Text size="sm">
            {type.claimed} / {type.total || '不限'}
          </Text>
          {type.claimable === 1 && (
            <Text size="xs" c="dimmed">
              商品页可领
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 120,
      render: (type) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => onEdit(type)} aria-label={`修改 ${type.type_name}`}>
            修改
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onIssue(type)} aria-label={`发放 ${type.type_name}`}>
            发放
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '券类型', minWidth: 980, empty: '还没有券类型', rows: types.length })}
      idAccessor="type_id"
      records={[...types]}
      columns={columns}
      customRowAttributes={(type) => ({ 'data-coupon-type': type.type_name })}
    />
  );
}
