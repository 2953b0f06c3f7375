import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The audit trail's filters as the call takes them. */
export type AuditFilters = RequestOf<typeof endpoints.auditTrail>;

/** One page of the audit trail (GET /v1/operator/audit/trail), newest first; the last page stays on screen while the next loads. */
export function auditTrailQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: queryKeys.auditTrail(filters),
    queryFn: () => call(endpoints.auditTrail, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
