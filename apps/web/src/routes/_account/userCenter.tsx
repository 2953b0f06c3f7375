import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RouteError } from '../../components/route-error';
import { ProfilePage } from '../../features/account/components/profile-page';
import { createDeviceId } from '../../lib/create-device-id';
import { SmsCodeField } from '../../features/auth/components/sms-code-field';
import '../../components/auth-form.css';
import { AccountLayout } from '../../features/layout/components/account-layout';
import { useUserInfo } from '../../lib/auth';

// shopping §2: userCenter takes no parameters.
export const Route = createFileRoute('/_account/userCenter')({
  errorComponent: RouteError,
  component: UserCenterRoute,
});

function UserCenterRoute() {
  const { data } = useUserInfo();
  const deviceId = useMemo(() => createDeviceId(), []);
  return (
    <AccountLayout>
      {data && (
        <ProfilePage
          info={data.info}
          // The login dialog's captcha and SMS code field, sending type 4 (binding) to the new mobile.
          smsField={({ mobile, code, onCodeChange }) => (
            <SmsCodeField mode={4} mobile={mobile} deviceId={deviceId} code={code} onCodeChange={onCodeChange} />
          )}
        />
      )}
    </AccountLayout>
  );
}
