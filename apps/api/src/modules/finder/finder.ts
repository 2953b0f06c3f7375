// The plant finder (shopping §1, §2 recommend/recommendDetail/chooseAddress, §3 "Plant-finder item",
// §7 "Plant finder"): cities and their hardiness zones, where a coordinate is, and plants that live there.
import type { CityHardiness, CityItem, FinderDetail, FinderItem, FinderPage, HardinessImported, LocatedCity } from '@garden/contract';
import {
  CITY_HARDINESS_UNKNOWN,
  CITY_NOT_FOUND,
  describeHardinessError,
  extremeMinimumOf,
  FINDER_PLANT_NOT_FOUND,
  formatZone,
  HARDINESS_REGION_TWICE,
  HARDINESS_REGION_UNKNOWN,
  hardinessFileRefusedMessage,
  type HardinessLineError,
  type HardinessZone,
  type MemberGrade,
  parseZone,
  readHardinessFile,
  zoneAt,
  zoneIndex,
  zoneRangeCovers,
  type ZoneRange,
} from '@garden/domain';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { onePage } from '../../db/paging';
import { cityHardiness, goods, plantFacts, regions } from '../../db/schema/index';
import { badRequest, badRequestWith, notFound } from '../../platform/api-error';
import { buyable } from '../catalogue/index';
import { cityLocator } from './city-locator';
import { type CardBase, loadCardBases, loadCards, priceInfoOf, tagOf } from '../catalogue/index';
import { fullPinyin, initialsOf, normalizeKeyword } from '../catalogue/index';
import { containing } from '../../db/text-match';

const provinces = alias(regions, 'province');

/** Cities the picker offers: type 2 regions, less the "county-level cities under the province" groupings. */
const isPickableCity = (name: string): boolean => !name.endsWith('直辖县级行政区划');

/** Every city with its province and pinyin, built once per database: regions never change while it runs. */
const directories = new WeakMap<Database, Promise<CityItem[]>>();

function cityDirectory(db: Database): Promise<CityItem[]> {
  let directory = directories.get(db);
  if (!directory) {
    directory = db
      .select({ city: regions, province: provinces })
      .from(regions)
      .innerJoin(provinces, eq(provinces.regionId, regions.parentId))
      .where(eq(regions.type, 2))
      .orderBy(asc(regions.regionId))
      .then((rows) =>
        rows
          .filter(({ city }) => isPickableCity(city.regionName))
          .map(({ city, province }) => ({
            region_id: city.regionId,
            region_name: city.regionName,
            province_id: province.regionId,
            province_name: province.regionName,
            letter: initialsOf(province.regionName).charAt(0).toUpperCase(),
            pinyin: fullPinyin(city.regionName).toLowerCase(),
            initials: initialsOf(city.regionName).toLowerCase(),
          })),
      );
    directories.set(db, directory);
    directory.catch(() => directories.delete(db));
  }
  return directory;
}

/**
 * Every city, or the cities a keyword finds (shopping §2 chooseAddress): Chinese anywhere in the name,
 * or the start of its full pinyin or its initials (`hz` and `hangzhou` find 杭州市); names starting
 * with the keyword come first.
 */
export async function listCities(db: Database, keyword: string | undefined): Promise<CityItem[]> {
  const cities = await cityDirectory(db);
  const wanted = normalizeKeyword(keyword ?? '');
  if (wanted === '') return cities;
  const rank = (city: CityItem): number => {
    if (city.region_name.startsWith(wanted) || city.pinyin.startsWith(wanted) || city.initials.startsWith(wanted)) return 0;
    return city.region_name.includes(wanted) ? 1 : -1;
  };
  return cities
    .map((city) => ({ city, rank: rank(city) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.city);
}

/** The names a shopper's city name may stand for: itself, or itself with the 市 a shopper may leave off. */
const cityNameForms = (name: string): string[] => [name.trim(), `${name.trim()}市`];

const describeHardiness = (row: { regionId: number; regionName: string; zone: string; source: string }): CityHardiness => {
  const zone = parseZone(row.zone) as HardinessZone;
  const band = extremeMinimumOf(zone);
  return {
    region_id: row.regionId,
    city_name: row.regionName,
    zone: formatZone(zone),
    extreme_min_from: band.fromC,
    extreme_min_to: band.toC,
    source: row.source as CityHardiness['source'],
  };
};

/**
 * A city's hardiness by `city_name` (shopping §7), in one query as the finder asks it on every search: 404
 * for an unknown city or one without a zone.
 */
export async function readCityHardiness(db: Database, cityName: string): Promise<CityHardiness> {
  const [row] =
    cityName.trim() === ''
      ? []
      : await db
          .select({ regionId: regions.regionId, regionName: regions.regionName, zone: cityHardiness.zone, source: cityHardiness.source })
          .from(regions)
          .leftJoin(cityHardiness, eq(cityHardiness.regionId, regions.regionId))
          .where(and(eq(regions.type, 2), inArray(regions.regionName, cityNameForms(cityName))))
          .orderBy(asc(regions.regionId))
          .limit(1);
  if (!row) throw notFound(CITY_NOT_FOUND);
  if (row.zone === null || row.source === null) throw notFound(CITY_HARDINESS_UNKNOWN);
  return describeHardiness({ ...row, zone: row.zone, source: row.source });
}

/** The city a coordinate falls in (shopping §7 "geolocation-to-city"), or null: the page says 定位失败. */
export async function locateCity(db: Database, lng: number, lat: number): Promise<LocatedCity | null> {
  const found = (await cityLocator()).locate(lng, lat);
  if (!found) return null;
  const [row] = await db
    .select({ city: regions, province: provinces })
    .from(regions)
    .innerJoin(provinces, eq(provinces.regionId, regions.parentId))
    .where(eq(regions.regionId, found.regionId));
  if (!row) return null;
  return { region_id: row.city.regionId, city_name: row.city.regionName, province_id: row.province.regionId, province_name: row.province.regionName };
}

/** The finder's filters (shopping §7: sunshine, plant_properties, flower_color, speciality, tolerant_lis …). */
export interface FinderQuery {
  cityName: string;
  productName?: string;
  sunshine?: string;
  plantType?: string;
  flowerColour?: string;
  habit?: string;
  speciality?: string;
  tolerances: readonly string[];
  /** Only goods on sale online (`is_sale` 1). */
  onSaleOnly: boolean;
  /** Only goods of these categories (the category page's finder variant). */
  catIds?: readonly number[];
  page: number;
  limit: number;
}

type FactsRow = typeof plantFacts.$inferSelect;

/** A plant's stored zone range (places on the scale) as the domain's zones. */
const zoneRangeOf = (facts: FactsRow): ZoneRange => ({
  coldest: zoneAt(facts.coldestZone) as HardinessZone,
  warmest: zoneAt(facts.warmestZone) as HardinessZone,
});

function toFinderItem(facts: FactsRow, base: CardBase, grade: MemberGrade | null): FinderItem {
  const priceInfo = priceInfoOf(base.skus, grade);
  return {
    product_id: base.goodsId,
    product_name: base.name,
    name: facts.flowerColour,
    thumbnail: base.thumbnail,
    sunshine: facts.light,
    plant_properties: facts.plantType,
    habit: facts.habit,
    speciality: facts.specialities,
    tolerant: facts.tolerances,
    coldest_zone: formatZone(zoneRangeOf(facts).coldest),
    warmest_zone: formatZone(zoneRangeOf(facts).warmest),
    list_price: priceInfo.min_price,
    price_info: priceInfo,
    is_sale: base.isSale,
    is_dingjin: base.isDeposit ? 1 : 0,
    presell: base.presell ? 1 : 0,
    after_mark: tagOf(base),
    stock: base.stock,
    cat_name: base.catName,
  };
}

/** Finder items for facts rows, in their order (goods that no longer exist are skipped). */
async function toFinderItems(db: Database, rows: readonly FactsRow[], grade: MemberGrade | null, now: Date): Promise<FinderItem[]> {
  const bases = await loadCardBases(
    db,
    rows.map((row) => row.goodsId),
    now,
  );
  return rows.flatMap((row) => {
    const base = bases.get(row.goodsId);
    return base ? [toFinderItem(row, base, grade)] : [];
  });
}

/**
 * One page of plants that live in the city (their zone range covers the city's zone) and match the
 * filters, buyable plants first, then best sellers. Without a city every plant is listed; a city without a zone is refused.
 */
export async function searchFinder(db: Database, query: FinderQuery, grade: MemberGrade | null, now: Date): Promise<FinderPage> {
  const city = query.cityName.trim() === '' ? null : await readCityHardiness(db, query.cityName);
  const where: SQL[] = [];
  if (city) {
    const place = zoneIndex(parseZone(city.zone) as HardinessZone);
    where.push(sql`${plantFacts.coldestZone} <= ${place} and ${plantFacts.warmestZone} >= ${place}`);
  }
  if (query.productName) where.push(ilike(goods.name, containing(query.productName)));
  if (query.sunshine) where.push(eq(plantFacts.light, query.sunshine));
  if (query.plantType) where.push(eq(plantFacts.plantType, query.plantType));
  if (query.flowerColour) where.push(eq(plantFacts.flowerColour, query.flowerColour));
  if (query.habit) where.push(eq(plantFacts.habit, query.habit));
  if (query.speciality) where.push(sql`${query.speciality} = any(${plantFacts.specialities})`);
  for (const tolerance of query.tolerances) where.push(sql`${tolerance} = any(${plantFacts.tolerances})`);
  if (query.onSaleOnly) where.push(eq(goods.isSale, 1));
  if (query.catIds) where.push(inArray(goods.catId, [...query.catIds]));
  const rows = await onePage(
    db
      .select({ facts: plantFacts, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(plantFacts)
      .innerJoin(goods, eq(goods.goodsId, plantFacts.goodsId))
      .where(and(...where)),
    { orderBy: [asc(buyable), desc(goods.sales), asc(goods.goodsId)], page: query.page, limit: query.limit },
  );
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(plantFacts)
            .innerJoin(goods, eq(goods.goodsId, plantFacts.goodsId))
            .where(and(...where))
        )[0]?.n ?? 0)
      : 0);
  return {
    list: await toFinderItems(
      db,
      rows.map((row) => row.facts),
      grade,
      now,
    ),
    total,
    page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    city,
  };
}

/**
 * One plant of the finder (shopping §2 recommendDetail): its facts, whether it lives in the shopper's
 * city, and the shop's goods of the same variety (the name's first word) in the same category.
 */
export async function loadFinderPlant(
  db: Database,
  productId: number,
  cityName: string,
  grade: MemberGrade | null,
  now: Date,
): Promise<FinderDetail> {
  const [row] = await db
    .select({ facts: plantFacts, name: goods.name, catId: goods.catId })
    .from(plantFacts)
    .innerJoin(goods, eq(goods.goodsId, plantFacts.goodsId))
    .where(eq(plantFacts.goodsId, productId));
  const [item] = row ? await toFinderItems(db, [row.facts], grade, now) : [];
  if (!row || !item) throw notFound(FINDER_PLANT_NOT_FOUND);
  const city = cityName.trim() === '' ? null : await readCityHardiness(db, cityName).catch(() => null);
  // Its goods: itself, then the best-selling plants of its own category (the shop's SKUs of it are on its page).
  const kin = await db
    .select({ id: goods.goodsId })
    .from(goods)
    .innerJoin(plantFacts, eq(plantFacts.goodsId, goods.goodsId))
    .where(eq(goods.catId, row.catId))
    .orderBy(desc(goods.sales), asc(goods.goodsId))
    .limit(8);
  const ids = [productId, ...kin.map((entry) => entry.id).filter((id) => id !== productId)];
  return {
    item,
    city,
    suits_city: city ? zoneRangeCovers(zoneRangeOf(row.facts), parseZone(city.zone) as HardinessZone) : false,
    goods: await loadCards(db, ids, grade, now),
  };
}

/**
 * Loads a hardiness file (`garden hardiness import`, shopping §7 "a city's hardiness"): every line
 * checked first (the zone by the domain, the region by code or name against the shop's cities), and
 * only a file without a bad line is written, in one transaction, as source `import`.
 */
export async function importHardiness(db: Database, text: string): Promise<HardinessImported> {
  const { lines, errors } = readHardinessFile(text);
  const cities = await db.select({ regionId: regions.regionId, regionName: regions.regionName }).from(regions).where(eq(regions.type, 2));
  const byCode = new Map(cities.map((city) => [String(city.regionId), city.regionId]));
  const byName = new Map(cities.map((city) => [city.regionName, city.regionId]));
  const problems: HardinessLineError[] = [...errors];
  const rows = new Map<number, { regionId: number; zone: string; source: string }>();
  for (const line of lines) {
    const regionId =
      byCode.get(line.region) ??
      cityNameForms(line.region)
        .map((name) => byName.get(name))
        .find((id) => id !== undefined);
    if (regionId === undefined) problems.push({ line: line.line, message: HARDINESS_REGION_UNKNOWN });
    else if (rows.has(regionId)) problems.push({ line: line.line, message: HARDINESS_REGION_TWICE });
    else rows.set(regionId, { regionId, zone: formatZone(line.zone), source: 'import' });
  }
  if (problems.length > 0) {
    // A file without a data line has no line to name; otherwise each bad line is reported, top to bottom, as the
    // spreadsheet imports report their rows (the back office lists them, `garden` prints them under the message).
    const sorted = [...problems].sort((a, b) => a.line - b.line);
    if (sorted.every((problem) => problem.line === 0)) throw badRequest(sorted.map(describeHardinessError).join('；'));
    throw badRequestWith(hardinessFileRefusedMessage(sorted.length), { reports: sorted.map(describeHardinessError) });
  }
  const values = [...rows.values()];
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ regionId: cityHardiness.regionId })
      .from(cityHardiness)
      .where(inArray(cityHardiness.regionId, [...rows.keys()]));
    await tx
      .insert(cityHardiness)
      .values(values)
      .onConflictDoUpdate({ target: cityHardiness.regionId, set: { zone: sql`excluded.zone`, source: sql`excluded.source` } });
    return { rows: values.length, replaced: existing.length };
  });
}
