import type { CardLedgerRow, OperatorMemberCard } from '@garden/contract';
import { timeColumn } from '../../../components/columns';
import {
  CARD_KIND_INVALID,
  CARD_TOP_UP_MAX_FEN,
  CARD_TOP_UP_REASON_MAX,
  cardTopUpRefusals,
  formatDiscountRate,
  formatYuan,
  fromFen,
  MEMBER_CARD_KINDS,
  MEMBER_CARD_STATE_LABELS,
  readCardTopUpAmount,
  yuanTextToFen,
} from '@garden/domain';
import { Badge, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { listTableProps } from '../../../components/list-table';
import { chinaDayOf } from '../../../lib/china-time';
import { cardLedgerQueryOptions, shopperCardsQueryOptions, useIssueMemberCard, useTopUpMemberCard } from '../api/cards';
import { LedgerPanel, signedAmount } from './ledger-panel';

const yuan = (fen: number) => formatYuan(fromFen(fen));
const cardName = (card: OperatorMemberCard) => `${card.f_name}（卡号 ${card.f_card_number}）`;

/** 发卡: one of the kinds the shop issues that the shopper does not hold yet. */
function IssueCardDialog({ userId, held, onClose }: { userId: number; held: readonly number[]; onClose: () => void }) {
  const issue = useIssueMemberCard();
  const kinds = MEMBER_CARD_KINDS.filter((kind) => !held.includes(kind.fCardNumber));
  const [chosen, setChosen] = useState<string | null>(kinds[0] ? String(kinds[0].fCardNumber) : null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!chosen) return setError(CARD_KIND_INVALID);
    issue.mutate({ user_id: userId, f_card_number: Number(chosen) }, { onSuccess: onClose });
  };
  return (
    <FormDialog title="发卡" submitLabel="确认发卡" busy={issue.isPending} onSubmit={submit} onClose={onClose}>
      <Select
        label="会员卡种类"
        data={kinds.map((kind) => ({
          value: String(kind.fCardNumber),
          label: `${kind.fName}（卡号 ${kind.fCardNumber}，${formatDiscountRate(kind.fDiscount)}）`,
        }))}
        value={chosen}
        onChange={setChosen}
        error={error}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        新卡余额为 0，发卡后可充值。
      </Text>
    </FormDialog>
  );
}

/**
 * 充值: the amount and the reason, checked with the domain's rules; then the amount and the balance after it are
 * shown, and only 确认充值 sends it.
 */
function TopUpDialog({ card, onClose }: { card: OperatorMemberCard; onClose: () => void }) {
  const topUp = useTopUpMemberCard();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirmFen, setConfirmFen] = useState<number | null>(null);
  const balanceFen = yuanTextToFen(card.balance);
  const check = () => {
    const found = cardTopUpRefusals({ amount, reason, balanceFen });
    setErrors(found);
    const fen = readCardTopUpAmount(amount);
    if (!found.amount && !found.reason && fen !== null) setConfirmFen(fen);
  };
  if (confirmFen !== null)
    return (
      <FormDialog
        title={`确认充值：${cardName(card)}`}
        submitLabel="确认充值"
        busy={topUp.isPending}
        onSubmit={() =>
          topUp.mutate({ user_id: card.user_id, card_id: card.card_id, amount: yuan(confirmFen), reason: reason.trim() }, { onSuccess: onClose })
        }
        onClose={onClose}
      >
        <Text>
          充值金额 <strong data-testid="top-up-amount">¥{yuan(confirmFen)}</strong>
        </Text>
        <Text size="sm">
          卡内余额 ¥{card.balance} → 充值后 <strong>¥{yuan(balanceFen + confirmFen)}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          原因：{reason.trim()}（记入卡的流水，并写明操作员）
        </Text>
        <Button variant="subtle" onClick={() => setConfirmFen(null)} w="fit-content">
          返回修改
        </Button>
      </FormDialog>
    );
  return (
    <FormDialog title={`充值：${cardName(card)}`} submitLabel="下一步" busy={false} onSubmit={check} onClose={onClose}>
      <Text size="sm">当前余额 ¥{card.balance}</Text>
      <TextInput
        label="充值金额（元）"
        placeholder={`0.01–${yuan(CARD_TOP_UP_MAX_FEN)}`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={errors.amount}
        data-autofocus
      />
      <TextInput
        label="充值原因"
        placeholder="如 线下收款充值、活动赠送"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
        maxLength={CARD_TOP_UP_REASON_MAX}
      />
    </FormDialog>
  );
}

const LEDGER_COLUMNS: DataTableColumn<CardLedgerRow>[] = [
  timeColumn('change_time', '时间', { width: 150 }),
  { accessor: 'change_desc', title: '说明' },
  {
    accessor: 'order_sn',
    title: '订单号',
    width: 170,
    render: (row) => (
      <Text inherit ff="monospace">
        {row.order_sn ?? '—'}
      </Text>
    ),
  },
  { accessor: 'amount', title: '金额', width: 100, render: (row) => signedAmount(row.amount) },
  { accessor: 'balance_after', title: '余额', width: 100 },
];

/** A card's 流水 and 支付记录, newest first, paged: the orders it paid (negative), refunds back and top-ups. */
function CardLedger({ card }: { card: OperatorMemberCard }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(cardLedgerQueryOptions(card.user_id, card.card_id, page));
  return (
    <LedgerPanel
      label="会员卡流水"
      title={`流水与支付记录 · ${cardName(card)}`}
      columns={LEDGER_COLUMNS}
      minWidth={620}
      empty="这张卡还没有流水"
      ledger={ledger.data}
      page={page}
      onPage={setPage}
    />
  );
}

/** The card table's columns, with each card's 充值 and 流水. */
function cardColumns({
  onTopUp,
  onShowLedger,
}: {
  onTopUp: (card: OperatorMemberCard) => void;
  onShowLedger: (card: OperatorMemberCard) => void;
}): DataTableColumn<OperatorMemberCard>[] {
  return [
    { accessor: 'f_card_number', title: '卡号', width: 70 },
    { accessor: 'f_name', title: '名称', width: 110, noWrap: true },
    { accessor: 'discount', title: '折扣', width: 70, render: (card) => formatDiscountRate(card.discount) },
    { accessor: 'balance', title: '余额（元）', width: 100 },
    {
      accessor: 'state',
      title: '状态',
      width: 90,
      render: (card) => (
        <Badge variant="light" color={card.state === 'usable' ? 'green' : 'gray'}>
          {MEMBER_CARD_STATE_LABELS[card.state]}
        </Badge>
      ),
    },
    { accessor: 'created_at', title: '发卡日期', width: 110, render: (card) => chinaDayOf(card.created_at) },
    {
      accessor: 'actions',
      title: '操作',
      width: 140,
      render: (card) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" color="green" onClick={() => onTopUp(card)}>
            充值
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onShowLedger(card)}>
            流水
          </Button>
        </Group>
      ),
    },
  ];
}

/** The shopper's member cards for finance: 发卡, and for each card 充值 and its 流水. */
export function MemberCards({ userId }: { userId: number }) {
  const cards = useQuery(shopperCardsQueryOptions(userId));
  const [issuing, setIssuing] = useState(false);
  const [toppingUp, setToppingUp] = useState<OperatorMemberCard | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const list = cards.data?.list ?? [];
  const shown = list.find((card) => card.card_id === shownId);
  const held = list.map((card) => card.f_card_number);
  return (
    <Stack gap="xs" component="section" aria-label="会员卡">
      <Group justify="space-between">
        <Title order={4}>会员卡</Title>
        <Button size="xs" onClick={() => setIssuing(true)} disabled={!cards.data || held.length >= MEMBER_CARD_KINDS.length}>
          发卡
        </Button>
      </Group>
      {cards.data ? (
        <DataTable
          {...listTableProps({ label: '会员卡', minWidth: 700, empty: '没有会员卡', rows: list.length })}
          idAccessor="card_id"
          records={[...list]}
          columns={cardColumns({ onTopUp: setToppingUp, onShowLedger: (card) => setShownId(card.card_id) })}
          // Inline, so the card whose ledger is shown stays marked under the pointer too.
          rowStyle={(card) => (card.card_id === shownId ? { background: 'var(--mantine-color-green-0)' } : undefined)}
          customRowAttributes={(card) => ({ 'data-card': card.f_card_number })}
        />
      ) : (
        <Loader />
      )}
      {shown && <CardLedger key={shown.card_id} card={shown} />}
      {issuing && <IssueCardDialog userId={userId} held={held} onClose={() => setIssuing(false)} />}
      {toppingUp && <TopUpDialog card={toppingUp} onClose={() => setToppingUp(null)} />}
    </Stack>
  );
}
