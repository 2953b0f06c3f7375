import { combinationKey, MEMBER_GRADE_NAMES } from '@garden/domain';
import { Button, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { type Column, GridTable } from '../../../components/grid-table';
import { emptySku, type GoodsForm, type SkuForm } from '../goods-draft';

const GRADE_OPTIONS = MEMBER_GRADE_NAMES.map((label, grade) => ({ value: String(grade), label }));

/** The spec attributes (name and values) and the SKU matrix they make: a row per combination, with its prices, stock and weight. */
export function SkuEditor({
  form,
  combinations,
  onChange,
  attributesError,
  skusError,
}: {
  form: GoodsForm;
  combinations: string[][];
  onChange: (next: Partial<GoodsForm>) => void;
  attributesError?: string;
  skusError?: string;
}) {
  const setAttribute = (index: number, next: { name: string; values: string[] }) =>
    onChange({ attributes: form.attributes.map((attribute, at) => (at === index ? next : attribute)) });
  const setSku = (key: string, next: Partial<SkuForm>) => onChange({ skus: { ...form.skus, [key]: { ...(form.skus[key] ?? emptySku()), ...next } } });
  const columns: Column[] = [
    { label: '规格' },
    { label: '市场价（元）', width: 120 },
    ...form.grades.map((grade) => ({ label: `${MEMBER_GRADE_NAMES[Number(grade)]}价`, width: 120 })),
    { label: '库存', width: 100 },
    { label: '重量（克）', width: 100 },
  ];
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        规格
      </Text>
      {form.attributes.map((attribute, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: attributes have no id until saved; their place is their identity here
        <Group key={index} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`规格 ${index + 1} 名称`}
            value={attribute.name}
            onChange={(event) => setAttribute(index, { ...attribute, name: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            label={`规格 ${index + 1} 的值`}
            description="以逗号分隔，如 1加仑盆，2加仑盆"
            value={attribute.values.join('，')}
            onChange={(event) =>
              setAttribute(index, {
                ...attribute,
                values: event.currentTarget.value.split(/[,，]/).map((value) => value.trimStart()),
              })
            }
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => onChange({ attributes: form.attributes.filter((_, at) => at !== index) })}
            aria-label={`删除规格 ${index + 1}`}
          >
            删除
          </Button>
        </Group>
      ))}
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={() => onChange({ attributes: [...form.attributes, { name: '', values: [] }] })}>
          添加规格
        </Button>
        <MultiSelect
          aria-label="会员等级价"
          placeholder="会员等级价（不选按市场价）"
          data={GRADE_OPTIONS}
          value={form.grades}
          onChange={(grades) => onChange({ grades: [...grades].sort() })}
          clearable
          style={{ flex: 1, minWidth: 260, maxWidth: 520 }}
        />
      </Group>
      {attributesError && (
        <Text c="red" size="sm" data-field-error="attributes">
          {attributesError}
        </Text>
      )}
      <GridTable label="SKU" columns={columns} minWidth={420 + form.grades.length * 120}>
        {combinations.map((values) => {
          const key = combinationKey(values);
          const sku = form.skus[key] ?? emptySku();
          const name = values.join(' / ');
          return (
            <Table.Tr key={key}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`${name} 市场价`}
                  value={sku.market_price}
                  onChange={(event) => setSku(key, { market_price: event.currentTarget.value })}
                />
              </Table.Td>
              {form.grades.map((grade) => (
                <Table.Td key={grade}>
                  <TextInput
                    size="xs"
                    aria-label={`${name} ${MEMBER_GRADE_NAMES[Number(grade)]}价`}
                    value={sku.grade_prices[grade] ?? ''}
                    onChange={(event) => setSku(key, { grade_prices: { ...sku.grade_prices, [grade]: event.currentTarget.value } })}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`${name} 库存`}
                  value={sku.stock}
                  onChange={(event) => setSku(key, { stock: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`${name} 重量`}
                  value={sku.weight}
                  onChange={(event) => setSku(key, { weight: event.currentTarget.value })}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </GridTable>
      {combinations.length === 0 && (
        <Text c="dimmed" size="sm">
          填写规格的值后，这里列出每个组合
        </Text>
      )}
      {skusError && (
        <Text c="red" size="sm" data-field-error="skus">
          {skusError}
        </Text>
      )}
    </Stack>
  );
}
