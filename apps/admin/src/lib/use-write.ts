import type { Endpoint, RequestOf } from '@garden/contract/endpoints';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallFields, callEnvelope } from './api-client';
import { queryKeys } from './query-keys';
import { reportDone, reportError } from './report-error';

/**
 * A write of the contract's table (`endpoints.x`): the server's message confirms it or says why not, and what it
 * changed is read again, the audit trail (which now holds it) with it.
 */
export function useWrite<E extends Endpoint>(endpoint: E, changes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RequestOf<E>) => callEnvelope(endpoint, ...([fields] as CallFields<E>)),
    onSuccess: ({ msg }) => {
      reportDone(msg);
      for (const queryKey of [...changes, queryKeys.auditTrailAll]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: reportError,
  });
}
