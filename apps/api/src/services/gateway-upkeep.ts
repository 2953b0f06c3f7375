// The server's standing chores with the payment gateways, every minute, ticks never overlapping: gateway
// refunds left pending are sent again (the gateway was down, or the process stopped between the commit and
// the call; refund_no keeps each to one payout), and payments whose notification is late are asked about.
import type { Database } from '../db/client';
import type { PaymentProvider } from '../integrations/payments';
import { settleLatePayments } from './payments';
import { retryProviderRefunds } from './provider-refunds';

export interface GatewayUpkeepJob {
  stop: () => void;
}

export function startGatewayUpkeep(
  db: Database,
  provider: PaymentProvider,
  options: { now: () => Date; logError: (error: unknown) => void; intervalMs?: number },
): GatewayUpkeepJob {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = options.now();
    Promise.all([retryProviderRefunds(db, provider, { now, logError: options.logError }), settleLatePayments(db, provider, now)])
      .catch(options.logError)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
