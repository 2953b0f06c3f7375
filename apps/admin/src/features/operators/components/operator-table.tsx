import type { OperatorInfo } from '@garden/contract';
import { OPERATOR_ROLES, type OperatorRole } from '@garden/domain';
import { Select, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useUpdateOperator } from '../api/change-operators';
import { AccountStateBadge } from '../../../components/account-state-badge';
import { SwitchButton } from '../../../components/switch-button';
import { listTableProps } from '../../../components/list-table';

/**
 * Every operator with their role and state; the role is changed in place and an account disabled or enabled
 * from its row. The signed-in operator's own row is read-only: nobody locks themselves out of the shop.
 */
export function OperatorTable({ operators, selfId }: { operators: readonly OperatorInfo[]; selfId: number }) {
  const update = useUpdateOperator();
  const busy = update.isPending ? update.variables?.operator_id : undefined;
  const isSelf = (operator: OperatorInfo) => operator.operator_id === selfId;
  const columns: DataTableColumn<OperatorInfo>[] = [
    { accessor: 'operator_id', title: '编号', width: 80 },
    {
      accessor: 'login',
      title: '登录名',
      render: (operator) => (
        <>
          {operator.login}
          {isSelf(operator) && (
            <Text span c="dimmed" size="sm">
              {' '}
              （本人）
            </Text>
          )}
        </>
      ),
    },
    { accessor: 'display_name', title: '显示名称' },
    {
      accessor: 'role',
      title: '角色',
      width: 150,
      render: (operator) => (
        <Select
          aria-label={`${operator.login} 的角色`}
          size="xs"
          data={[...OPERATOR_ROLES]}
          value={operator.role}
          allowDeselect={false}
          disabled={isSelf(operator) || busy === operator.operator_id}
          onChange={(role) => role && role !== operator.role && update.mutate({ operator_id: operator.operator_id, role: role as OperatorRole })}
        />
      ),
    },
    {
      accessor: 'disabled',
      title: '状态',
      width: 90,
      render: (operator) => <AccountStateBadge disabled={Boolean(operator.disabled)} />,
    },
    {
      accessor: 'actions',
      title: '操作',
      width: 110,
      render: (operator) =>
        !isSelf(operator) && (
          <SwitchButton
            on={!operator.disabled}
            offLabel="停用"
            onLabel="启用"
            loading={busy === operator.operator_id}
            onClick={() => update.mutate({ operator_id: operator.operator_id, disabled: operator.disabled ? 0 : 1 })}
          />
        ),
    },
  ];
  return (
    <DataTable
      {...listTableProps({ label: '操作员', minWidth: 640, empty: '还没有操作员', rows: operators.length })}
      idAccessor="operator_id"
      records={[...operators]}
      columns={columns}
      customRowAttributes={(operator) => ({ 'data-login': operator.login })}
    />
  );
}
