import { endpoints } from '@garden/contract/endpoints';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { keepOperatorKey } from '../../../lib/session';

/**
 * POST /v1/operator/auth/signout, then forgets the key, every reply of the session and its notifications, whatever
 * the server said: the next operator at this browser sees nothing of the last one's.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.operatorSignOut),
    onSettled: () => {
      keepOperatorKey('');
      queryClient.clear();
      notifications.clean();
    },
  });
}
