import { CURRENT_PASSWORD_WRONG, validateNewPassword } from '@garden/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useChangePassword } from '../api/change-password';

/** 原密码, 新密码 and its confirmation, checked by the domain's password rule as the server checks it. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { old_password: '', new_password: '', confirmation: '' },
    validate: {
      old_password: (value) => (value ? null : CURRENT_PASSWORD_WRONG),
      new_password: (value) => validateNewPassword(value),
      // The confirmation speaks only of differing: a new password too short is said once, beside it.
      confirmation: (value, values) => (validateNewPassword(values.new_password) ? null : validateNewPassword(values.new_password, value)),
    },
  });
  const submit = form.onSubmit(({ old_password, new_password }) => change.mutate({ old_password, new_password }, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit}>
      <Stack gap="md" maw={420}>
        <PasswordInput label="原密码" autoComplete="current-password" {...form.getInputProps('old_password')} />
        <PasswordInput label="新密码" description="6–20 位" autoComplete="new-password" {...form.getInputProps('new_password')} />
        <PasswordInput label="确认新密码" autoComplete="new-password" {...form.getInputProps('confirmation')} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            修改密码
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
