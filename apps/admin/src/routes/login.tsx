import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { SignInForm } from '../features/session/components/sign-in-form';
import { operatorKey } from '../lib/session';

export const Route = createFileRoute('/login')({
  // Signed in already: straight to the back office.
  beforeLoad: () => {
    if (operatorKey()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2}>花园商城后台</Title>
            <Text c="dimmed" size="sm">
              操作员登录
            </Text>
          </Stack>
          <SignInForm onSignedIn={() => void navigate({ to: '/' })} />
        </Stack>
      </Paper>
    </Center>
  );
}
