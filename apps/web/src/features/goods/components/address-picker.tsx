import { LOCATING_FAILED } from '@garden/domain';
import { useAtom } from 'jotai';
import { startTransition, useState } from 'react';
import { defaultCityAtom } from '../../../lib/storage';
import { useRegions, type Region } from '../../../lib/regions';

/**
 * 配送至: the city the goods would ship to. Choosing a province then a city stores it as the default
 * city, which every call then carries (storefront §3, §7), so stock and `region_goods_error` follow it.
 */
export function AddressPicker({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [city, setCity] = useAtom(defaultCityAtom);
  const [province, setProvince] = useState<Region | null>(null);
  const provinces = useRegions(1, 0, open);
  const cities = useRegions(2, province?.region_id ?? 0, open && province !== null);
  const choose = (chosen: Region) => {
    // A transition keeps the page on screen while it reloads for the new city instead of a skeleton.
    startTransition(() => setCity({ city_id: chosen.region_id, city_name: chosen.region_name }));
    setProvince(null);
    onOpenChange(false);
  };
  const list = province ? cities : provinces;
  return (
    <div className="address-picker">
      <button type="button" className="address-picker__current" aria-expanded={open} onClick={() => onOpenChange(!open)}>
        {city?.city_name || LOCATING_FAILED} ▾
      </button>
      {open && (
        <div className="address-picker__panel" role="dialog" aria-label="选择配送城市">
          <div className="address-picker__head">
            <button type="button" className="link-button" disabled={!province} onClick={() => setProvince(null)}>
              {province ? `‹ ${province.region_name}` : '选择省份'}
            </button>
            <button type="button" className="link-button" aria-label="关闭" onClick={() => onOpenChange(false)}>
              ✕
            </button>
          </div>
          {list.isPending ? (
            <p className="address-picker__note">加载中…</p>
          ) : (
            <ul className="address-picker__list">
              {(list.data ?? []).map((region) => (
                <li key={region.region_id}>
                  <button type="button" onClick={() => (province ? choose(region) : setProvince(region))}>
                    {region.region_name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
