import { endpoints, type RequestOf } from '@garden/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { keepOperatorKey } from '../../../lib/session';

/** POST /v1/operator/auth/signin; keeps the key it answers and the operator it names. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RequestOf<typeof endpoints.operatorSignIn>) => call(endpoints.operatorSignIn, fields),
    onSuccess: ({ key, operator }) => {
      queryClient.setQueryData(queryKeys.me(key), operator);
      keepOperatorKey(key);
    },
  });
}
