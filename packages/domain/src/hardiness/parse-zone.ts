import { type HardinessZone, ZONE_COUNT } from './hardiness-zone';

/** Reads a zone written as `7b` (any case, spaces around allowed); null for anything off the 1a–13b scale. */
export function parseZone(text: string): HardinessZone | null {
  const match = /^(\d{1,2})([ab])$/i.exec(text.trim());
  if (!match) return null;
  const zone = Number(match[1]);
  if (zone < 1 || zone > ZONE_COUNT) return null;
  return { zone, half: (match[2] as string).toLowerCase() as 'a' | 'b' };
}

/** Writes a zone as the finder and the import file show it: `7b`. */
export function formatZone(zone: HardinessZone): string {
  return `${zone.zone}${zone.half}`;
}
