import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { pageQueryOptions } from '../../../lib/page-query';
import { queryKeys } from '../../../lib/query-keys';

/** The audit trail's filters as the call takes them. */
export type AuditFilters = RequestOf<typeof endpoints.auditTrail>;

/** One page of the audit trail (GET /v1/operator/audit/trail), newest first; the last page stays on screen while the next loads. */
export function auditTrailQueryOptions(filters: AuditFilters) {
  // Read again at each visit: the trail grows with every write, from anyone.
  return queryOptions({ ...pageQueryOptions(endpoints.auditTrail, queryKeys.auditTrail(filters), filters), staleTime: 0 });
}
