import type { ShopperDetail } from '@garden/contract';
import { COUPON_STATE_LABELS } from '@garden/domain';
import { Anchor, Badge, Button, Group, SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps } from '../../../components/list-table';
import { Fact, Section } from '../../../components/detail-section';
import { chinaDayOf, chinaTimeText } from '../../../lib/china-time';
import { useSetShopperDisabled, useSetTrader } from '../api/shoppers';
import { ShopperBadges } from './shopper-table';
import { timeColumn } from '../../../components/columns';

/** Who the shopper is and what their account holds in money; for the shop manager, 停用 or 启用 and 批发商. */
export function ShopperAccount({ detail, canChange }: { detail: ShopperDetail; canChange: boolean }) {
  const { shopper } = detail;
  const disable = useSetShopperDisabled();
  const trader = useSetTrader();
  const name = shopper.mobile || shopper.user_name || `#${shopper.user_id}`;
  return (
    <Section title="账户">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="用户编号">{shopper.user_id}</Fact>
        <Fact label="手机号">{shopper.mobile || '未绑定'}</Fact>
        <Fact label="用户名">{shopper.user_name || '—'}</Fact>
        <Fact label="昵称">{shopper.nick || '—'}</Fact>
        <Fact label="会员等级">{shopper.u_grade}</Fact>
        <Fact label="账户余额（元）">{shopper.user_money}</Fact>
        <Fact label="收藏商品">{detail.favourites_count} 件</Fact>
        <Fact label="注册时间">{chinaTimeText(shopper.created_at)}</Fact>
        <Fact label="状态">
          <ShopperBadges shopper={shopper} />
        </Fact>
      </SimpleGrid>
      {canChange && (
        <Group gap="sm">
          <Button
            color={shopper.disabled ? 'green' : 'red'}
            variant="light"
            loading={disable.isPending}
            onClick={() => {
              const question = shopper.disabled ? `启用顾客 ${name} 的账号？` : `停用顾客 ${name} 的账号？其所有登录将立即退出，之后无法登录。`;
              if (window.confirm(question)) disable.mutate({ user_id: shopper.user_id, disabled: shopper.disabled ? 0 : 1 });
            }}
          >
            {shopper.disabled ? '启用账号' : '停用账号'}
          </Button>
          <Button
            variant="default"
            loading={trader.isPending}
            onClick={() => trader.mutate({ user_id: shopper.user_id, is_trader: shopper.is_trader ? 0 : 1 })}
          >
            {shopper.is_trader ? '取消批发商' : '设为批发商'}
          </Button>
        </Group>
      )}
    </Section>
  );
}

const ORDER_COLUMNS: DataTableColumn<ShopperDetail['orders']['list'][number]>[] = [
  {
    accessor: 'order_sn',
    title: '订单号',
    render: (order) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/orders/$id" params={{ id: String(order.order_id) }} />}>{order.order_sn}</Anchor>
    ),
  },
  { accessor: 'status_name', title: '状态', width: 110 },
  { accessor: 'order_amount', title: '金额（元）', width: 110 },
  timeColumn('add_time', '下单时间', { minute: true }),
];

/** The latest orders, each opening the order's page; all of them on the order list, by the shopper's mobile. */
export function ShopperOrders({ detail }: { detail: ShopperDetail }) {
  const { orders, shopper } = detail;
  return (
    <Section title={`订单（共 ${orders.total} 个）`}>
      <DataTable
        {...listTableProps({ label: '顾客的订单', minWidth: 560, empty: '还没有订单', rows: orders.list.length })}
        idAccessor="order_id"
        records={[...orders.list]}
        columns={ORDER_COLUMNS}
      />
      {orders.total > orders.list.length && shopper.mobile && (
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/orders" search={{ person: shopper.mobile }} />}>
          在订单列表查看全部 {orders.total} 个订单
        </Anchor>
      )}
    </Section>
  );
}

const CARD_COLUMNS: DataTableColumn<ShopperDetail['cards'][number]>[] = [
  { accessor: 'f_card_number', title: '卡号', width: 80 },
  { accessor: 'f_name', title: '名称' },
  { accessor: 'discount', title: '折扣', width: 90 },
  { accessor: 'balance', title: '余额（元）', width: 120 },
];
const COUPON_STATES = {
  unused: [COUPON_STATE_LABELS.unused, 'green'],
  used: [COUPON_STATE_LABELS.used, 'gray'],
  expired: [COUPON_STATE_LABELS.expired, 'gray'],
} as const;
const COUPON_COLUMNS: DataTableColumn<ShopperDetail['coupons'][number]>[] = [
  {
    accessor: 'type_name',
    title: '券',
    render: (coupon) => (
      <>
        {coupon.type_name}
        {coupon.is_shipping === 1 && (
          <Badge ml={4} size="xs" variant="outline">
            运费券
          </Badge>
        )}
      </>
    ),
  },
  { accessor: 'type_money', title: '面值（元）', width: 110 },
  { accessor: 'min_goods_amount', title: '门槛（元）', width: 110 },
  {
    accessor: 'state',
    title: '状态',
    width: 90,
    render: (coupon) => {
      const [label, color] = COUPON_STATES[coupon.state];
      return (
        <Badge color={color} variant="light">
          {label}
        </Badge>
      );
    },
  },
  { accessor: 'use_end_date', title: '有效期至', width: 120, render: (coupon) => chinaDayOf(coupon.use_end_date) },
];

/**
 * The member cards and coupons the shopper holds; without the cards for a role that works them (finance: the page
 * shows them with 发卡 and 充值 instead).
 */
export function ShopperHoldings({ detail, withCards = true }: { detail: ShopperDetail; withCards?: boolean }) {
  const coupons = (
    <Section title="优惠券">
      <DataTable
        {...listTableProps({ label: '优惠券', minWidth: 520, empty: '没有优惠券', rows: detail.coupons.length })}
        idAccessor="bonus_id"
        records={[...detail.coupons]}
        columns={COUPON_COLUMNS}
      />
    </Section>
  );
  if (!withCards) return coupons;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Section title="会员卡">
        <DataTable
          {...listTableProps({ label: '会员卡', minWidth: 420, empty: '没有会员卡', rows: detail.cards.length })}
          idAccessor="card_id"
          records={[...detail.cards]}
          columns={CARD_COLUMNS}
        />
      </Section>
      {coupons}
    </SimpleGrid>
  );
}
