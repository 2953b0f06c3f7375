import type { CouponTypeInfo } from '@garden/contract';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { type Column, DataTable } from '../../../components/data-table';
import { chinaDayOf } from '../../../lib/china-time';
import { actRangeLabel } from '../coupon-type-draft';

const COLUMNS: readonly Column[] = [
  { label: '编号', width: 60 },
  { label: '名称' },
  { label: '面值与门槛', width: 150 },
  { label: '范围', width: 150 },
  { label: '有效期', width: 190 },
  { label: '领取', width: 120 },
  { label: '操作', width: 120 },
];

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
  return (
    <DataTable label="券类型" columns={COLUMNS} minWidth={980} empty={types.length === 0 && '还没有券类型'}>
      {types.map((type) => (
        <Table.Tr key={type.type_id} data-coupon-type={type.type_name}>
          <Table.Td>{type.type_id}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{type.type_name}</Text>
              {type.is_shipping === 1 && (
                <Badge size="xs" variant="light" color="teal">
                  运费
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{termsOf(type)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {actRangeLabel(type.act_range)}
              {type.act_range_ext.length > 0 && `：${rangeItems(type).join('、')}`}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {chinaDayOf(type.use_start_date)} 至 {chinaDayOf(type.use_end_date)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {type.claimed} / {type.total || '不限'}
            </Text>
            {type.claimable === 1 && (
              <Text size="xs" c="dimmed">
                商品页可领
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-xs" variant="subtle" onClick={() => onEdit(type)} aria-label={`修改 ${type.type_name}`}>
                修改
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => onIssue(type)} aria-label={`发放 ${type.type_name}`}>
                发放
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
