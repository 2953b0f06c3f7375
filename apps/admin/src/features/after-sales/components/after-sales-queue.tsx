import type { AfterSalesQueueItem } from '@garden/contract';
import { type AfterSalesTone, afterSalesTone } from '@garden/domain';
import { Badge, Button, Card, Divider, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { Pager } from '../../../components/pager';
import { formatTime } from '../../../lib/china-time';
import { ApproveDialog, RefuseDialog } from './decide-dialog';

/** The back office's palette for the domain's tones: open requests stand out, a parcel back is ready to decide. */
const TONE_COLOURS: Record<AfterSalesTone, string> = { attention: 'orange', ready: 'teal', success: 'green', muted: 'gray' };

/** A label and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/** The request: what the shopper asked back, why, the amount, the return parcel, and a decision's outcome. */
function RequestSide({ request }: { request: AfterSalesQueueItem }) {
  return (
    <Stack gap={6}>
      <Fact label="售后单号">
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {request.refund_sn}
        </Text>
      </Fact>
      <Fact label="类型">
        {request.refund_type_label} · {request.goods_status_label}
      </Fact>
      <Fact label="原因">{request.reason_label}</Fact>
      {request.refund_info && <Fact label="描述">{request.refund_info}</Fact>}
      <Fact label="申请商品">
        {request.lines.map((line) => (
          <div key={line.rec_id}>
            {line.goods_name}
            {line.goods_attr && ` ${line.goods_attr}`} ¥{line.goods_price} × {line.number}
          </div>
        ))}
      </Fact>
      <Fact label="退款金额">
        <Text fw={700} c="red.8" component="span">
          ¥{request.amount}
        </Text>
      </Fact>
      {request.refund_type === 2 && (
        <Fact label="退货">
          {request.shipping_name} {request.refund_invoice_no || '—'}
          {/* Whether the warehouse has the parcel matters while the request is open. */}
          {request.received_at ? `（${formatTime(request.received_at)} 已收到）` : request.status === 0 ? '（仓库未收到）' : ''}
        </Fact>
      )}
      {request.img.length > 0 && (
        <Fact label="图片">
          <Group gap="xs">
            {request.img.map((src) => (
              <Image key={src} src={src} w={64} h={64} radius="sm" alt="售后图片" />
            ))}
          </Group>
        </Fact>
      )}
      <Fact label="申请时间">{formatTime(request.add_time)}</Fact>
      {request.status !== 0 && <Fact label="处理时间">{formatTime(request.update_time)}</Fact>}
      {request.refuse_reason && <Fact label="拒绝原因">{request.refuse_reason}</Fact>}
    </Stack>
  );
}

/**
 * The order beside the request: its state, who, how it was paid, and every line with what is shipped or refunded;
 * a link to its detail for a role that reads orders (财务 does not).
 */
function OrderSide({ order, linkToOrder }: { order: AfterSalesQueueItem['order']; linkToOrder: boolean }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          订单 {order.order_sn}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {order.order_status}
        </Badge>
      </Group>
      <Fact label="收货人">
        {order.consignee} {order.phone}
      </Fact>
      <Fact label="实付">
        ¥{order.total_fee}（{order.pay_name || '未支付'}
        {Number(order.surplus) > 0 ? `，余额 ¥${order.surplus}` : ''}）
      </Fact>
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing={4} fz="sm" aria-label={`订单 ${order.order_sn} 的商品`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>商品</Table.Th>
              <Table.Th w={52} style={{ whiteSpace: 'nowrap' }}>
                购买
              </Table.Th>
              <Table.Th w={52} style={{ whiteSpace: 'nowrap' }}>
                已退
              </Table.Th>
              <Table.Th w={64}>发货</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.goods_list.map((line) => (
              <Table.Tr key={line.rec_id}>
                <Table.Td>
                  {line.goods_name}
                  {line.goods_attr && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {line.goods_attr}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.goods_number}</Table.Td>
                <Table.Td>{line.refund_number}</Table.Td>
                <Table.Td>{line.shipped ? '已发货' : '未发货'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {linkToOrder && (
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          renderRoot={(props) => <Link {...props} to="/orders/$id" params={{ id: String(order.order_id) }} />}
        >
          订单详情
        </Button>
      )}
    </Stack>
  );
}

/** One request and its order side by side (one above the other on a phone), with 同意退款 and 拒绝 while it is open. */
function RequestCard({ request, mayReadOrders }: { request: AfterSalesQueueItem; mayReadOrders: boolean }) {
  const [deciding, setDeciding] = useState<'approve' | 'refuse' | null>(null);
  return (
    <Card withBorder radius="md" padding="sm" data-refund={request.refund_id} aria-label={`售后申请 ${request.refund_sn}`} component="article">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={5}>{request.refund_type_label}</Title>
          <Badge
            color={TONE_COLOURS[afterSalesTone({ status: request.status, receivedAt: request.received_at })]}
            variant="light"
            data-testid="refund-state"
          >
            {request.state_label}
          </Badge>
        </Group>
        {request.status === 0 && (
          <Group gap="xs">
            <Button size="xs" color="red" onClick={() => setDeciding('approve')}>
              同意退款
            </Button>
            <Button size="xs" variant="default" onClick={() => setDeciding('refuse')}>
              拒绝
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RequestSide request={request} />
        <Stack gap={0}>
          <Divider hiddenFrom="md" mb="sm" />
          <OrderSide order={request.order} linkToOrder={mayReadOrders} />
        </Stack>
      </SimpleGrid>
      {deciding === 'approve' && <ApproveDialog request={request} onClose={() => setDeciding(null)} />}
      {deciding === 'refuse' && <RefuseDialog request={request} onClose={() => setDeciding(null)} />}
    </Card>
  );
}

/** A page of requests, each with its order; paging below. */
export function AfterSalesList({
  rows,
  total,
  page,
  pageSize,
  mayReadOrders,
  onPage,
}: {
  rows: readonly AfterSalesQueueItem[];
  total: number;
  page: number;
  pageSize: number;
  mayReadOrders: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="md">
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          没有这个状态的售后申请
        </Text>
      )}
      {rows.map((request) => (
        <RequestCard key={request.refund_id} request={request} mayReadOrders={mayReadOrders} />
      ))}
      <Pager total={total} unit="条申请" page={page} pageSize={pageSize} onPage={onPage} />
    </Stack>
  );
}
