import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../features/session/api/get-me';
import { ApiError } from '../lib/api-error';
import { keepOperatorKey, operatorKey, useOperatorKey } from '../lib/session';
import { AdminShell } from './-components/admin-shell';

/** The guard's answer to a key it does not know (or whose session ended). */
const KEY_REFUSED = 401;

// Every page but the sign-in: a key is needed, and the operator it signs in is read before the page draws.
export const Route = createFileRoute('/_shell')({
  beforeLoad: () => {
    if (!operatorKey()) throw redirect({ to: '/login' });
  },
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(meQueryOptions(operatorKey()));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === KEY_REFUSED)) throw error;
      keepOperatorKey('');
      throw redirect({ to: '/login' });
    }
  },
  component: SignedIn,
});

function SignedIn() {
  // Signed out (退出登录, or a key the server refused later): the sign-in page.
  if (!useOperatorKey()) return <Navigate to="/login" />;
  return <AdminShell />;
}
