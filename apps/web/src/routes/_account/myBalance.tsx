import { createFileRoute } from '@tanstack/react-router';
import { BalancePageView } from '../../features/account/components/balance-page';
import { pagedAccountRoute } from '../-components/paged-account-route';

// shopping §2: myBalance shows the balance and its ledger; the page number sits in the address.
export const Route = createFileRoute('/_account/myBalance')(pagedAccountRoute(BalancePageView));
