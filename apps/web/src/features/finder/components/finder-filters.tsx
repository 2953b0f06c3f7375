import { FLOWER_COLOURS, GROWTH_HABITS, LIGHT_NEEDS, PLANT_SPECIALITIES, PLANT_TOLERANCES, PLANT_TYPES } from '@garden/domain';
import { type FormEvent, useState } from 'react';
import type { FinderSearch } from '../finder-search';

type FilterPatch = Partial<Omit<FinderSearch, 'id' | 'name' | 'fv_id' | 'page'>>;

const SELECTS: readonly {
  field: 'sunshine' | 'plant_properties' | 'flower_color' | 'habit' | 'speciality';
  label: string;
  values: readonly string[];
}[] = [
  { field: 'sunshine', label: '光照', values: LIGHT_NEEDS },
  { field: 'plant_properties', label: '植物类型', values: PLANT_TYPES },
  { field: 'flower_color', label: '花色', values: FLOWER_COLOURS },
  { field: 'habit', label: '株型', values: GROWTH_HABITS },
  { field: 'speciality', label: '特色', values: PLANT_SPECIALITIES },
];

/**
 * The finder's filter panel (shopping §2 "Plant finder", §9 filters): light, plant type, colour, habit,
 * speciality, the tolerances a plant must all have, a name, and online sale. The lists are the domain's.
 */
export function FinderFilters({ search, onChange }: { search: FinderSearch; onChange: (patch: FilterPatch) => void }) {
  const [name, setName] = useState(search.product_name ?? '');
  const tolerances = (search.tolerant_lis ?? '').split(',').filter(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ product_name: name.trim() || undefined });
  };
  return (
    <form className="finder-filters" aria-label="筛选植物" onSubmit={submit}>
      {SELECTS.map(({ field, label, values }) => (
        <label key={field} className="finder-filters__field">
          {label}
          <select value={search[field] ?? ''} onChange={(event) => onChange({ [field]: event.target.value || undefined })}>
            <option value="">不限</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
      <fieldset className="finder-filters__tolerances">
        <legend>耐受性</legend>
        {PLANT_TOLERANCES.map((tolerance) => (
          <label key={tolerance} className="check-toggle">
            <input
              type="checkbox"
              checked={tolerances.includes(tolerance)}
              onChange={(event) => {
                const next = event.target.checked ? [...tolerances, tolerance] : tolerances.filter((entry) => entry !== tolerance);
                onChange({ tolerant_lis: next.length > 0 ? next.join(',') : undefined });
              }}
            />
            {tolerance}
          </label>
        ))}
      </fieldset>
      <label className="finder-filters__field">
        名称
        <input value={name} placeholder="植物名称" onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="check-toggle">
        <input type="checkbox" checked={search.is_sale ?? false} onChange={(event) => onChange({ is_sale: event.target.checked || undefined })} />
        只看在线销售
      </label>
      <button type="submit" className="finder-filters__submit">
        筛选
      </button>
    </form>
  );
}
