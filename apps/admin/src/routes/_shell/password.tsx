import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { PasswordForm } from '../../features/session/components/password-form';

export const Route = createFileRoute('/_shell/password')({ component: PasswordPage });

function PasswordPage() {
  return (
    <PageFrame title="修改密码">
      <Text c="dimmed" size="sm" mb="md">
        修改后，本账号在其他设备上的登录都会退出。
      </Text>
      <PasswordForm />
    </PageFrame>
  );
}
