import type { ShopperDetail } from '@garden/contract';
import { Anchor, Badge, Button, Group, SimpleGrid, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { Fact, Section } from '../../../components/detail-section';
import { chinaDayOf, chinaTimeText } from '../../../lib/china-time';
import { useSetShopperDisabled, useSetTrader } from '../api/shoppers';
import { ShopperBadges } from './shopper-table';

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

const ORDER_COLUMNS: readonly Column[] = [
  { label: '订单号' },
  { label: '状态', width: 110 },
  { label: '金额（元）', width: 110 },
  { label: '下单时间', width: 160 },
];

/** The latest orders, each opening the order's page; all of them on the order list, by the shopper's mobile. */
export function ShopperOrders({ detail }: { detail: ShopperDetail }) {
  const { orders, shopper } = detail;
  return (
    <Section title={`订单（共 ${orders.total} 个）`}>
      <DataTable label="顾客的订单" columns={ORDER_COLUMNS} minWidth={560} empty={orders.list.length === 0 && '还没有订单'}>
        {orders.list.map((order) => (
          <Table.Tr key={order.order_id}>
            <Table.Td>
              <Anchor renderRoot={(props) => <Link {...props} to="/orders/$id" params={{ id: String(order.order_id) }} />}>{order.order_sn}</Anchor>
            </Table.Td>
            <Table.Td>{order.status_name}</Table.Td>
            <Table.Td>{order.order_amount}</Table.Td>
            <Table.Td>{chinaTimeText(order.add_time)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {orders.total > orders.list.length && shopper.mobile && (
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/orders" search={{ person: shopper.mobile }} />}>
          在订单列表查看全部 {orders.total} 个订单
        </Anchor>
      )}
    </Section>
  );
}

const CARD_COLUMNS: readonly Column[] = [
  { label: '卡号', width: 80 },
  { label: '名称' },
  { label: '折扣', width: 90 },
  { label: '余额（元）', width: 120 },
];
const COUPON_STATES = { unused: ['未使用', 'green'], used: ['已使用', 'gray'], expired: ['已过期', 'gray'] } as const;
const COUPON_COLUMNS: readonly Column[] = [
  { label: '券' },
  { label: '面值（元）', width: 110 },
  { label: '门槛（元）', width: 110 },
  { label: '状态', width: 90 },
  { label: '有效期至', width: 120 },
];

/**
 * The member cards and coupons the shopper holds; without the cards for a role that works them (finance: the page
 * shows them with 发卡 and 充值 instead).
 */
export function ShopperHoldings({ detail, withCards = true }: { detail: ShopperDetail; withCards?: boolean }) {
  const coupons = (
    <Section title="优惠券">
      <DataTable label="优惠券" columns={COUPON_COLUMNS} minWidth={520} empty={detail.coupons.length === 0 && '没有优惠券'}>
        {detail.coupons.map((coupon) => {
          const [label, color] = COUPON_STATES[coupon.state];
          return (
            <Table.Tr key={coupon.bonus_id}>
              <Table.Td>
                {coupon.type_name}
                {coupon.is_shipping === 1 && (
                  <Badge ml={4} size="xs" variant="outline">
                    运费券
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{coupon.type_money}</Table.Td>
              <Table.Td>{coupon.min_goods_amount}</Table.Td>
              <Table.Td>
                <Badge color={color} variant="light">
                  {label}
                </Badge>
              </Table.Td>
              <Table.Td>{chinaDayOf(coupon.use_end_date)}</Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
    </Section>
  );
  if (!withCards) return coupons;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Section title="会员卡">
        <DataTable label="会员卡" columns={CARD_COLUMNS} minWidth={420} empty={detail.cards.length === 0 && '没有会员卡'}>
          {detail.cards.map((card) => (
            <Table.Tr key={card.card_id}>
              <Table.Td>{card.f_card_number}</Table.Td>
              <Table.Td>{card.f_name}</Table.Td>
              <Table.Td>{card.discount}</Table.Td>
              <Table.Td>{card.balance}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </Section>
      {coupons}
    </SimpleGrid>
  );
}
