import type { OperatorInfo } from '@garden/contract';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TARGET_LABELS } from '../audit-labels';
import type { AuditSearch } from '../audit-search';

const TARGET_OPTIONS = Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label }));

interface FilterValues {
  /** null when not picked: an empty text would show the fields' clear buttons. */
  operator: string | null;
  type: string | null;
  target: string;
  from: string;
  to: string;
}

/**
 * 操作员, 目标 (kind and id) and 日期 from–to. A role that may list operators picks one by name; any other
 * (财务 reads the trail but not the accounts) types an operator's number.
 */
export function AuditFilterBar({
  search,
  operators,
  onSearch,
}: {
  search: AuditSearch;
  operators: readonly OperatorInfo[] | undefined;
  onSearch: (search: AuditSearch) => void;
}) {
  const initialValues: FilterValues = {
    operator: search.operator ? String(search.operator) : null,
    type: search.type ?? null,
    target: search.target ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  };
  const form = useForm({ initialValues });
  const apply = (values: FilterValues) =>
    onSearch({
      operator: Number(values.operator) || undefined,
      type: values.type || undefined,
      target: values.target.trim() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    });
  const clear = () => {
    form.setValues({ operator: null, type: null, target: '', from: '', to: '' });
    onSearch({});
  };
  return (
    <form onSubmit={form.onSubmit(apply)}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {operators ? (
          <Select
            label="操作员"
            placeholder="全部"
            clearable
            w={170}
            data={operators.map((operator) => ({ value: String(operator.operator_id), label: `${operator.display_name}（${operator.login}）` }))}
            {...form.getInputProps('operator')}
          />
        ) : (
          <NumberInput
            label="操作员编号"
            placeholder="全部"
            min={1}
            allowDecimal={false}
            w={130}
            value={form.values.operator ?? ''}
            onChange={(value) => form.setFieldValue('operator', value === '' ? null : String(value))}
          />
        )}
        <Select label="目标类型" placeholder="全部" clearable w={130} data={TARGET_OPTIONS} {...form.getInputProps('type')} />
        <TextInput label="目标编号" placeholder="如 SKU 编号、登录名" w={170} {...form.getInputProps('target')} />
        <TextInput label="起始日期" type="date" w={150} {...form.getInputProps('from')} />
        <TextInput label="截止日期" type="date" w={150} {...form.getInputProps('to')} />
        <Group gap="xs">
          <Button type="submit">查询</Button>
          <Button variant="default" onClick={clear}>
            重置
          </Button>
        </Group>
      </Group>
    </form>
  );
}
