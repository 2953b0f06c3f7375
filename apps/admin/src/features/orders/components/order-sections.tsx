import type { OperatorOrderDetail } from '@garden/contract';
import { REFUND_TYPE_LABELS, type RefundType } from '@garden/domain';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { listTableProps } from '../../../components/list-table';
import { Fact, Section } from '../../../components/detail-section';
import { formatTime } from '../../../lib/china-time';
import { timeColumn, yuanColumn } from '../../../components/columns';

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

type Line = Order['goods_list'][number];
/** The lines, each saying whether it has left and in which parcel. */
export function OrderLines({ detail }: { detail: Detail }) {
  const parcelOf = (recId: number) => detail.shipments.find((parcel) => parcel.rec_ids.includes(recId));
  const columns: DataTableColumn<Line>[] = [
    {
      accessor: 'goods_name',
      title: '商品',
      render: (line) => (
        <>
          <Text size="sm">{line.goods_name}</Text>
          {line.goods_attr && (
            <Text size="xs" c="dimmed">
              {line.goods_attr}
              {line.delivery_time && ` · 发货日期 ${line.delivery_time}`}
            </Text>
          )}
        </>
      ),
    },
    yuanColumn('goods_price', '单价'),
    { accessor: 'goods_number', title: '数量', width: 60 },
    { accessor: 'refund_number', title: '已退', width: 60, render: (line) => line.refund_number || '—' },
    yuanColumn('subtotal', '小计'),
    {
      accessor: 'parcel',
      title: '发货',
      width: 170,
      render: (line) => {
        const parcel = parcelOf(line.rec_id);
        return parcel ? (
          <Badge variant="light" color="blue">
            已发货 {parcel.invoice_no}
          </Badge>
        ) : (
          <Badge variant="light" color="orange">
            未发货
          </Badge>
        );
      },
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '订单商品', minWidth: 640, empty: '没有商品', rows: detail.order.goods_list.length })}
      idAccessor="rec_id"
      records={[...detail.order.goods_list]}
      columns={columns}
      customRowAttributes={(line) => ({ 'data-line': line.rec_id })}
    />
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
const PAYMENT_COLUMNS: DataTableColumn<Detail['payments'][number]>[] = [
  { accessor: 'pay_name', title: '支付方式', width: 100 },
  { accessor: 'out_trade_no', title: '商户订单号', render: (payment) => <Mono>{payment.out_trade_no}</Mono> },
  yuanColumn('amount', '金额'),
  { accessor: 'status', title: '状态', width: 80, render: (payment) => PAYMENT_STATUS[payment.status] ?? payment.status },
  timeColumn('paid_at', '支付时间'),
  {
    accessor: 'refunds',
    title: '退款',
    render: (payment) =>
      payment.refunds.length === 0
        ? '—'
        : payment.refunds.map((refund) => (
            <Text key={refund.refund_no} size="xs">
              {refund.refund_no} ¥{refund.amount}（{refund.status}）
            </Text>
          )),
  },
];
/** The gateway payments with their trade numbers, and the money each gave back. */
export function OrderPayments({ payments }: { payments: Detail['payments'] }) {
  if (payments.length === 0) return <Text c="dimmed">没有第三方支付（未支付或只用余额）</Text>;
  return (
    <DataTable
      {...listTableProps({ label: '支付记录', minWidth: 720, rows: payments.length })}
      idAccessor="payment_id"
      records={[...payments]}
      columns={PAYMENT_COLUMNS}
    />
  );
}

/** The parcels sent, each with its lines. */
export function OrderParcels({ detail }: { detail: Detail }) {
  if (detail.shipments.length === 0) return <Text c="dimmed">还没有发货</Text>;
  const nameOf = (recId: number) => detail.order.goods_list.find((line) => line.rec_id === recId)?.goods_name ?? `#${recId}`;
  return (
    <DataTable
      {...listTableProps({ label: '包裹', minWidth: 640, rows: detail.shipments.length })}
      idAccessor="shipment_id"
      records={[...detail.shipments]}
      columns={[
        { accessor: 'logistics_name', title: '快递公司', width: 110 },
        { accessor: 'invoice_no', title: '快递单号', width: 180, render: (parcel) => <Mono>{parcel.invoice_no}</Mono> },
        timeColumn('shipped_at', '发货时间'),
        { accessor: 'lines', title: '商品', render: (parcel) => parcel.rec_ids.map(nameOf).join('、') },
      ]}
      customRowAttributes={(parcel) => ({ 'data-parcel': parcel.invoice_no })}
    />
  );
}

const REQUEST_COLUMNS: DataTableColumn<Detail['requests'][number]>[] = [
  { accessor: 'refund_sn', title: '售后单号', width: 180, render: (request) => <Mono>{request.refund_sn}</Mono> },
  {
    accessor: 'refund_type',
    title: '类型',
    width: 90,
    render: (request) => REFUND_TYPE_LABELS[request.refund_type as RefundType] ?? request.refund_type,
  },
  {
    accessor: 'reason',
    title: '原因',
    render: (request) => (
      <>
        <Text size="sm">{request.reason}</Text>
        {request.refund_info && (
          <Text size="xs" c="dimmed">
            {request.refund_info}
          </Text>
        )}
      </>
    ),
  },
  yuanColumn('amount', '金额'),
  { accessor: 'progress', title: '进度', width: 110 },
  timeColumn('add_time', '申请时间'),
];
/** Every after-sales request on the order, refused and withdrawn ones too. */
export function OrderRequests({ requests }: { requests: Detail['requests'] }) {
  if (requests.length === 0) return <Text c="dimmed">没有售后申请</Text>;
  return (
    <DataTable
      {...listTableProps({ label: '售后申请', minWidth: 720, rows: requests.length })}
      idAccessor="refund_id"
      records={[...requests]}
      columns={REQUEST_COLUMNS}
    />
  );
}
