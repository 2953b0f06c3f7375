// The server's standing chores with the payment gateways, every minute, ticks never overlapping: gateway
// refunds left pending are sent again (the gateway was down, or the process stopped between the commit and
// the call; refund_no keeps each to one payout), and payments whose notification is late are asked about.
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';
import { settleLatePayments } from './payments';
import { retryProviderRefunds } from './provider-refunds';

export function startGatewayUpkeep(
  db: Database,
  provider: PaymentProvider,
  options: { now: () => Date; logError: (error: unknown) => void; intervalMs?: number },
): PeriodicJob {
  return startPeriodicJob(
    'gateway-upkeep',
    async () => {
      const now = options.now();
      await Promise.all([retryProviderRefunds(db, provider, { now, logError: options.logError }), settleLatePayments(db, provider, now)]);
    },
    options.intervalMs ?? 60_000,
    options.logError,
  );
}
