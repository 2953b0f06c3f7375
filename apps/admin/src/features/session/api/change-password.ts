import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../../lib/api-client';
import { reportDone } from '../../../lib/report-error';

/** POST /v1/operator/auth/password: this session stays, the operator's others end (the server's message says so). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (fields: RequestOf<typeof endpoints.changeOperatorPassword>) => callEnvelope(endpoints.changeOperatorPassword, fields),
    onSuccess: ({ msg }) => reportDone(msg),
  });
}
