import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportDone } from '../../../lib/report-error';

/** After a write: the list and the audit trail (which now holds the write) are read again; the server's message confirms it. */
function useAfterWrite() {
  const queryClient = useQueryClient();
  return ({ msg }: { msg: string }) => {
    reportDone(msg);
    void queryClient.invalidateQueries({ queryKey: queryKeys.operators });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditTrailAll });
  };
}

/** POST /v1/operator/operators/add. */
export function useAddOperator() {
  const onSuccess = useAfterWrite();
  return useMutation({ mutationFn: (fields: RequestOf<typeof endpoints.addOperator>) => callEnvelope(endpoints.addOperator, fields), onSuccess });
}

/** POST /v1/operator/operators/update: a new role, a display name, or disabling (which ends their sessions). */
export function useUpdateOperator() {
  const onSuccess = useAfterWrite();
  return useMutation({
    mutationFn: (fields: RequestOf<typeof endpoints.updateOperator>) => callEnvelope(endpoints.updateOperator, fields),
    onSuccess,
  });
}
