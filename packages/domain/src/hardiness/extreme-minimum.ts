import { type HardinessZone, ZONE_COUNT, zoneAt, zoneIndex } from './hardiness-zone';

const COLDEST_F = -60;
const HALF_ZONE_F = 5;
const toCelsius = (fahrenheit: number): number => Math.round((((fahrenheit - 32) * 5) / 9) * 10) / 10;

/**
 * The mean annual extreme minimum a zone stands for, in °C to one decimal: from `fromC` (included) up to
 * `toC` (the next half zone's start). 7b is −15.0 to −12.2 °C.
 */
export function extremeMinimumOf(zone: HardinessZone): { readonly fromC: number; readonly toC: number } {
  const from = COLDEST_F + zoneIndex(zone) * HALF_ZONE_F;
  return { fromC: toCelsius(from), toC: toCelsius(from + HALF_ZONE_F) };
}

/**
 * The zone of a mean annual extreme minimum in °C; colder than 1a reads as 1a and warmer than 13b as
 * 13b, since the scale ends there and a city is still somewhere on it.
 */
export function zoneOfExtremeMinimum(celsius: number): HardinessZone {
  // The warmest zone whose band (as shown, to 0.1 °C) starts at or below the temperature: the same
  // rounding as extremeMinimumOf, so a band's own start always reads as its zone.
  let index = 0;
  while (index < ZONE_COUNT * 2 - 1 && extremeMinimumOf(zoneAt(index + 1) as HardinessZone).fromC <= celsius) index += 1;
  return zoneAt(index) as HardinessZone;
}
