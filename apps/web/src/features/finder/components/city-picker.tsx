import type { CityItem } from '@garden/contract';
import { CITY_NOT_FOUND, LOCATING_FAILED, pushCityHistory, SEARCH_DEBOUNCE_MS } from '@garden/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useRegions } from '../../../lib/regions';
import { cityHistoryAtom, defaultCityAtom } from '../../../lib/storage';
import { citiesQueryOptions, locateCity } from '../api/finder-calls';
import './finder.css';

type Chosen = { regionId: number; regionName: string };

/** The browser's position, or null when it gives none (denied, unavailable, timed out). */
function currentPosition(): Promise<{ lng: number; lat: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lng: position.coords.longitude, lat: position.coords.latitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

/** The keyword after the shopper stops typing for half a second (shopping §9 debounce). */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The city picker (shopping §2 chooseAddress, "Plant finder" city chooser): keyword search (Chinese,
 * pinyin, initials), history cities, province → city → county selects, every province by its initial
 * letter, and 定位 through the browser's geolocation (定位失败 when it gives nothing or the point is in
 * no city). The chosen city becomes the default city every call carries.
 */
export function CityPicker({ onChosen }: { onChosen?: () => void }) {
  const [city, setCity] = useAtom(defaultCityAtom);
  const [history, setHistory] = useAtom(cityHistoryAtom);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const found = useQuery({ ...citiesQueryOptions(keyword), enabled: keyword !== '' });
  const all = useQuery(citiesQueryOptions(''));
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  const choose = (chosen: Chosen) => {
    setCity({ city_id: chosen.regionId, city_name: chosen.regionName });
    setHistory([...pushCityHistory(history, chosen)]);
    onChosen?.();
  };
  const locate = async () => {
    setLocating('busy');
    const position = await currentPosition();
    const located = position ? await locateCity(position.lng, position.lat).catch(() => null) : null;
    if (!located) return setLocating('failed');
    setLocating('idle');
    choose({ regionId: located.region_id, regionName: located.city_name });
  };

  return (
    <section className="city-picker" aria-label="选择城市">
      <div className="city-picker__current">
        当前城市：<strong data-testid="current-city">{city?.city_name || LOCATING_FAILED}</strong>
        <button type="button" className="city-picker__locate" onClick={locate} disabled={locating === 'busy'}>
          {locating === 'busy' ? '定位中…' : '定位'}
        </button>
        {locating === 'failed' && (
          <span className="city-picker__failed" role="status">
            {LOCATING_FAILED}
          </span>
        )}
      </div>
      <label className="city-picker__search">
        搜索城市
        <input value={typed} placeholder="城市名、拼音或首字母，如 hz" onChange={(event) => setTyped(event.target.value)} />
      </label>
      {keyword !== '' && (
        <ul className="city-picker__chips" aria-label="搜索结果">
          {(found.data?.list ?? []).slice(0, 20).map((item) => (
            <li key={item.region_id}>
              <button type="button" onClick={() => choose({ regionId: item.region_id, regionName: item.region_name })}>
                {item.region_name}
                <small>{item.province_name}</small>
              </button>
            </li>
          ))}
          {found.data?.list.length === 0 && <li className="city-picker__none">{CITY_NOT_FOUND}</li>}
        </ul>
      )}
      {history.length > 0 && (
        <div className="city-picker__group">
          <h3>历史城市</h3>
          <ul className="city-picker__chips" aria-label="历史城市">
            {history.map((entry) => (
              <li key={entry.regionId}>
                <button type="button" onClick={() => choose(entry)}>
                  {entry.regionName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RegionSelects onChosen={choose} />
      <LetterList cities={all.data?.list ?? []} onChosen={choose} />
    </section>
  );
}

/** Province, city and county selects; a county chooses its city, or 确定 chooses the city itself. */
function RegionSelects({ onChosen }: { onChosen: (city: Chosen) => void }) {
  const [provinceId, setProvinceId] = useState(0);
  const [cityId, setCityId] = useState(0);
  const provinces = useRegions(1, 0, true);
  const cities = useRegions(2, provinceId, provinceId > 0);
  const counties = useRegions(3, cityId, cityId > 0);
  const picked = cities.data?.find((entry) => entry.region_id === cityId);
  return (
    <div className="city-picker__selects">
      <select
        aria-label="省份"
        value={provinceId}
        onChange={(event) => {
          setProvinceId(Number(event.target.value));
          setCityId(0);
        }}
      >
        <option value={0}>选择省份</option>
        {provinces.data?.map((region) => (
          <option key={region.region_id} value={region.region_id}>
            {region.region_name}
          </option>
        ))}
      </select>
      <select aria-label="城市" value={cityId} disabled={provinceId === 0} onChange={(event) => setCityId(Number(event.target.value))}>
        <option value={0}>选择城市</option>
        {cities.data?.map((region) => (
          <option key={region.region_id} value={region.region_id}>
            {region.region_name}
          </option>
        ))}
      </select>
      <select
        aria-label="区县"
        value={0}
        disabled={!picked}
        onChange={(event) => picked && Number(event.target.value) > 0 && onChosen({ regionId: picked.region_id, regionName: picked.region_name })}
      >
        <option value={0}>选择区县</option>
        {counties.data?.map((region) => (
          <option key={region.region_id} value={region.region_id}>
            {region.region_name}
          </option>
        ))}
      </select>
      <button type="button" disabled={!picked} onClick={() => picked && onChosen({ regionId: picked.region_id, regionName: picked.region_name })}>
        确定
      </button>
    </div>
  );
}

/** Every province under its initial letter, its cities beside it (shopping §2 "a list by province initial letter"). */
function LetterList({ cities, onChosen }: { cities: readonly CityItem[]; onChosen: (city: Chosen) => void }) {
  const byLetter = new Map<string, Map<string, CityItem[]>>();
  for (const city of cities) {
    const provinces = byLetter.get(city.letter) ?? new Map<string, CityItem[]>();
    provinces.set(city.province_name, [...(provinces.get(city.province_name) ?? []), city]);
    byLetter.set(city.letter, provinces);
  }
  const letters = [...byLetter.keys()].sort();
  return (
    <div className="city-picker__letters">
      <nav aria-label="省份首字母">
        {letters.map((letter) => (
          <a key={letter} href={`#city-letter-${letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      <dl>
        {letters.map((letter) =>
          [...(byLetter.get(letter) ?? new Map<string, CityItem[]>())].map(([province, list], index) => (
            <div key={province} className="city-picker__province" id={index === 0 ? `city-letter-${letter}` : undefined}>
              <dt>
                {index === 0 && <b>{letter}</b>}
                {province}
              </dt>
              <dd>
                {list.map((item) => (
                  <button key={item.region_id} type="button" onClick={() => onChosen({ regionId: item.region_id, regionName: item.region_name })}>
                    {item.region_name}
                  </button>
                ))}
              </dd>
            </div>
          )),
        )}
      </dl>
    </div>
  );
}
