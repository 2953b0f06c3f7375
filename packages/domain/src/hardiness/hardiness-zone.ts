/**
 * A hardiness zone (shopping §1 "plant finder": plants filtered on the climate of the chosen city): the
 * USDA-style scale where each zone spans 10 °F of mean annual extreme minimum temperature and its halves
 * `a` (colder) and `b` 5 °F each, from 1a (−60 °F) to 13b (+65 °F).
 */
export interface HardinessZone {
  /** 1 to 13. */
  readonly zone: number;
  readonly half: 'a' | 'b';
}

/** The coldest and the warmest zone of the scale. */
export const ZONE_COUNT = 13;

/** The zone's place on the scale, 0 (1a) to 25 (13b): colder zones come first. */
export function zoneIndex(zone: HardinessZone): number {
  return (zone.zone - 1) * 2 + (zone.half === 'b' ? 1 : 0);
}

/** The zone at a place on the scale (0 is 1a, 25 is 13b), or null off the scale. */
export function zoneAt(index: number): HardinessZone | null {
  if (!Number.isInteger(index) || index < 0 || index >= ZONE_COUNT * 2) return null;
  return { zone: Math.floor(index / 2) + 1, half: index % 2 === 0 ? 'a' : 'b' };
}
