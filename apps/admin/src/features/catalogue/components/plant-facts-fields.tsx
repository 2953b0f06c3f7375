import { Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput, Text } from '@mantine/core';
import * as domain from '@garden/domain';
import { emptyPlant, type GoodsFieldsProps, type PlantForm } from '../goods-draft';

/** The hardiness scale, 1a to 13b, as the finder writes it. */
const ZONES = Array.from({ length: domain.ZONE_COUNT * 2 }, (_, place) => domain.formatZone(domain.zoneAt(place) as domain.HardinessZone));

/**
 * The goods' own card tags (新品, 热卖 …) and, for a plant, the facts the plant finder filters on (shopping §3
 * "Plant-finder item"): colour, habit, light, type, specialities, tolerances and the hardiness range.
 */
export function TagsAndPlantFields({ form, onChange, errorAt }: GoodsFieldsProps) {
  const plant = form.plant;
  const setPlant = (next: Partial<PlantForm>) => onChange({ plant: { ...(plant ?? emptyPlant()), ...next } });
  const pick = (
    label: string,
    data: readonly string[],
    key: 'light' | 'plant_type' | 'flower_colour' | 'habit' | 'coldest_zone' | 'warmest_zone',
  ) => <Select label={label} data={[...data]} value={plant?.[key] || null} onChange={(value) => setPlant({ [key]: value ?? '' })} withAsterisk />;
  return (
    <Stack gap="sm">
      <TagsInput
        label="商品标签"
        description="显示在商品卡片上，最多 3 个，每个不超过 6 个字；输入后按回车"
        placeholder="如 新品、热卖"
        maxTags={domain.GOODS_LABELS_MAX}
        value={form.tags}
        onChange={(tags) => onChange({ tags })}
        error={errorAt('tags')}
        maw={520}
      />
      <Group gap="sm">
        <Switch
          label="植物：在「找植物」中按城市的耐寒区列出"
          checked={plant !== null}
          onChange={(event) => onChange({ plant: event.currentTarget.checked ? emptyPlant() : null })}
        />
      </Group>
      {plant && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {pick('花色', domain.FLOWER_COLOURS, 'flower_colour')}
          {pick('株型', domain.GROWTH_HABITS, 'habit')}
          {pick('光照', domain.LIGHT_NEEDS, 'light')}
          {pick('植物类型', domain.PLANT_TYPES, 'plant_type')}
          {pick('最冷耐寒区', ZONES, 'coldest_zone')}
          {pick('最暖耐寒区', ZONES, 'warmest_zone')}
          <MultiSelect
            label="特点"
            data={[...domain.PLANT_SPECIALITIES]}
            value={plant.specialities}
            onChange={(specialities) => setPlant({ specialities })}
          />
          <MultiSelect
            label="耐受"
            data={[...domain.PLANT_TOLERANCES]}
            value={plant.tolerances}
            onChange={(tolerances) => setPlant({ tolerances })}
          />
        </SimpleGrid>
      )}
      {errorAt('plant') && (
        <Text c="red" size="sm">
          {errorAt('plant')}
        </Text>
      )}
    </Stack>
  );
}
