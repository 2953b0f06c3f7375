// Every call to an outside provider (SMS, the payment gateways, the courier tracker, payouts) gives one log line
// and counts in the metrics: provider, operation, outcome and how long it took. Never the call's fields: they hold
// codes, accounts and card numbers.
import { log } from '../platform/logger';
import { providerCalls, smsSends } from '../platform/metrics';
import type { CourierTracker } from './courier';
import type { PayChannel, PaymentProvider } from './payments';
import type { PayoutProvider } from './payouts';
import type { SmsGateway } from './sms';

/** Runs one provider call, logging and counting how it went; its answer or error passes through unchanged. */
export async function observeCall<T>(provider: string, operation: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const done = (outcome: 'ok' | 'error', error?: unknown) => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    providerCalls.inc({ provider, operation, outcome });
    const line = { provider, operation, outcome, ms, ...(error ? { error: (error as Error).message ?? String(error) } : {}) };
    if (outcome === 'ok') log().info(line, 'provider call');
    else log().warn(line, 'provider call failed');
  };
  try {
    const answer = await call();
    done('ok');
    return answer;
  } catch (error) {
    done('error', error);
    throw error;
  }
}

const observed = new WeakSet<object>();

/** The same object, its calls to the provider (`operations`, each naming its provider from its arguments) observed. */
function observeMethods<T extends object>(target: T, operations: Partial<Record<keyof T, (args: unknown[]) => string>>): T {
  if (observed.has(target)) return target;
  const proxy = new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      const providerOf = operations[property as keyof T];
      if (typeof value !== 'function' || !providerOf) return value;
      return (...args: unknown[]) => observeCall(providerOf(args), String(property), () => Promise.resolve(value.apply(object, args)));
    },
  });
  observed.add(proxy);
  return proxy;
}

const channelOfRequest = (args: unknown[]) => (args[0] as { channel: PayChannel }).channel;
const channelArgument = (args: unknown[]) => args[0] as PayChannel;

/** The payment gateways with their outside calls observed; the rest (the sandbox's own pages, a channel's client) as it is. */
export const observePayments = <T extends PaymentProvider>(payments: T): T =>
  observeMethods<PaymentProvider>(payments, { createPayment: channelOfRequest, refund: channelOfRequest, queryTrade: channelArgument }) as T;

/** The SMS gateway with each send observed and counted as a send (`garden_sms_sends_total`). */
export function observeSms(sms: SmsGateway): SmsGateway {
  if (observed.has(sms)) return sms;
  const wrapped: SmsGateway = {
    // The service's name stays visible to `garden doctor` through the wrapper.
    ...(sms.provider ? { provider: sms.provider } : {}),
    send: async (message) => {
      try {
        await observeCall('sms', 'send', () => sms.send(message));
        smsSends.inc({ outcome: 'ok' });
      } catch (error) {
        smsSends.inc({ outcome: 'error' });
        throw error;
      }
    },
  };
  observed.add(wrapped);
  return wrapped;
}

export const observeCourier = (courier: CourierTracker): CourierTracker => observeMethods(courier, { track: () => 'courier' });

export const observePayouts = (payouts: PayoutProvider): PayoutProvider => observeMethods(payouts, { transfer: () => 'payout' });
