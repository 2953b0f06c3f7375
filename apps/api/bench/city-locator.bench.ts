// `pnpm --filter @garden/api bench`: the city locator (src/modules/finder/city-locator.ts). Prints what loading
// the 392 boundary files costs (time; memory retained after garbage collection; peak resident memory),
// then lookups per second over random points in China's bounding box (most in a city, many at sea or
// abroad) and over the provincial capitals. Target ≥ 20,000 lookups/s after loading. A benchmark
// prints figures; it asserts nothing.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadCityLocator, type CityLocator } from '../src/modules/finder/index';

const LOOKUPS = 500_000;
const TARGET_PER_S = 20_000;
/** China's bounding box (degrees), the Spratlys left out: what a shopper's position could be. */
const BOX = { west: 73.5, south: 18.1, east: 135.1, north: 53.6 };
const CAPITALS: [number, number][] = [
  [116.4, 39.9],
  [117.2, 39.13],
  [114.51, 38.04],
  [112.55, 37.87],
  [111.75, 40.84],
  [123.43, 41.8],
  [125.32, 43.82],
  [126.53, 45.8],
  [121.47, 31.23],
  [118.8, 32.06],
  [120.16, 30.27],
  [117.23, 31.82],
  [119.3, 26.08],
  [115.86, 28.68],
  [117.12, 36.65],
  [113.63, 34.75],
  [114.31, 30.59],
  [112.94, 28.23],
  [113.26, 23.13],
  [108.37, 22.82],
  [110.35, 20.02],
  [106.55, 29.56],
  [104.07, 30.57],
  [106.63, 26.65],
  [102.83, 24.88],
  [91.11, 29.65],
  [108.94, 34.34],
  [103.83, 36.06],
  [101.78, 36.62],
  [106.23, 38.49],
  [87.62, 43.83],
];

// The figure for retained memory needs a collection before and after; tsx does not pass --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const held = (): { heap: number; arrays: number } => {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / 1024 / 1024, arrays: arrayBuffers / 1024 / 1024 };
};

function lookupsPerSecond(locator: CityLocator, points: Float64Array): { perS: number; inCity: number } {
  let inCity = 0;
  const count = points.length / 2;
  // One unrecorded pass so the lookup is compiled before it is timed.
  for (let i = 0; i < Math.min(count, 20_000); i += 1) locator.locate(points[i * 2] as number, points[i * 2 + 1] as number);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    if (locator.locate(points[i * 2] as number, points[i * 2 + 1] as number)) inCity += 1;
  }
  return { perS: count / ((performance.now() - started) / 1000), inCity: inCity / count };
}

const before = held();
const rssBefore = process.memoryUsage().rss / 1024 / 1024;
const started = performance.now();
const locator = await loadCityLocator();
const loadMs = performance.now() - started;
const peakRss = process.resourceUsage().maxRSS / 1024;
const after = held();
const mapped = locator.boundaries.filter((boundary) => boundary.regionIds.length > 0).length;

console.log(`city locator: ${mapped} of ${locator.boundaries.length} boundary files mapped to city regions`);
console.log(
  `  load ${loadMs.toFixed(0)} ms; retained after GC ${(after.arrays - before.arrays).toFixed(1)} MB of typed arrays and ` +
    `${(after.heap - before.heap).toFixed(1)} MB of heap; ` +
    `peak RSS ${peakRss.toFixed(0)} MB (${rssBefore.toFixed(0)} MB before loading)`,
);

// A fixed linear congruential sequence: the same points every run, so runs compare.
let seed = 1;
const random = (): number => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const randomPoints = new Float64Array(LOOKUPS * 2);
for (let i = 0; i < LOOKUPS; i += 1) {
  randomPoints[i * 2] = BOX.west + random() * (BOX.east - BOX.west);
  randomPoints[i * 2 + 1] = BOX.south + random() * (BOX.north - BOX.south);
}
const capitalPoints = new Float64Array(LOOKUPS * 2);
for (let i = 0; i < LOOKUPS; i += 1) capitalPoints.set(CAPITALS[i % CAPITALS.length] as [number, number], i * 2);

for (const [label, points] of [
  ['random points in the box', randomPoints],
  ['provincial capitals', capitalPoints],
] as const) {
  const { perS, inCity } = lookupsPerSecond(locator, points);
  console.log(
    `  ${label.padEnd(24)} ${Math.round(perS).toLocaleString('en').padStart(9)} lookups/s, ${(inCity * 100).toFixed(0)} % in a city` +
      `  (${perS >= TARGET_PER_S ? 'meets' : 'MISSES'} ≥ ${TARGET_PER_S.toLocaleString('en')} lookups/s)`,
  );
}
