import { PAYEE_MISMATCH } from '@garden/domain';
// Paying a withdrawal out to the shopper's Alipay account (shopping §4 "Withdrawal"): Alipay's transfer
// to an account (`alipay.fund.trans.uni.transfer`: out_biz_no, payee identity and name, amount).
// The real transfer checks the name against the account and refuses a mismatch; the sandbox does the same
// against the accounts it knows, so a refused payout and its refund are exercised offline.

/** One transfer: our number for it (idempotent at the provider), the payee and the amount in fen. */
export interface PayoutRequest {
  outBizNo: string;
  account: string;
  name: string;
  amountFen: number;
}

export type PayoutResult = { readonly ok: true; readonly payoutNo: string } | { readonly ok: false; readonly reason: string };

export interface PayoutProvider {
  readonly kind: 'sandbox' | 'real';
  transfer(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * The sandbox payout: knows a few Alipay accounts with their holders' names (the demo shopper's among
 * them, README "Demo accounts"), refuses any other pairing, and answers a transfer number once per
 * `outBizNo` (a retried transfer is the same transfer, as at Alipay).
 */
export function createSandboxPayouts(payees: ReadonlyMap<string, string>): PayoutProvider {
  const done = new Map<string, PayoutResult>();
  return {
    kind: 'sandbox',
    async transfer(request) {
      const known = done.get(request.outBizNo);
      if (known) return known;
      const result: PayoutResult =
        payees.get(request.account.trim()) === request.name.trim()
          ? { ok: true, payoutNo: `SANDBOX${String(done.size + 1).padStart(8, '0')}` }
          : { ok: false, reason: PAYEE_MISMATCH };
      done.set(request.outBizNo, result);
      return result;
    },
  };
}

/** The Alipay accounts the sandbox knows: account → holder's name. */
export const SANDBOX_PAYEES: ReadonlyMap<string, string> = new Map([
  ['13800138000', '花园演示'],
  ['demo@garden.test', '花园演示'],
  ['13900139000', '花园批发'],
]);
