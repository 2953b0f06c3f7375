import type { AdminCategoryNode } from '@garden/contract';
import type { endpoints, ReplyOf } from '@garden/contract/endpoints';
import { Alert, Button, Checkbox, Divider, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RichTextField } from '../../../components/rich-text-field';
import { useSaveGoods } from '../api/goods';
import { checkGoodsForm, combinationsOf, type DraftField, type GoodsForm, goodsFieldsOf } from '../goods-draft';
import { PictureList } from './picture-list';
import { TagsAndPlantFields } from './plant-facts-fields';
import { DepositFields } from './deposit-fields';
import { SaleFields } from './sale-fields';
import { SkuEditor } from './sku-matrix';

type Brand = ReplyOf<typeof endpoints.listAdminBrands>['list'][number];
type Place = ReplyOf<typeof endpoints.listAdminBrands>['ship_from'][number];

const labelOf = (category: AdminCategoryNode) => (category.hidden ? `${category.cat_name}（隐藏）` : category.cat_name);

/** The category's three levels as three selects; the goods hangs from the third. */
function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: readonly AdminCategoryNode[];
  value: string | null;
  onChange: (catId: string | null) => void;
  error?: string;
}) {
  const byId = new Map(categories.map((category) => [category.cat_id, category]));
  const chain: AdminCategoryNode[] = [];
  for (let at = value ? byId.get(Number(value)) : undefined; at; at = byId.get(at.parent_id)) chain.unshift(at);
  const optionsUnder = (parent: number) =>
    categories.filter((category) => category.parent_id === parent).map((category) => ({ value: String(category.cat_id), label: labelOf(category) }));
  const levels = ['一级分类', '二级分类', '三级分类'] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {levels.map((label, level) => {
        const parent = level === 0 ? 0 : chain[level - 1]?.cat_id;
        return (
          <Select
            key={label}
            label={label}
            placeholder="请选择"
            data={parent === undefined ? [] : optionsUnder(parent)}
            disabled={parent === undefined}
            value={chain[level] ? String(chain[level].cat_id) : null}
            onChange={(next) => onChange(next ?? (level > 0 ? String(chain[level - 1]?.cat_id) : null))}
            searchable
            error={level === 2 ? error : undefined}
            withAsterisk={level === 2}
          />
        );
      })}
    </SimpleGrid>
  );
}

/**
 * The goods editor: the goods' texts, category, brand and ship-from place, pictures, spec attributes and the SKU
 * matrix, quantities, discount flags, card tags and plant facts, and whether and when it sells (pre-sale dates, a
 * scheduled on-sale time). The domain's rules (`validateGoodsDraft`) are
 * checked before sending and their message shown at the field; the server's message answers the save.
 */
export function GoodsEditor({
  goodsId,
  initial,
  categories,
  brands,
  places,
}: {
  goodsId?: number;
  initial: GoodsForm;
  categories: readonly AdminCategoryNode[];
  brands: readonly Brand[];
  places: readonly Place[];
}) {
  const [form, setForm] = useState<GoodsForm>(() => ({
    ...initial,
    send_address_id: initial.send_address_id ?? (places[0] ? String(places[0].send_address_id) : null),
  }));
  const [refusal, setRefusal] = useState<{ field: DraftField | 'form'; message: string } | null>(null);
  const save = useSaveGoods();
  const navigate = useNavigate();
  // A refusal shown stays until the operator changes something: then it is checked again at the next save.
  const change = (next: Partial<GoodsForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setRefusal(null);
  };
  const errorAt = (field: DraftField) => (refusal?.field === field ? refusal.message : undefined);
  const combinations = combinationsOf(form);
  const categoryLevel = form.cat_id ? (categories.find((category) => category.cat_id === Number(form.cat_id))?.level ?? 0) : 0;
  const submit = () => {
    const found = checkGoodsForm(form, categoryLevel, new Date());
    setRefusal(found);
    if (found) return;
    save.save(goodsId, goodsFieldsOf(form), (saved) => {
      if (!goodsId) void navigate({ to: '/goods/$id', params: { id: String(saved.goods_id) } });
    });
  };
  const brandOptions = brands
    .filter((brand) => !brand.hidden || String(brand.brand_id) === form.brand_id)
    .map((brand) => ({ value: String(brand.brand_id), label: brand.brand_name }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="商品名称"
            withAsterisk
            value={form.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={errorAt('name')}
          />
          <TextInput
            label="简称"
            value={form.shortname}
            onChange={(event) => change({ shortname: event.currentTarget.value })}
            error={errorAt('shortname')}
          />
        </SimpleGrid>
        <CategoryPicker categories={categories} value={form.cat_id} onChange={(cat_id) => change({ cat_id })} error={errorAt('category')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="品牌"
            placeholder="无"
            data={brandOptions}
            value={form.brand_id}
            onChange={(brand_id) => change({ brand_id })}
            clearable
            searchable
          />
          <Select
            label="发货地"
            withAsterisk
            data={places.map((place) => ({ value: String(place.send_address_id), label: place.name }))}
            value={form.send_address_id}
            onChange={(send_address_id) => change({ send_address_id })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <RichTextField label="商品描述" prefix="goods" testId="description-editor" value={form.descpt} onChange={(descpt) => change({ descpt })} />
        <Divider />
        <PictureList pictures={form.pictures} onChange={(pictures) => change({ pictures })} error={errorAt('pictures')} />
        <Divider />
        <SkuEditor form={form} combinations={combinations} onChange={change} attributesError={errorAt('attributes')} skusError={errorAt('skus')} />
        <Divider />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="起订量"
            w={120}
            value={form.start_num}
            onChange={(event) => change({ start_num: event.currentTarget.value })}
            error={errorAt('start_num')}
          />
          <TextInput
            label="购买倍数"
            w={120}
            value={form.nbei}
            onChange={(event) => change({ nbei: event.currentTarget.value })}
            error={errorAt('nbei')}
          />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Checkbox
            label="特价商品（不参加会员折扣）"
            checked={form.special_goods}
            onChange={(event) => change({ special_goods: event.currentTarget.checked })}
          />
          <Checkbox label="不参加 95 折" checked={form.is_fei5zhe} onChange={(event) => change({ is_fei5zhe: event.currentTarget.checked })} />
          <Checkbox label="黑五卡商品" checked={form.is_hei5ka} onChange={(event) => change({ is_hei5ka: event.currentTarget.checked })} />
          <Checkbox label="迷你卡商品" checked={form.is_mini} onChange={(event) => change({ is_mini: event.currentTarget.checked })} />
        </Group>
        <DepositFields form={form} onChange={change} />
        {errorAt('flags') && <Alert color="red">{errorAt('flags')}</Alert>}
        <Divider />
        <TagsAndPlantFields form={form} onChange={change} errorAt={errorAt} />
        <Divider />
        <SaleFields form={form} onChange={change} errorAt={errorAt} />
        {refusal?.field === 'form' && <Alert color="red">{refusal.message}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
