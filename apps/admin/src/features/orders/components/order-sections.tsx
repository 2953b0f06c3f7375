import type { OperatorOrderDetail } from '@garden/contract';
import { REFUND_TYPE_LABELS, type RefundType } from '@garden/domain';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { Fact, Section } from '../../../components/detail-section';
import { formatTime } from '../../../lib/operator-labels';

export { Section };

type Detail = OperatorOrderDetail;
type Order = Detail['order'];

/** A number read digit by digit (an order, trade, tracking or after-sales number). */
function Mono({ children }: { children: ReactNode }) {
  return (
    // A 20-digit order number breaks inside a phone's narrow column rather than running under its neighbour.
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {children}
    </Text>
  );
}

/** Who placed the order, where it goes, how it was paid, and the shopper's message to the shop. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <Fact label="订单号">
        <Mono>{order.order_sn}</Mono>
      </Fact>
      <Fact label="状态">
        <Badge variant="light">{order.order_status}</Badge>
      </Fact>
      <Fact label="下单时间">{formatTime(order.add_time)}</Fact>
      <Fact label="下单会员">
        {order.user_mobile || '—'}（编号 {order.user_id}）
      </Fact>
      <Fact label="收货人">
        {order.consignee} {order.phone}
      </Fact>
      <Fact label="收货地址">{order.address}</Fact>
      <Fact label="支付方式">{order.pay_name || '未支付'}</Fact>
      <Fact label="支付时间">{order.pay_time ? formatTime(order.pay_time) : '—'}</Fact>
      <Fact label="发货地">{order.sendaddress_name || '—'}</Fact>
      <Fact label="配送方式">{order.shipping_name || '—'}</Fact>
      <Fact label="买家留言">{order.msg_to_shop || <Text c="dimmed">无</Text>}</Fact>
    </SimpleGrid>
  );
}

const LINE_COLUMNS: readonly Column[] = [
  { label: '商品' },
  { label: '单价', width: 90 },
  { label: '数量', width: 60 },
  { label: '已退', width: 60 },
  { label: '小计', width: 90 },
  { label: '发货', width: 170 },
];

/** The lines, each saying whether it has left and in which parcel. */
export function OrderLines({ detail }: { detail: Detail }) {
  const parcelOf = (recId: number) => detail.shipments.find((parcel) => parcel.rec_ids.includes(recId));
  return (
    <DataTable label="订单商品" columns={LINE_COLUMNS} minWidth={640}>
      {detail.order.goods_list.map((line) => {
        const parcel = parcelOf(line.rec_id);
        return (
          <Table.Tr key={line.rec_id} data-line={line.rec_id}>
            <Table.Td>
              <Text size="sm">{line.goods_name}</Text>
              {line.goods_attr && (
                <Text size="xs" c="dimmed">
                  {line.goods_attr}
                  {line.delivery_time && ` · 发货日期 ${line.delivery_time}`}
                </Text>
              )}
            </Table.Td>
            <Table.Td>¥{line.goods_price}</Table.Td>
            <Table.Td>{line.goods_number}</Table.Td>
            <Table.Td>{line.refund_number || '—'}</Table.Td>
            <Table.Td>¥{line.subtotal}</Table.Td>
            <Table.Td>
              {parcel ? (
                <Badge variant="light" color="blue">
                  已发货 {parcel.invoice_no}
                </Badge>
              ) : (
                <Badge variant="light" color="orange">
                  未发货
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** One line of the amounts: its label and yuan, a deduction shown as minus. */
function Amount({ label, yuan, minus, strong }: { label: string; yuan: string; minus?: boolean; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {minus ? '−' : ''}¥{yuan}
      </Text>
    </Group>
  );
}

/** The amounts as the domain broke them down: goods, shipping, each deduction, the deposit, what was due and paid. */
export function OrderAmounts({ order }: { order: Order }) {
  return (
    <Stack gap={4} maw={360} aria-label="金额明细">
      <Amount label="商品金额" yuan={order.goods_amount} />
      <Amount label="运费" yuan={order.shipping_fee} />
      {order.deduction_lines.map((line) => (
        <Amount key={line.kind} label={line.label} yuan={line.amount} minus />
      ))}
      {order.is_dingjin === 1 && <Amount label="定金" yuan={order.deposit} />}
      <Amount label="应付金额" yuan={order.order_amount} strong />
      <Amount label="已付金额" yuan={order.total_fee} />
      <Amount label="其中余额支付" yuan={order.surplus} />
    </Stack>
  );
}

const PAYMENT_STATUS: Record<string, string> = { pending: '待支付', paid: '已支付', failed: '失败', closed: '已关闭' };
const PAYMENT_COLUMNS: readonly Column[] = [
  { label: '支付方式', width: 100 },
  { label: '商户订单号' },
  { label: '金额', width: 90 },
  { label: '状态', width: 80 },
  { label: '支付时间', width: 160 },
  { label: '退款' },
];

/** The gateway payments with their trade numbers, and the money each gave back. */
export function OrderPayments({ payments }: { payments: Detail['payments'] }) {
  if (payments.length === 0) return <Text c="dimmed">没有第三方支付（未支付或只用余额）</Text>;
  return (
    <DataTable label="支付记录" columns={PAYMENT_COLUMNS} minWidth={720}>
      {payments.map((payment) => (
        <Table.Tr key={payment.payment_id}>
          <Table.Td>{payment.pay_name}</Table.Td>
          <Table.Td>
            <Mono>{payment.out_trade_no}</Mono>
          </Table.Td>
          <Table.Td>¥{payment.amount}</Table.Td>
          <Table.Td>{PAYMENT_STATUS[payment.status] ?? payment.status}</Table.Td>
          <Table.Td>{payment.paid_at ? formatTime(payment.paid_at) : '—'}</Table.Td>
          <Table.Td>
            {payment.refunds.length === 0
              ? '—'
              : payment.refunds.map((refund) => (
                  <Text key={refund.refund_no} size="xs">
                    {refund.refund_no} ¥{refund.amount}（{refund.status}）
                  </Text>
                ))}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

const PARCEL_COLUMNS: readonly Column[] = [
  { label: '快递公司', width: 110 },
  { label: '快递单号', width: 180 },
  { label: '发货时间', width: 160 },
  { label: '商品' },
];

/** The parcels sent, each with its lines. */
export function OrderParcels({ detail }: { detail: Detail }) {
  if (detail.shipments.length === 0) return <Text c="dimmed">还没有发货</Text>;
  const nameOf = (recId: number) => detail.order.goods_list.find((line) => line.rec_id === recId)?.goods_name ?? `#${recId}`;
  return (
    <DataTable label="包裹" columns={PARCEL_COLUMNS} minWidth={640}>
      {detail.shipments.map((parcel) => (
        <Table.Tr key={parcel.shipment_id} data-parcel={parcel.invoice_no}>
          <Table.Td>{parcel.logistics_name}</Table.Td>
          <Table.Td>
            <Mono>{parcel.invoice_no}</Mono>
          </Table.Td>
          <Table.Td>{formatTime(parcel.shipped_at)}</Table.Td>
          <Table.Td>{parcel.rec_ids.map(nameOf).join('、')}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

const REQUEST_COLUMNS: readonly Column[] = [
  { label: '售后单号', width: 180 },
  { label: '类型', width: 90 },
  { label: '原因' },
  { label: '金额', width: 90 },
  { label: '进度', width: 110 },
  { label: '申请时间', width: 160 },
];

/** Every after-sales request on the order, refused and withdrawn ones too. */
export function OrderRequests({ requests }: { requests: Detail['requests'] }) {
  if (requests.length === 0) return <Text c="dimmed">没有售后申请</Text>;
  return (
    <DataTable label="售后申请" columns={REQUEST_COLUMNS} minWidth={720}>
      {requests.map((request) => (
        <Table.Tr key={request.refund_id}>
          <Table.Td>
            <Mono>{request.refund_sn}</Mono>
          </Table.Td>
          <Table.Td>{REFUND_TYPE_LABELS[request.refund_type as RefundType] ?? request.refund_type}</Table.Td>
          <Table.Td>
            <Text size="sm">{request.reason}</Text>
            {request.refund_info && (
              <Text size="xs" c="dimmed">
                {request.refund_info}
              </Text>
            )}
          </Table.Td>
          <Table.Td>¥{request.amount}</Table.Td>
          <Table.Td>{request.progress}</Table.Td>
          <Table.Td>{formatTime(request.add_time)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
