import { OPERATOR_WRONG_CREDENTIALS } from '@garden/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignIn } from '../api/sign-in';

/** 登录名 and 密码; `onSignedIn` runs once the key is kept. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useForm({
    initialValues: { login: '', password: '' },
    // Blank fields are refused with the server's own words, before a round trip.
    validate: {
      login: (value) => (value.trim() ? null : OPERATOR_WRONG_CREDENTIALS),
      password: (value) => (value ? null : OPERATOR_WRONG_CREDENTIALS),
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }))}>
      <Stack gap="md">
        <TextInput label="登录名" autoComplete="username" autoFocus {...form.getInputProps('login')} />
        <PasswordInput label="密码" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
          登录
        </Button>
      </Stack>
    </form>
  );
}
