import { OPERATOR_LOGIN_INVALID, OPERATOR_ROLES, type OperatorRole, validateNewPassword } from '@garden/domain';
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddOperator } from '../api/change-operators';

/** The login names the server takes (contract operator-accounts.ts), checked here with its message. */
const LOGIN_PATTERN = /^[\w.-]{2,32}$/;

/** 登录名, 显示名称, 初始密码 and 角色 of a new operator; `onAdded` closes the dialog. */
export function AddOperatorForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddOperator();
  const form = useForm({
    initialValues: { login: '', display_name: '', password: '', role: '运营' as OperatorRole },
    validate: {
      login: (value) => (LOGIN_PATTERN.test(value.trim()) ? null : OPERATOR_LOGIN_INVALID),
      password: (value) => validateNewPassword(value),
    },
  });
  const submit = form.onSubmit(({ login, display_name, password, role }) =>
    add.mutate({ login: login.trim(), display_name: display_name.trim() || undefined, password, role }, { onSuccess: onAdded }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="登录名"
          description="2–32 位字母、数字、下划线、点或连字符"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('login')}
        />
        <TextInput label="显示名称" description="不填则用登录名" maxLength={60} {...form.getInputProps('display_name')} />
        <PasswordInput label="初始密码" description="6–20 位，请告知本人登录后修改" autoComplete="new-password" {...form.getInputProps('password')} />
        <Select
          label="角色"
          data={[...OPERATOR_ROLES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            添加
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
