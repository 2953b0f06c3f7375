import { compareZones } from './compare-zones';
import type { HardinessZone } from './hardiness-zone';

/** The zones a plant lives in: as cold as `coldest` (its hardiness) and as warm as `warmest`. */
export interface ZoneRange {
  readonly coldest: HardinessZone;
  readonly warmest: HardinessZone;
}

/**
 * Whether a plant survives a city's winters and summers (shopping §1 "plant finder", §7): the city's
 * zone lies inside the plant's range, ends included.
 */
export function zoneRangeCovers(range: ZoneRange, city: HardinessZone): boolean {
  return compareZones(range.coldest, city) <= 0 && compareZones(city, range.warmest) <= 0;
}
