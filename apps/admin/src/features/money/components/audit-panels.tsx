import { formatYuan, fromFen } from '@garden/domain';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { type AuditName, type AuditResults, useAuditRun } from '../api/audits';

const yuan = (fen: number) => formatYuan(fromFen(fen));
const time = (at: Date) => at.toLocaleTimeString('zh-CN', { hour12: false });

/** What a run found, in a sentence, and its drift table (none when everything matched). */
interface Outcome {
  summary: string;
  drifts: number;
  table: ReactNode;
}

const ORDER_COLUMNS: readonly Column[] = [{ label: '订单号' }, { label: '字段', width: 130 }, { label: '存储' }, { label: '重算' }];
const BALANCE_COLUMNS: readonly Column[] = [{ label: '用户编号' }, { label: '余额' }, { label: '明细之和' }, { label: '最后一笔后的余额' }];
const STOCK_COLUMNS: readonly Column[] = [
  { label: '规格 / 商品' },
  { label: '库存', width: 80 },
  { label: '订单占用', width: 90 },
  { label: '基准', width: 80 },
  { label: '差额', width: 80 },
];

const OUTCOMES: { [K in AuditName]: (result: AuditResults[K]) => Outcome } = {
  orders: (report) => ({
    summary: `核对了 ${report.orders} 张订单、${report.fathers} 张父订单`,
    drifts: report.drifts.length,
    table: (
      <DataTable label="订单核对差异" columns={ORDER_COLUMNS} minWidth={560}>
        {report.drifts.map((drift) => (
          <Table.Tr key={`${drift.orderSn}-${drift.field}`}>
            <Table.Td ff="monospace">{drift.orderSn}</Table.Td>
            <Table.Td>{drift.field}</Table.Td>
            <Table.Td>{drift.stored}</Table.Td>
            <Table.Td>{drift.recomputed}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    ),
  }),
  balances: (audit) => ({
    summary: `核对了 ${audit.users} 位用户的余额`,
    drifts: audit.drift.length,
    table: (
      <DataTable label="余额核对差异" columns={BALANCE_COLUMNS} minWidth={560}>
        {audit.drift.map((row) => (
          <Table.Tr key={row.user_id}>
            <Table.Td>{row.user_id}</Table.Td>
            <Table.Td>{yuan(row.user_money)}</Table.Td>
            <Table.Td>{yuan(row.ledger)}</Table.Td>
            <Table.Td>{yuan(row.last_after)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    ),
  }),
  stock: (audit) => ({
    summary: `核对了 ${audit.skus} 个规格、${audit.goods} 件商品的库存`,
    drifts: audit.drift.length + audit.goods_drift.length,
    table: (
      <DataTable label="库存核对差异" columns={STOCK_COLUMNS} minWidth={620}>
        {audit.drift.map((row) => (
          <Table.Tr key={`sku-${row.sku_id}`}>
            <Table.Td>
              规格 {row.sku_id} · 商品 {row.goods_id} {row.goods_name}
            </Table.Td>
            <Table.Td>{row.stock}</Table.Td>
            <Table.Td>{row.held}</Table.Td>
            <Table.Td>{row.baseline ?? '没有库存基准'}</Table.Td>
            <Table.Td>{row.baseline === null ? '—' : row.stock + row.held - row.baseline}</Table.Td>
          </Table.Tr>
        ))}
        {audit.goods_drift.map((row) => (
          <Table.Tr key={`goods-${row.goods_id}`}>
            <Table.Td>
              商品 {row.goods_id} {row.goods_name}（规格库存之和 {row.sku_stock}）
            </Table.Td>
            <Table.Td>{row.stock}</Table.Td>
            <Table.Td>—</Table.Td>
            <Table.Td>{row.sku_stock}</Table.Td>
            <Table.Td>{row.stock - row.sku_stock}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    ),
  }),
};

const TITLES: Record<AuditName, { title: string; what: string }> = {
  orders: { title: '订单核对', what: '按每张订单存储的商品、优惠券、配送、黑五模式、会员卡和下单时间重算金额；父订单核对为子订单之和。' },
  balances: { title: '余额核对', what: '每位用户的余额与余额明细之和、最后一笔变动后的余额是否一致。' },
  stock: { title: '库存核对', what: '每个规格：库存 + 未关闭订单占用 = 最近一次设定的库存 + 当时的占用；商品总库存 = 规格库存之和。' },
};

/** One audit: what it checks, 开始核对, then the time it took and its drift list. */
export function AuditPanel<K extends AuditName>({ name }: { name: K }) {
  const run = useAuditRun(name);
  const outcome = run.data ? OUTCOMES[name](run.data.result) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={TITLES[name].title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{TITLES[name].title}</Title>
          <Button size="xs" loading={run.isPending} onClick={() => run.mutate()}>
            {run.data ? '再次核对' : '开始核对'}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {TITLES[name].what}
        </Text>
        {run.data && outcome && (
          <>
            <Alert color={outcome.drifts === 0 ? 'green' : 'red'} variant="light" data-testid={`audit-${name}`}>
              {outcome.summary}：{outcome.drifts === 0 ? '全部一致' : `${outcome.drifts} 处不一致`}。用时 {run.data.tookMs} 毫秒（
              {time(run.data.at)}）
            </Alert>
            {outcome.drifts > 0 && outcome.table}
          </>
        )}
      </Stack>
    </Card>
  );
}
