import type { ParcelStaffInfo } from '@garden/contract';
import { PARCEL_STAFF_NAME_INVALID, validateNewPassword } from '@garden/domain';
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '../../../components/form-dialog';
import { useAddParcelStaff, useUpdateParcelStaff } from '../api/parcel-staff';

/** The user names the server takes (contract operator-people.ts), checked here with its message. */
const USER_NAME_PATTERN = /^[\w.-]{2,32}$/;

/** 用户名, 姓名 and 初始密码 of a new parcel staff account. */
export function AddParcelStaffDialog({ onClose }: { onClose: () => void }) {
  const add = useAddParcelStaff();
  const form = useForm({
    initialValues: { user_name: '', name: '', password: '' },
    validate: {
      user_name: (value) => (USER_NAME_PATTERN.test(value.trim()) ? null : PARCEL_STAFF_NAME_INVALID),
      password: (value) => validateNewPassword(value),
    },
  });
  const submit = form.onSubmit(({ user_name, name, password }) =>
    add.mutate({ user_name: user_name.trim(), name: name.trim() || undefined, password }, { onSuccess: onClose }),
  );
  return (
    <FormDialog title="添加退件人员" busy={add.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput
        label="用户名"
        description="在 /parcelLogin 登录用：2–32 位字母、数字、下划线、点或连字符"
        data-autofocus
        {...form.getInputProps('user_name')}
      />
      <TextInput label="姓名" description="不填则用用户名" maxLength={60} {...form.getInputProps('name')} />
      <PasswordInput label="初始密码" description="6–20 位" autoComplete="new-password" {...form.getInputProps('password')} />
    </FormDialog>
  );
}

/** A new password for a parcel staff account: its sessions end, and it signs in with the new one. */
export function ResetParcelStaffPasswordDialog({ staff, onClose }: { staff: ParcelStaffInfo; onClose: () => void }) {
  const update = useUpdateParcelStaff();
  const form = useForm({ initialValues: { password: '' }, validate: { password: (value) => validateNewPassword(value) } });
  const submit = form.onSubmit(({ password }) => update.mutate({ staff_id: staff.staff_id, password }, { onSuccess: onClose }));
  return (
    <FormDialog title={`重设 ${staff.user_name} 的密码`} busy={update.isPending} onSubmit={submit} onClose={onClose}>
      <PasswordInput
        label="新密码"
        description="6–20 位；保存后其登录全部退出，请告知本人"
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps('password')}
      />
    </FormDialog>
  );
}
