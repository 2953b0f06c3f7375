import type { OperatorWithdrawal } from '@garden/contract';
import { Loader, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { withdrawalsQueryOptions } from '../../features/money/api/money';
import { ShopperLedger, WithdrawalTable } from '../../features/money/components/withdrawal-queue';
import { loadWhenPermitted, PermittedPage } from '../-components/permitted-page';

interface WithdrawalSearch {
  /** Every withdrawal, not only those 申请中. */
  all?: boolean;
}

export const Route = createFileRoute('/_shell/withdrawals')({
  validateSearch: (search: Record<string, unknown>): WithdrawalSearch => ({
    all: search.all === true || search.all === '1' || search.all === 1 || undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    loadWhenPermitted(queryClient, 'withdrawals', () => queryClient.ensureQueryData(withdrawalsQueryOptions(deps.all === true))),
  component: () => (
    <PermittedPage title="提现" needs="withdrawals">
      {() => <WithdrawalQueue />}
    </PermittedPage>
  ),
});

function WithdrawalQueue() {
  const { all } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const withdrawals = useQuery(withdrawalsQueryOptions(all === true));
  const [chosen, setChosen] = useState<OperatorWithdrawal | null>(null);
  // The first request's shopper to start with: the one worked next.
  const shown = chosen ?? withdrawals.data?.list[0] ?? null;
  return (
    <Stack gap="lg">
      <SegmentedControl
        style={{ alignSelf: 'flex-start' }}
        value={all ? 'all' : 'open'}
        onChange={(value) => void navigate({ search: { all: value === 'all' || undefined } })}
        data={[
          { value: 'open', label: '申请中' },
          { value: 'all', label: '全部' },
        ]}
      />
      {withdrawals.data ? <WithdrawalTable rows={withdrawals.data.list} chosen={shown?.id ?? null} onChoose={setChosen} /> : <Loader />}
      {shown && <ShopperLedger key={shown.user_id} userId={shown.user_id} mobile={shown.mobile} />}
    </Stack>
  );
}
