import { HISTORY_BOUNDS } from '../constants/shop-constants';
import { normalizeParcelNumber } from '../validation/parcel-number';
import { pushHistory } from './push-history';

/**
 * Records a returned-parcel tracking number after it was saved: trimmed, newest first, the latest 10 distinct
 * numbers; an empty entry leaves the list as it is (shopping §4 "Parcel", §5 "Parcel scan").
 */
export function pushParcelNumber(list: readonly string[], input: string): readonly string[] {
  const number = normalizeParcelNumber(input);
  return number === null ? list : pushHistory(list, number, HISTORY_BOUNDS.parcelNumbers);
}
