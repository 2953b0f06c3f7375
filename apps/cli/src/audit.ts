// `garden audit orders`: every stored order is fetched from the operator API and recomputed
// here, in the CLI's own process, with @garden/domain (`auditOrderRecords`, which the back office's 对账 page runs
// too) — so a stored amount that no longer follows the rules shows up whatever the server believes.
import type { AuditOrder } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { type AuditReport, auditOrderRecords } from '@garden/domain';
import type { OperatorClient } from './client';

/** One order of `GET /v1/operator/orders`. */
export type AuditOrderRow = AuditOrder;

/** Orders per request while paging: the largest page `GET /v1/operator/orders` gives. */
const PAGE_SIZE = 500;

/** Every stored order, page by page, oldest first. */
export async function fetchAllOrders(client: OperatorClient): Promise<AuditOrderRow[]> {
  const all: AuditOrderRow[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await client.call(endpoints.auditOrders, { page, limit: PAGE_SIZE });
    all.push(...list);
    if (list.length < PAGE_SIZE || all.length >= total) return all;
  }
}

/** Recomputes every order with lines and checks every father order (domain `auditOrderRecords`). */
export function auditOrders(rows: readonly AuditOrderRow[]): AuditReport {
  return auditOrderRecords(rows);
}
