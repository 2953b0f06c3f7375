import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/route-error';
import { ProfilePage } from '../../features/account/components/profile-page';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { userInfoQueryOptions, useUserInfo } from '../../lib/auth';
import { readRequestScope, useLoginKey } from '../../lib/request-scope';

// shopping §2: userCenter takes no parameters.
export const Route = createFileRoute('/_account/userCenter')({
  loader: async ({ context: { queryClient } }) => {
    const { key } = readRequestScope();
    if (key) await queryClient.ensureQueryData(userInfoQueryOptions(key));
  },
  errorComponent: RouteError,
  component: UserCenterRoute,
});

function UserCenterRoute() {
  const key = useLoginKey();
  const { data } = useUserInfo();
  return <AccountLayout>{data && <ProfilePage loginKey={key} info={data.info} />}</AccountLayout>;
}
