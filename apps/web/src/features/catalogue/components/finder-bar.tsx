import { LOCATING_FAILED } from '@garden/domain';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { defaultCityAtom } from '../../../lib/storage';
import { useCategoryFilter } from '../api/get-category-filter';

/** The attribute groups the finder variant offers as selects (storefront §2: plant attribute, light, colour). */
export const FINDER_GROUPS = ['植物属性', '光照', '花色'] as const;

/**
 * The second list variant's bar: keyword, city (定位失败 when none is known), plant attribute, light,
 * flower colour and 只看在线销售 (storefront §2 "Category").
 */
export function FinderBar({
  catId,
  keywords,
  filter,
  online,
  onChange,
}: {
  catId: number;
  keywords: string;
  filter: readonly number[];
  online: boolean;
  onChange: (change: { keywords?: string; filter?: number[]; online?: boolean }) => void;
}) {
  const city = useAtomValue(defaultCityAtom);
  const { attr } = useCategoryFilter(catId);
  const [text, setText] = useState(keywords);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keywords: text.trim() });
  };
  return (
    <form className="filter-form" onSubmit={submit}>
      <label className="filter-form__field">
        关键词
        <input value={text} placeholder="品种、名称" onChange={(event) => setText(event.target.value)} />
      </label>
      <span className="filter-form__field">
        城市
        <strong className="filter-form__city">{city?.city_name || LOCATING_FAILED}</strong>
      </span>
      {FINDER_GROUPS.map((name) => {
        const group = attr.find((entry) => entry.attr_name === name);
        if (!group) return null;
        const ids = group.attr_list.map((value) => value.goods_attr_id);
        const current = filter.find((id) => ids.includes(id));
        return (
          <label className="filter-form__field" key={name}>
            {name}
            <select
              value={current ?? ''}
              onChange={(event) => {
                const rest = filter.filter((id) => !ids.includes(id));
                onChange({ filter: event.target.value ? [...rest, Number(event.target.value)] : rest });
              }}
            >
              <option value="">不限</option>
              {group.attr_list.map((value) => (
                <option key={value.goods_attr_id} value={value.goods_attr_id}>
                  {value.attr_name}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <label className="check-toggle">
        <input type="checkbox" checked={online} onChange={(event) => onChange({ online: event.target.checked })} />
        在线销售
      </label>
      <button type="submit" className="filter-form__submit">
        筛选
      </button>
    </form>
  );
}
