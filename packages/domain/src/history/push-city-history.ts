import { HISTORY_BOUNDS } from '../constants/shop-constants';
import { pushHistory } from './push-history';

/** Records a chosen city in the plant finder: newest first, at most 10 entries distinct by `region_name` (shopping §9). */
export function pushCityHistory<T extends { readonly regionName: string }>(list: readonly T[], city: T): readonly T[] {
  return pushHistory(list, city, HISTORY_BOUNDS.city, (entry) => entry.regionName);
}
