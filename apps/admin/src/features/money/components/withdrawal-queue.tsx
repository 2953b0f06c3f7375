import type { OperatorWithdrawal } from '@garden/contract';
import type { endpoints, ReplyOf } from '@garden/contract/endpoints';
import { formatYuan, fromFen, operatorWithdrawalStatusLabel } from '@garden/domain';
import { Badge, Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { listTableProps } from '../../../components/list-table';
import { formatTime } from '../../../lib/china-time';
import { shopperBalanceQueryOptions, usePayWithdrawal, useRefuseWithdrawal } from '../api/money';
import { LedgerPanel, signedAmount } from './ledger-panel';
import { timeColumn } from '../../../components/columns';

const yuan = (fen: number) => formatYuan(fromFen(fen));

/** Pay or refuse, confirmed with the amount and the account first. */
function DecideWithdrawal({ withdrawal, pay, onClose }: { withdrawal: OperatorWithdrawal; pay: boolean; onClose: () => void }) {
  const payOut = usePayWithdrawal();
  const refuse = useRefuseWithdrawal();
  const write = pay ? payOut : refuse;
  return (
    <Modal opened onClose={onClose} title={pay ? `付款：提现 ${withdrawal.id}` : `拒绝提现 ${withdrawal.id}`} centered>
      <Stack>
        <Text>
          {pay ? '通过付款服务转账' : '退回用户余额'} <strong>¥{yuan(withdrawal.amount)}</strong>
          {pay && `到支付宝 ${withdrawal.zfb}（${withdrawal.zfb_name}）`}。
        </Text>
        {pay && (
          <Text size="sm" c="dimmed">
            对方拒收（如姓名不符）时金额自动退回余额。
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button color={pay ? 'green' : 'red'} loading={write.isPending} onClick={() => write.mutate({ id: withdrawal.id }, { onSuccess: onClose })}>
            {pay ? '确认付款' : '确认拒绝'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The withdrawals, oldest first; choosing one shows its shopper's ledger; an open one can be paid or refused. */
export function WithdrawalTable({
  rows,
  chosen,
  onChoose,
}: {
  rows: readonly OperatorWithdrawal[];
  chosen: number | null;
  onChoose: (withdrawal: OperatorWithdrawal) => void;
}) {
  const [deciding, setDeciding] = useState<{ withdrawal: OperatorWithdrawal; pay: boolean } | null>(null);
  const actions = (row: OperatorWithdrawal) =>
    row.is_paid === 0 && (
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" color="green" onClick={() => setDeciding({ withdrawal: row, pay: true })}>
          付款
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setDeciding({ withdrawal: row, pay: false })}>
          拒绝
        </Button>
      </Group>
    );
  const status = (row: OperatorWithdrawal) => (
    <Badge variant="light" color={row.is_paid === 1 ? 'green' : row.is_paid === 2 ? 'gray' : 'orange'}>
      {operatorWithdrawalStatusLabel(row.is_paid)}
    </Badge>
  );
  const columns: DataTableColumn<OperatorWithdrawal>[] = [
    { accessor: 'id', title: '编号', width: 64 },
    timeColumn('add_time', '申请时间'),
    {
      accessor: 'mobile',
      title: '用户',
      render: (row) => (
        <>
          {row.mobile}
          <Text size="xs" c="dimmed">
            编号 {row.user_id}
          </Text>
        </>
      ),
    },
    { accessor: 'amount', title: '金额', width: 100, render: (row) => `¥${yuan(row.amount)}` },
    {
      accessor: 'zfb',
      title: '支付宝账户',
      render: (row) => (
        <>
          {row.zfb}
          <Text size="xs" c="dimmed">
            {row.zfb_name}
          </Text>
        </>
      ),
    },
    {
      accessor: 'is_paid',
      title: '状态',
      width: 100,
      render: (row) => (
        <>
          {status(row)}
          {row.payout_no && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.payout_no}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 170,
      // Paying or refusing does not also choose the row.
      render: (row) => <Box onClick={(event) => event.stopPropagation()}>{actions(row)}</Box>,
    },
  ];
  return (
    <>
      {/* A phone: one card a request, its buttons in reach without scrolling sideways. */}
      <Stack gap="xs" hiddenFrom="sm">
        {rows.length === 0 && <Text c="dimmed">没有提现申请</Text>}
        {rows.map((row) => (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            radius="sm"
            bg={row.id === chosen ? 'green.0' : undefined}
            data-withdrawal-card={row.id}
            onClick={() => onChoose(row)}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>¥{yuan(row.amount)}</Text>
              {status(row)}
            </Group>
            <Text size="sm">
              {row.mobile} → {row.zfb}（{row.zfb_name}）
            </Text>
            <Group justify="space-between" wrap="nowrap" mt={4} onClick={(event) => event.stopPropagation()}>
              <Text size="xs" c="dimmed">
                {row.id} · {formatTime(row.add_time)}
              </Text>
              {actions(row)}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <DataTable
          {...listTableProps({ label: '提现申请', minWidth: 820, empty: '没有提现申请', rows: rows.length })}
          idAccessor="id"
          records={[...rows]}
          columns={columns}
          onRowClick={({ record }) => onChoose(record)}
          // Inline, so the chosen row stays green under the pointer too.
          rowStyle={(row) => (row.id === chosen ? { background: 'var(--mantine-color-green-0)' } : undefined)}
          customRowAttributes={(row) => ({ 'data-withdrawal': row.id })}
        />
      </Box>
      {deciding && <DecideWithdrawal {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

const LEDGER_COLUMNS: DataTableColumn<ReplyOf<typeof endpoints.readShopperBalance>['list'][number]>[] = [
  timeColumn('change_time', '时间', { width: 150 }),
  { accessor: 'short_change_desc', title: '变动' },
  {
    accessor: 'amount',
    title: '金额',
    width: 90,
    render: (row) => signedAmount(row.amount),
  },
  { accessor: 'user_money', title: '余额', width: 90 },
];
/** A shopper's balance and ledger, newest first, paged: what 财务 checks before paying their withdrawal. */
export function ShopperLedger({ userId, mobile }: { userId: number; mobile: string }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(shopperBalanceQueryOptions(userId, page));
  return (
    <LedgerPanel
      label="余额明细"
      title={`余额明细 · ${mobile}`}
      aside={ledger.data && <Text fw={600}>可提现余额 ¥{ledger.data.user_money}</Text>}
      columns={LEDGER_COLUMNS}
      minWidth={480}
      empty="没有余额变动"
      ledger={ledger.data}
      page={page}
      onPage={setPage}
    />
  );
}
