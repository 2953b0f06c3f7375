import { type HardinessZone, zoneIndex } from './hardiness-zone';

/** Orders zones from the coldest (1a) to the warmest (13b): negative when `a` is colder than `b`. */
export function compareZones(a: HardinessZone, b: HardinessZone): number {
  return zoneIndex(a) - zoneIndex(b);
}
