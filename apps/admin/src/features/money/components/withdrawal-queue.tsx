import type { OperatorWithdrawal } from '@garden/contract';
import { formatYuan, fromFen, operatorWithdrawalStatusLabel } from '@garden/domain';
import { Badge, Box, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { formatTime } from '../../../lib/operator-labels';
import { shopperBalanceQueryOptions, usePayWithdrawal, useRefuseWithdrawal } from '../api/money';
import { LedgerPanel } from './ledger-panel';

const yuan = (fen: number) => formatYuan(fromFen(fen));

const COLUMNS: readonly Column[] = [
  { label: '编号', width: 64 },
  { label: '申请时间', width: 160 },
  { label: '用户' },
  { label: '金额', width: 100 },
  { label: '支付宝账户' },
  { label: '状态', width: 100 },
  { label: '操作', width: 170 },
];

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
        <DataTable label="提现申请" columns={COLUMNS} minWidth={820} empty={rows.length === 0 && '没有提现申请'}>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-withdrawal={row.id}
              bg={row.id === chosen ? 'green.0' : undefined}
              style={{ cursor: 'pointer' }}
              onClick={() => onChoose(row)}
            >
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{formatTime(row.add_time)}</Table.Td>
              <Table.Td>
                {row.mobile}
                <Text size="xs" c="dimmed">
                  编号 {row.user_id}
                </Text>
              </Table.Td>
              <Table.Td>¥{yuan(row.amount)}</Table.Td>
              <Table.Td>
                {row.zfb}
                <Text size="xs" c="dimmed">
                  {row.zfb_name}
                </Text>
              </Table.Td>
              <Table.Td>
                {status(row)}
                {row.payout_no && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.payout_no}
                  </Text>
                )}
              </Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </Box>
      {deciding && <DecideWithdrawal {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

const LEDGER_COLUMNS: readonly Column[] = [
  { label: '时间', width: 150 },
  { label: '变动' },
  { label: '金额', width: 90 },
  { label: '余额', width: 90 },
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
    >
      {(row) => (
        <Table.Tr key={row.log_id}>
          <Table.Td>{formatTime(row.change_time)}</Table.Td>
          <Table.Td>{row.short_change_desc}</Table.Td>
          <Table.Td c={row.amount.startsWith('-') ? 'red.8' : 'green.8'}>{row.amount}</Table.Td>
          <Table.Td>{row.user_money}</Table.Td>
        </Table.Tr>
      )}
    </LedgerPanel>
  );
}
