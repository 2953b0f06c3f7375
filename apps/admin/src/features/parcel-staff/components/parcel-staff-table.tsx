import type { ParcelStaffInfo } from '@garden/contract';
import { Badge, Button, Group, Table } from '@mantine/core';
import { type Column, DataTable } from '../../../components/data-table';
import { SwitchButton } from '../../../components/switch-button';
import { chinaTimeText } from '../../../lib/china-time';
import { useUpdateParcelStaff } from '../api/parcel-staff';

const COLUMNS: readonly Column[] = [
  { label: '编号', width: 70 },
  { label: '用户名' },
  { label: '姓名' },
  { label: '状态', width: 90 },
  { label: '添加时间', width: 160 },
  { label: '操作', width: 190 },
];

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
  return (
    <DataTable label="退件人员" columns={COLUMNS} minWidth={720} empty={staff.length === 0 && '还没有退件人员'}>
      {staff.map((row) => (
        <Table.Tr key={row.staff_id} data-user-name={row.user_name}>
          <Table.Td>{row.staff_id}</Table.Td>
          <Table.Td>{row.user_name}</Table.Td>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>
            <Badge color={row.disabled ? 'gray' : 'green'} variant="light">
              {row.disabled ? '已停用' : '启用中'}
            </Badge>
          </Table.Td>
          <Table.Td>{chinaTimeText(row.created_at)}</Table.Td>
          <Table.Td>
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
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
