import type { OperatorInfo } from '@garden/contract';
import { OPERATOR_ROLES, type OperatorRole } from '@garden/domain';
import { Badge, Button, Select, Table, Text } from '@mantine/core';
import { useUpdateOperator } from '../api/change-operators';
import { type Column, DataTable } from '../../../components/data-table';

const OPERATOR_COLUMNS: readonly Column[] = [
  { label: '编号', width: 80 },
  { label: '登录名' },
  { label: '显示名称' },
  { label: '角色', width: 150 },
  { label: '状态', width: 90 },
  { label: '操作', width: 110 },
];

/**
 * Every operator with their role and state; the role is changed in place and an account disabled or enabled
 * from its row. The signed-in operator's own row is read-only: nobody locks themselves out of the shop.
 */
export function OperatorTable({ operators, selfId }: { operators: readonly OperatorInfo[]; selfId: number }) {
  const update = useUpdateOperator();
  const busy = update.isPending ? update.variables?.operator_id : undefined;
  return (
    <DataTable label="操作员" columns={OPERATOR_COLUMNS} minWidth={640}>
      {operators.map((operator) => {
        const self = operator.operator_id === selfId;
        return (
          <Table.Tr key={operator.operator_id} data-login={operator.login}>
            <Table.Td>{operator.operator_id}</Table.Td>
            <Table.Td>
              {operator.login}
              {self && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  （本人）
                </Text>
              )}
            </Table.Td>
            <Table.Td>{operator.display_name}</Table.Td>
            <Table.Td>
              <Select
                aria-label={`${operator.login} 的角色`}
                size="xs"
                data={[...OPERATOR_ROLES]}
                value={operator.role}
                allowDeselect={false}
                disabled={self || busy === operator.operator_id}
                onChange={(role) =>
                  role && role !== operator.role && update.mutate({ operator_id: operator.operator_id, role: role as OperatorRole })
                }
              />
            </Table.Td>
            <Table.Td>
              <Badge color={operator.disabled ? 'gray' : 'green'} variant="light">
                {operator.disabled ? '已停用' : '启用中'}
              </Badge>
            </Table.Td>
            <Table.Td>
              {!self && (
                <Button
                  size="xs"
                  variant="light"
                  color={operator.disabled ? 'green' : 'red'}
                  loading={busy === operator.operator_id}
                  onClick={() => update.mutate({ operator_id: operator.operator_id, disabled: operator.disabled ? 0 : 1 })}
                >
                  {operator.disabled ? '启用' : '停用'}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
