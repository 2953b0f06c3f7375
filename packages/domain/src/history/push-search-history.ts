import { HISTORY_BOUNDS } from '../constants/shop-constants';
import { pushHistory } from './push-history';

/**
 * Records a search keyword: trimmed, newest first, at most 6 distinct entries; a blank keyword leaves the
 * list as it is (storefront §9 "Search history: at most 6 distinct entries, newest first").
 */
export function pushSearchHistory(list: readonly string[], keyword: string): readonly string[] {
  const trimmed = keyword.trim();
  return trimmed === '' ? list : pushHistory(list, trimmed, HISTORY_BOUNDS.search);
}
