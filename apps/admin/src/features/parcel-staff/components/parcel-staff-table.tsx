import type { ParcelStaffInfo } from '@garden/contract';
import { Button, Group } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { AccountStateBadge } from '../../../components/account-state-badge';
import { listTableProps } from '../../../components/list-table';
import { SwitchButton } from '../../../components/switch-button';
import { useUpdateParcelStaff } from '../api/parcel-staff';
import { timeColumn } from '../../../components/columns';

/** Every parcel staff account; 重设密码 opens its dialog, 停用 or 启用 acts at once (disabling ends its sessions). */
export function ParcelStaffTable({
  staff,
  onResetPassword,
}: {
  staff: readonly ParcelStaffInfo[];
  onResetPassword: (staff: ParcelStaffInfo) => void;
}) {
  const update = useUpdateParcelStaff();
  const busy = update.isPending ? update.variables?.staff_id : undefined;
  const columns: DataTableColumn<ParcelStaffInfo>[] = [
    { accessor: 'staff_id', title: '编号', width: 70 },
    { accessor: 'user_name', title: '用户名' },
    { accessor: 'name', title: '姓名' },
    {
      accessor: 'disabled',
      title: '状态',
      width: 90,
      render: (row) => <AccountStateBadge disabled={Boolean(row.disabled)} />,
    },
    timeColumn('created_at', '添加时间', { minute: true }),
    {
      accessor: 'actions',
      title: '操作',
      width: 190,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onResetPassword(row)}>
            重设密码
          </Button>
          <SwitchButton
            on={!row.disabled}
            offLabel="停用"
            onLabel="启用"
            loading={busy === row.staff_id}
            onClick={() => update.mutate({ staff_id: row.staff_id, disabled: row.disabled ? 0 : 1 })}
          />
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '退件人员', minWidth: 720, empty: '还没有退件人员', rows: staff.length })}
      idAccessor="staff_id"
      records={[...staff]}
      columns={columns}
      customRowAttributes={(row) => ({ 'data-user-name': row.user_name })}
    />
  );
}
