import { LOCATING_FAILED } from '@garden/domain';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useRegions, type Region } from '../../../lib/regions';
import { defaultCityAtom } from '../../../lib/storage';
import './address.css';

/** The city picker (shopping §2 chooseAddress): a province, then a city, which becomes the default city. */
export function CityChooser({ loginKey, onChosen }: { loginKey: string; onChosen: () => void }) {
  const [city, setCity] = useAtom(defaultCityAtom);
  const [province, setProvince] = useState<Region | null>(null);
  const provinces = useRegions(1, 0, loginKey, true);
  const cities = useRegions(2, province?.region_id ?? 0, loginKey, province !== null);
  const list = province ? cities.data : provinces.data;
  return (
    <div className="page">
      <section className="city-chooser">
        <h1 className="list-title">选择城市</h1>
        <p>
          当前城市：<strong>{city?.city_name || LOCATING_FAILED}</strong>
          {province && (
            <button type="button" className="address-card__action" onClick={() => setProvince(null)}>
              ‹ 重新选择省份（{province.region_name}）
            </button>
          )}
        </p>
        <ul className="city-chooser__list">
          {(list ?? []).map((region) => (
            <li key={region.region_id}>
              <button
                type="button"
                aria-pressed={province !== null && city?.city_id === region.region_id}
                onClick={() => {
                  if (!province) return setProvince(region);
                  setCity({ city_id: region.region_id, city_name: region.region_name });
                  onChosen();
                }}
              >
                {region.region_name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
