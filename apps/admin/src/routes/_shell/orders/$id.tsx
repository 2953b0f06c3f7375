import { Button, Divider, Grid, Group, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { actionLabel } from '../../../features/audit/audit-labels';
import { openPackingSlips, orderDetailQueryOptions, useCancelOrder } from '../../../features/orders/api/orders';
import { OrderNotes } from '../../../features/orders/components/order-notes';
import {
  OrderAmounts,
  OrderFacts,
  OrderLines,
  OrderParcels,
  OrderPayments,
  OrderRequests,
  Section,
} from '../../../features/orders/components/order-sections';
import { OrderTimeline } from '../../../features/orders/components/order-timeline';
import { ShipDialog, waitingLines } from '../../../features/orders/components/ship-dialog';
import { useMe } from '../../../features/session/api/get-me';
import { loadWhenPermitted, PermittedPage } from '../../-components/permitted-page';

export const Route = createFileRoute('/_shell/orders/$id')({
  loader: ({ context: { queryClient }, params }) =>
    loadWhenPermitted(queryClient, 'orders-read', () => queryClient.ensureQueryData(orderDetailQueryOptions(Number(params.id)))),
  component: OrderPage,
});

function OrderPage() {
  const { id } = Route.useParams();
  return (
    <PermittedPage
      title={`订单详情 ${id}`}
      needs="orders-read"
      actions={
        <Button component={Link} to="/orders" variant="default">
          返回订单列表
        </Button>
      }
    >
      {() => <OrderDetail orderId={Number(id)} />}
    </PermittedPage>
  );
}

/** Orders the warehouse ships from (the domain's tabs 待发货 and 部分发货). */
const SHIPPABLE_TABS = new Set(['toShip', 'partlyShipped']);

function OrderDetail({ orderId }: { orderId: number }) {
  const detail = useSuspenseQuery(orderDetailQueryOptions(orderId)).data;
  const { permissions } = useMe();
  const cancel = useCancelOrder();
  const [shipping, setShipping] = useState(false);
  const [printing, setPrinting] = useState(false);
  const { order } = detail;
  const canShip = permissions.includes('shipping') && order.tab !== null && SHIPPABLE_TABS.has(order.tab) && waitingLines(order).length > 0;
  // The shopper's cancel rule (describeOrderStatus offers 取消订单 only while the first payment is awaited).
  const canCancel = permissions.includes('after-sales') && order.view.actions.includes('cancel');
  return (
    <Stack gap="lg">
      <Group gap="sm">
        {canShip && <Button onClick={() => setShipping(true)}>发货</Button>}
        <Button
          variant="default"
          loading={printing}
          onClick={() => {
            setPrinting(true);
            void openPackingSlips([order.order_id]).finally(() => setPrinting(false));
          }}
        >
          打印发货单
        </Button>
        {canCancel && (
          <Button
            color="red"
            variant="light"
            loading={cancel.isPending}
            onClick={() => {
              if (window.confirm(`取消订单 ${order.order_sn}？库存、优惠券和余额将退回。`)) cancel.mutate({ order_id: order.order_id });
            }}
          >
            取消订单
          </Button>
        )}
      </Group>
      <OrderFacts order={order} />
      <Divider />
      <Section title="商品">
        <OrderLines detail={detail} />
      </Section>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title="金额">
            <OrderAmounts order={order} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title="内部备注">
            <OrderNotes orderId={order.order_id} notes={detail.notes} />
          </Section>
        </Grid.Col>
      </Grid>
      <Section title="支付记录">
        <OrderPayments payments={detail.payments} />
      </Section>
      <Section title="包裹">
        <OrderParcels detail={detail} />
      </Section>
      <Section title="售后申请">
        <OrderRequests requests={detail.requests} />
      </Section>
      <Section title="时间线">
        <OrderTimeline events={detail.timeline} actionLabel={actionLabel} />
      </Section>
      {shipping && <ShipDialog order={order} onClose={() => setShipping(false)} />}
    </Stack>
  );
}
