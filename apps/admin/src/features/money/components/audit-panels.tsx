import { formatYuan, fromFen } from '@garden/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { listTableProps } from '../../../components/list-table';
import { type AuditName, type AuditResults, useAuditRun } from '../api/audits';

const yuan = (fen: number) => formatYuan(fromFen(fen));
const time = (at: Date) => at.toLocaleTimeString('zh-CN', { hour12: false });

/** What a run found, in a sentence, and its drift table (none when everything matched). */
interface Outcome {
  summary: string;
  drifts: number;
  table: ReactNode;
}

const OUTCOMES: { [K in AuditName]: (result: AuditResults[K]) => Outcome } = {
  orders: (report) => ({
    summary: `核对了 ${report.orders} 张订单、${report.fathers} 张父订单`,
    drifts: report.drifts.length,
    table: (
      <DataTable
        {...listTableProps({ label: '订单核对差异', minWidth: 560, rows: report.drifts.length })}
        idAccessor={(drift) => `${drift.orderSn}-${drift.field}`}
        records={report.drifts}
        columns={[
          {
            accessor: 'orderSn',
            title: '订单号',
            render: (drift) => (
              <Text inherit ff="monospace">
                {drift.orderSn}
              </Text>
            ),
          },
          { accessor: 'field', title: '字段', width: 130 },
          { accessor: 'stored', title: '存储' },
          { accessor: 'recomputed', title: '重算' },
        ]}
      />
    ),
  }),
  balances: (audit) => ({
    summary: `核对了 ${audit.users} 位用户的余额`,
    drifts: audit.drift.length,
    table: (
      <DataTable
        {...listTableProps({ label: '余额核对差异', minWidth: 560, rows: audit.drift.length })}
        idAccessor="user_id"
        records={audit.drift}
        columns={[
          { accessor: 'user_id', title: '用户编号' },
          { accessor: 'user_money', title: '余额', render: (row) => yuan(row.user_money) },
          { accessor: 'ledger', title: '明细之和', render: (row) => yuan(row.ledger) },
          { accessor: 'last_after', title: '最后一笔后的余额', render: (row) => yuan(row.last_after) },
        ]}
      />
    ),
  }),
  stock: (audit) => ({
    summary: `核对了 ${audit.skus} 个规格、${audit.goods} 件商品的库存`,
    drifts: audit.drift.length + audit.goods_drift.length,
    table: (
      <DataTable
        {...listTableProps({ label: '库存核对差异', minWidth: 620, rows: audit.drift.length + audit.goods_drift.length })}
        idAccessor="key"
        records={[
          // A SKU's stock against its baseline, then a goods' total against its SKUs'.
          ...audit.drift.map((row) => ({
            key: `sku-${row.sku_id}`,
            what: `规格 ${row.sku_id} · 商品 ${row.goods_id} ${row.goods_name}`,
            stock: row.stock,
            held: row.held,
            baseline: row.baseline ?? '没有库存基准',
            difference: row.baseline === null ? '—' : row.stock + row.held - row.baseline,
          })),
          ...audit.goods_drift.map((row) => ({
            key: `goods-${row.goods_id}`,
            what: `商品 ${row.goods_id} ${row.goods_name}（规格库存之和 ${row.sku_stock}）`,
            stock: row.stock,
            held: '—',
            baseline: row.sku_stock,
            difference: row.stock - row.sku_stock,
          })),
        ]}
        columns={[
          { accessor: 'what', title: '规格 / 商品' },
          { accessor: 'stock', title: '库存', width: 80 },
          { accessor: 'held', title: '订单占用', width: 90 },
          { accessor: 'baseline', title: '基准', width: 80 },
          { accessor: 'difference', title: '差额', width: 80 },
        ]}
      />
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
