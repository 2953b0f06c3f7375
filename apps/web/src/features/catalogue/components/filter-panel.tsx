import { useState } from 'react';
import { PressedButtons } from '../../../components/pressed-buttons';
import { useCategoryFilter, type FilterGroup } from '../api/get-category-filter';

const toggle = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id]);

/**
 * Brand and attribute filters of a category (GET /v1/category/filter): any value within a group,
 * every group at once. On a phone they fold under 筛选, so the goods are on the first screen (catalogue.css).
 */
export function FilterPanel({
  catId,
  brand,
  filter,
  onChange,
}: {
  catId: number;
  brand: readonly number[];
  filter: readonly number[];
  onChange: (change: { brand?: number[]; filter?: number[] }) => void;
}) {
  const { brand: brands, attr } = useCategoryFilter(catId);
  const groups: readonly FilterGroup[] = attr;
  const [open, setOpen] = useState(false);
  const chosen = brand.length + filter.length;
  if (brands.length === 0 && groups.length === 0) return null;
  return (
    <div className={open ? 'filter-fold filter-fold--open' : 'filter-fold'}>
      <button type="button" className="filter-fold__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        筛选{chosen > 0 && `（已选 ${chosen} 项）`} {open ? '▴' : '▾'}
      </button>
      {brands.length > 0 && (
        <div className="filter-row">
          <span className="filter-row__label">品牌</span>
          <PressedButtons
            label="品牌"
            className="filter-row__chips"
            buttonClassName="filter-chip"
            options={brands.map((entry) => ({ value: entry.brand_id, label: entry.attr_name }))}
            pressed={(id) => brand.includes(id)}
            onPick={(id) => onChange({ brand: toggle(brand, id) })}
          />
        </div>
      )}
      {groups.map((group) => (
        <div className="filter-row" key={group.attr_id}>
          <span className="filter-row__label">{group.attr_name}</span>
          <PressedButtons
            label={group.attr_name}
            className="filter-row__chips"
            buttonClassName="filter-chip"
            options={group.attr_list.map((value) => ({ value: value.goods_attr_id, label: value.attr_name }))}
            pressed={(id) => filter.includes(id)}
            onPick={(id) => onChange({ filter: toggle(filter, id) })}
          />
        </div>
      ))}
    </div>
  );
}
