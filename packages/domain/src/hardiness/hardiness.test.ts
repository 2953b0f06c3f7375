import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareZones } from './compare-zones';
import { extremeMinimumOf, zoneOfExtremeMinimum } from './extreme-minimum';
import { type HardinessZone, ZONE_COUNT, zoneAt, zoneIndex } from './hardiness-zone';
import { HARDINESS_FILE_EMPTY, HARDINESS_LINE_INVALID, HARDINESS_ZONE_INVALID } from '../messages/messages';
import { formatZone, parseZone } from './parse-zone';
import { describeHardinessError, readHardinessFile } from './read-hardiness-file';
import { zoneRangeCovers } from './zone-range-covers';

const zones = fc.integer({ min: 0, max: ZONE_COUNT * 2 - 1 }).map((index) => zoneAt(index) as HardinessZone);
const z = (text: string) => parseZone(text) as HardinessZone;

describe('parseZone', () => {
  it('reads 1a to 13b in any case, and nothing else', () => {
    expect(parseZone('7b')).toEqual({ zone: 7, half: 'b' });
    expect(parseZone(' 10A ')).toEqual({ zone: 10, half: 'a' });
    for (const bad of ['', '7', '7c', '0a', '14a', 'b7', '7 b', '-1a', '7bb']) expect(parseZone(bad)).toBeNull();
  });
});

describe('extremeMinimumOf and zoneOfExtremeMinimum', () => {
  it('gives the USDA bands in °C', () => {
    expect(extremeMinimumOf(z('7b'))).toEqual({ fromC: -15, toC: -12.2 });
    expect(extremeMinimumOf(z('1a'))).toEqual({ fromC: -51.1, toC: -48.3 });
    expect(zoneOfExtremeMinimum(-9)).toEqual(z('8b'));
    expect(zoneOfExtremeMinimum(-30)).toEqual(z('4b'));
    expect(zoneOfExtremeMinimum(2)).toEqual(z('10b'));
    expect([zoneOfExtremeMinimum(-80), zoneOfExtremeMinimum(40)]).toEqual([z('1a'), z('13b')]);
  });
});

describe('zoneRangeCovers', () => {
  it('keeps a plant hardy to 6a and happy up to 9b in 杭州 (8b) but not in 哈尔滨 (4a) or 广州 (10b)', () => {
    const range = { coldest: z('6a'), warmest: z('9b') };
    expect([zoneRangeCovers(range, z('8b')), zoneRangeCovers(range, z('4a')), zoneRangeCovers(range, z('10b'))]).toEqual([true, false, false]);
    expect([zoneRangeCovers(range, z('6a')), zoneRangeCovers(range, z('9b'))]).toEqual([true, true]);
  });
});

describe('properties', () => {
  it('a zone written out reads back as the same zone', () => {
    fc.assert(
      fc.property(zones, (zone) => {
        expect(parseZone(formatZone(zone))).toEqual(zone);
      }),
    );
  });

  it('zones order as their extreme minimums do', () => {
    fc.assert(
      fc.property(zones, zones, (a, b) => {
        expect(Math.sign(compareZones(a, b))).toBe(Math.sign(extremeMinimumOf(a).fromC - extremeMinimumOf(b).fromC));
      }),
    );
  });

  it('every temperature of a zone’s band reads as that zone', () => {
    fc.assert(
      fc.property(zones, fc.double({ min: 0, max: 0.99, noNaN: true }), (zone, share) => {
        const { fromC, toC } = extremeMinimumOf(zone);
        expect(zoneOfExtremeMinimum(fromC + (toC - fromC) * share)).toEqual(zone);
      }),
    );
  });

  it('a range covers exactly the zones between its ends, and a wider range covers all a narrower one does', () => {
    fc.assert(
      fc.property(zones, zones, zones, zones, (a, b, city, wider) => {
        const [coldest, warmest] = compareZones(a, b) <= 0 ? [a, b] : [b, a];
        const covered = zoneRangeCovers({ coldest, warmest }, city);
        expect(covered).toBe(zoneIndex(coldest) <= zoneIndex(city) && zoneIndex(city) <= zoneIndex(warmest));
        const widened = { coldest: compareZones(wider, coldest) < 0 ? wider : coldest, warmest };
        if (covered) expect(zoneRangeCovers(widened, city)).toBe(true);
      }),
    );
  });
});

describe('readHardinessFile', () => {
  it('reads codes and names, skips the header and blank lines, and reports every bad line by number', () => {
    const file = ['地区,耐寒区', '3301,8b', '', '哈尔滨市\t4A', '上海市,9c', 'x', '北京市,7a,extra'].join('\n');
    const { lines, errors } = readHardinessFile(file);
    expect(lines).toEqual([
      { line: 2, region: '3301', zone: z('8b') },
      { line: 4, region: '哈尔滨市', zone: z('4a') },
    ]);
    expect(errors.map(describeHardinessError)).toEqual([
      `第 5 行：${HARDINESS_ZONE_INVALID}`,
      `第 6 行：${HARDINESS_ZONE_INVALID}`,
      `第 7 行：${HARDINESS_LINE_INVALID}`,
    ]);
    expect(readHardinessFile('\n \n').errors.map(describeHardinessError)).toEqual([HARDINESS_FILE_EMPTY]);
  });

  it('keeps every good line of a file whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1100, max: 6599 }), zones), { maxLength: 30 }),
        fc.array(fc.string(), { maxLength: 5 }),
        (good, junk) => {
          const text = [...good.map(([code, zone]) => `${code},${formatZone(zone)}`), ...junk.map((line) => line.replace(/\n/g, ''))].join('\n');
          const { lines } = readHardinessFile(text);
          expect(lines.slice(0, good.length).map((line) => [Number(line.region), line.zone])).toEqual(good);
        },
      ),
    );
  });
});
