import { useCategoryFilter, type FilterGroup } from '../api/get-category-filter';

const toggle = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id]);

/**
 * Brand and attribute filters of a category (GET /v1/category/filter): any value within a group,
 * every group at once.
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
  return (
    <>
      {brands.length > 0 && (
        <div className="filter-row">
          <span className="filter-row__label">品牌</span>
          <div className="filter-row__chips" role="group" aria-label="品牌">
            {brands.map((entry) => (
              <button
                key={entry.brand_id}
                type="button"
                className="filter-chip"
                aria-pressed={brand.includes(entry.brand_id)}
                onClick={() => onChange({ brand: toggle(brand, entry.brand_id) })}
              >
                {entry.attr_name}
              </button>
            ))}
          </div>
        </div>
      )}
      {groups.map((group) => (
        <div className="filter-row" key={group.attr_id}>
          <span className="filter-row__label">{group.attr_name}</span>
          <div className="filter-row__chips" role="group" aria-label={group.attr_name}>
            {group.attr_list.map((value) => (
              <button
                key={value.goods_attr_id}
                type="button"
                className="filter-chip"
                aria-pressed={filter.includes(value.goods_attr_id)}
                onClick={() => onChange({ filter: toggle(filter, value.goods_attr_id) })}
              >
                {value.attr_name}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
