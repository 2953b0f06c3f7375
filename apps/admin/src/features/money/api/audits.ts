import type { BalanceAudit, StockAudit } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { type AuditReport, auditOrderRecords, type OrderRecord } from '@garden/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';

/** The orders audit reads every stored order in pages this big: the largest `GET /v1/operator/orders` gives. */
const ORDER_PAGE = 500;

/** Every stored order, page by page, oldest first. */
async function fetchAllOrders(): Promise<OrderRecord[]> {
  const all: OrderRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await call(endpoints.auditOrders, { page, limit: ORDER_PAGE });
    all.push(...list);
    if (list.length < ORDER_PAGE || all.length >= total) return all;
  }
}

/** What each audit answers. */
export interface AuditResults {
  orders: AuditReport;
  balances: BalanceAudit;
  stock: StockAudit;
}
export type AuditName = keyof AuditResults;

/**
 * The three audits as `garden audit` runs them: the orders recomputed here, in the browser, with the domain (as the
 * CLI does in its own process), the balances and the stock by the server's checks.
 */
const RUNS: { [K in AuditName]: () => Promise<AuditResults[K]> } = {
  orders: async () => auditOrderRecords(await fetchAllOrders()),
  balances: () => call(endpoints.auditBalances),
  stock: () => call(endpoints.auditStock),
};

/** An audit run: what it found and how long it took, in milliseconds (the network included). */
export interface AuditRun<K extends AuditName> {
  result: AuditResults[K];
  tookMs: number;
  at: Date;
}

/** Runs one audit on demand (they read the whole shop: never on their own). */
export function useAuditRun<K extends AuditName>(name: K) {
  return useMutation({
    mutationFn: async (): Promise<AuditRun<K>> => {
      const started = performance.now();
      const result = (await RUNS[name]()) as AuditResults[K];
      return { result, tookMs: Math.round(performance.now() - started), at: new Date() };
    },
    onError: reportError,
  });
}
