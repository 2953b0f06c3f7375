import { endpoints } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { keepOperatorKey } from '../../../lib/session';

/** POST /v1/operator/auth/signout, then forgets the key and every reply of the session, whatever the server said. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.operatorSignOut),
    onSettled: () => {
      keepOperatorKey('');
      queryClient.clear();
    },
  });
}
