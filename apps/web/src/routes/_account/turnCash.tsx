import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../features/account/components/withdrawal-page';
import { pagedAccountRoute } from '../-components/paged-account-route';

// shopping §2: turnCash is the withdrawal form and history; the page number sits in the address.
export const Route = createFileRoute('/_account/turnCash')(pagedAccountRoute(WithdrawalPage));
