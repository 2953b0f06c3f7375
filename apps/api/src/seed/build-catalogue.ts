// Builds every row of the demo catalogue in memory from a seeded random source and the seed time,
// so two runs at the same time give the same shop.
import {
  BRANDS,
  COLOURS,
  LIGHT_NEEDS,
  MATERIALS,
  PLANT_TYPES,
  SHIP_FROM,
  SUPPLIERS,
  TOP_CATEGORIES,
  type PlantSeed,
  type SupplySeed,
  type TopCategorySeed,
} from './catalogue-data';
import { SEED_MEDIA_URL, SEED_VIDEO_FILE, type PictureSpec } from './pictures';
import type { Random } from './random';
import type { RowsFor } from './rows';
import { describeForSearch } from '../modules/catalogue/index';

export type CatalogueRows = RowsFor<
  | 'shipFromPlaces'
  | 'categories'
  | 'brands'
  | 'attributes'
  | 'attributeValues'
  | 'goods'
  | 'goodsAttrs'
  | 'goodsSkus'
  | 'goodsPictures'
  | 'goodsDeliveries'
> & { pictures: PictureSpec[] };

/** The ids of the attribute groups, fixed so the seed can refer to them. */
export const ATTR = { spec: 1, colour: 2, light: 3, flowerColour: 4, plantType: 5, material: 6 } as const;

const GOODS_PER_TOP = 30;
const DAY = 24 * 60 * 60 * 1000;
const BACKGROUNDS = ['#eef5e9', '#f6efe6', '#e8f1f5', '#f5eaf0', '#f2f2e4', '#eaf3ef'];
const MODIFIERS = ['', '精品 ', '新品 '];

/** Grade prices: each grade pays 2 % less per step, some goods give no grade price at all. */
const gradePrices = (marketFen: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: 10 }, (_, g) => [String(g), Math.round((marketFen * (100 - 2 * (g + 1))) / 100)]));

/** A goods of the demo shop and the table row it is sold from. */
export interface SeededGoods {
  readonly goodsId: number;
  readonly name: string;
  readonly top: TopCategorySeed;
  /** The third-level category it sits in. */
  readonly category: string;
  /** The plant it is, or null for a garden supply. */
  readonly plant: PlantSeed | null;
  readonly supply: SupplySeed | null;
}

/**
 * Every goods of the demo shop, in id order: each top category sells its table's rows in turn, first plain,
 * then as 精品 and 新品, so no two goods share a name.
 */
export function seededGoods(): readonly SeededGoods[] {
  planned ??= planGoods();
  return planned;
}

let planned: readonly SeededGoods[] | undefined;

function planGoods(): readonly SeededGoods[] {
  let goodsId = 0;
  return TOP_CATEGORIES.flatMap((top) =>
    Array.from({ length: GOODS_PER_TOP }, (_, n) => {
      goodsId += 1;
      const row = top.goods[n % top.goods.length] as PlantSeed | SupplySeed;
      const modifier = MODIFIERS[Math.floor(n / top.goods.length)];
      if (modifier === undefined) throw new Error(`${top.name} needs at least ${GOODS_PER_TOP / MODIFIERS.length} rows for distinct names`);
      return {
        goodsId,
        name: `${modifier}${row.name} ${top.name}`,
        top,
        category: row.category,
        plant: top.plant ? (row as PlantSeed) : null,
        supply: top.plant ? null : (row as SupplySeed),
      };
    }),
  );
}

/**
 * The whole catalogue: categories, brands, attributes, ≥ 400 goods with SKUs, pictures and delivery
 * dates, covering every flag the storefront shows (deposit windows before/open/over, pre-sale,
 * long-term pre-sale, black-five, mini, special, coming soon, stock 0 and ≤ 5, Nbei and start_num ≠ 1).
 */
export function buildCatalogue(random: Random, now: Date): CatalogueRows {
  const rows: CatalogueRows = {
    shipFromPlaces: SHIP_FROM.map(({ id, name, regionId }) => ({ sendAddressId: id, name, regionId })),
    categories: [],
    brands: BRANDS.map((brandName, i) => ({ brandId: i + 1, brandName })),
    attributes: [
      { attrId: ATTR.spec, attrName: '规格', kind: 'spec', sortOrder: 1 },
      { attrId: ATTR.colour, attrName: '颜色', kind: 'spec', sortOrder: 2 },
      { attrId: ATTR.light, attrName: '光照', kind: 'filter', sortOrder: 3 },
      { attrId: ATTR.flowerColour, attrName: '花色', kind: 'filter', sortOrder: 4 },
      { attrId: ATTR.plantType, attrName: '植物属性', kind: 'filter', sortOrder: 5 },
      { attrId: ATTR.material, attrName: '材质', kind: 'filter', sortOrder: 6 },
    ],
    attributeValues: [],
    goods: [],
    goodsAttrs: [],
    goodsSkus: [],
    goodsPictures: [],
    goodsDeliveries: [],
    pictures: [],
  };

  const valueIds = new Map<string, number>();
  const valueId = (attrId: number, name: string): number => {
    const key = `${attrId}:${name}`;
    let id = valueIds.get(key);
    if (id === undefined) {
      id = rows.attributeValues.length + 1;
      valueIds.set(key, id);
      rows.attributeValues.push({ valueId: id, attrId, valueName: name });
    }
    return id;
  };
  for (const top of TOP_CATEGORIES) for (const form of top.forms) valueId(ATTR.spec, form);
  for (const colour of COLOURS) valueId(ATTR.colour, colour.name);
  for (const light of LIGHT_NEEDS) valueId(ATTR.light, light);
  for (const colour of COLOURS) valueId(ATTR.flowerColour, colour.name);
  for (const type of PLANT_TYPES) valueId(ATTR.plantType, type);
  for (const material of MATERIALS) valueId(ATTR.material, material);

  let goodsAttrId = 0;
  let skuId = 0;
  let imgId = 0;
  let deliveryId = 0;
  const everyGoods = seededGoods();

  TOP_CATEGORIES.forEach((top, topIndex) => {
    const topId = rows.categories.length + 1;
    rows.categories.push({ catId: topId, catName: top.name, parentId: 0, level: 1, sortOrder: topIndex });
    const leaves = new Map<string, { id: number; names: string[] }>();
    top.children.forEach((second, secondIndex) => {
      const secondId = rows.categories.length + 1;
      rows.categories.push({ catId: secondId, catName: second.name, parentId: topId, level: 2, sortOrder: secondIndex });
      second.children.forEach((third, thirdIndex) => {
        const thirdId = rows.categories.length + 1;
        rows.categories.push({ catId: thirdId, catName: third, parentId: secondId, level: 3, sortOrder: thirdIndex });
        leaves.set(third, { id: thirdId, names: [top.name, second.name, third] });
      });
    });
    const topBrands = random.sample(rows.brands, 4);

    for (const seeded of everyGoods.filter((g) => g.top === top)) {
      const { goodsId: id, name, plant, supply } = seeded;
      const variety = (plant ?? (supply as SupplySeed)).name;
      const leaf = leaves.get(seeded.category);
      if (!leaf) throw new Error(`${name}: no category ${seeded.category} under ${top.name}`);
      const shortname = `${variety}${plant ? ' 花园实拍' : ' 园艺好物'}`;
      // A plant is drawn in its own colour; a supply in any.
      const mainColour = plant ? (COLOURS.find((colour) => colour.name === plant.colour) as (typeof COLOURS)[number]) : random.pick(COLOURS);
      const background = random.pick(BACKGROUNDS);

      // Flags, spread so every card and detail state the spec names occurs (storefront §3, §4).
      const slot = id % 20;
      const isDeposit = slot === 3 || slot === 17;
      // 0 before, 1 open, 2 over; every other "over" goods' balance window is still open, so the demo
      // shopper's deposit orders (build-orders.ts) can sit in each balance phase.
      const depositPhase = id % 3 === 2 && Math.floor(id / 20) % 2 === 0 ? 3 : id % 3;
      const presell = slot === 5 || slot === 11;
      const forward = slot === 7;
      const comingSoon = slot === 9;
      const offSale = slot === 13;
      const isHei5ka = id % 6 === 0;
      const isMini = id % 8 === 1;
      const specialGoods = id % 15 === 4;
      const isFei5zhe = id % 12 === 2;

      const forms = random.sample(top.forms, random.int(1, Math.min(3, top.forms.length)));
      // Only pots and tools come in colours: a plant's colour is its variety's, one fact, never a choice.
      const colours = top.kind === 'pot' || top.kind === 'tool' ? random.sample(COLOURS, random.int(2, 3)) : [];

      const specAttrIds: number[] = [];
      const colourAttrIds: number[] = [];
      forms.forEach((form, i) => {
        goodsAttrId += 1;
        specAttrIds.push(goodsAttrId);
        rows.goodsAttrs.push({
          goodsAttrId,
          goodsId: id,
          attrId: ATTR.spec,
          valueId: valueId(ATTR.spec, form),
          label: form,
          thumbUrl: '',
          sortOrder: i,
        });
      });
      colours.forEach((colour, i) => {
        goodsAttrId += 1;
        colourAttrIds.push(goodsAttrId);
        const file = `g${id}-c${i}.svg`;
        rows.pictures.push({ file, kind: top.kind, title: `${variety} ${colour.name}`, colour: colour.hex, background });
        rows.goodsAttrs.push({
          goodsAttrId,
          goodsId: id,
          attrId: ATTR.colour,
          valueId: valueId(ATTR.colour, colour.name),
          label: colour.name,
          thumbUrl: `${SEED_MEDIA_URL}/${file}`,
          sortOrder: i,
        });
      });
      const describe = (attrId: number, value: string, i: number) => {
        goodsAttrId += 1;
        rows.goodsAttrs.push({ goodsAttrId, goodsId: id, attrId, valueId: valueId(attrId, value), label: value, thumbUrl: '', sortOrder: i });
      };
      // The facts tab (光照, 花色, 植物属性, 材质) is the table's row.
      if (plant) {
        describe(ATTR.light, plant.light, 0);
        describe(ATTR.flowerColour, plant.colour, 0);
        describe(ATTR.plantType, plant.type, 0);
      } else {
        describe(ATTR.material, (supply as SupplySeed).material, 0);
      }

      // One SKU per combination; stock 0 for some combinations so no_allow_attr_arr has work.
      const baseFen = random.int(12, 380) * 100 - (random.chance(0.5) ? 10 : 0);
      const stockMode = id % 10; // 0: all sold out, 1: nearly sold out, else plenty
      const withGradePrices = id % 7 !== 0;
      let totalStock = 0;
      let minMarket = Number.POSITIVE_INFINITY;
      const combos = colourAttrIds.length === 0 ? specAttrIds.map((s) => [s]) : specAttrIds.flatMap((s) => colourAttrIds.map((c) => [s, c]));
      combos.forEach((combo, i) => {
        skuId += 1;
        const marketPriceFen = baseFen + i * random.int(5, 40) * 100;
        const stock = stockMode === 0 || offSale ? 0 : stockMode === 1 ? random.int(1, 5) : random.chance(0.15) ? 0 : random.int(6, 300);
        totalStock += stock;
        minMarket = Math.min(minMarket, marketPriceFen);
        rows.goodsSkus.push({
          skuId,
          goodsId: id,
          attrKey: [...combo].sort((a, b) => a - b).join(','),
          stock,
          marketPriceFen,
          gradePricesFen: withGradePrices ? gradePrices(marketPriceFen) : {},
          weightGrams: random.int(2, 60) * 50,
        });
      });

      for (let p = 0; p < 3; p += 1) {
        imgId += 1;
        const file = `g${id}-${p}.svg`;
        rows.pictures.push({
          file,
          kind: top.kind,
          title: p === 0 ? variety : `${variety} · ${['细节', '实拍', '包装'][p - 1]}`,
          colour: p === 2 ? random.pick(COLOURS).hex : mainColour.hex,
          background: p === 0 ? background : random.pick(BACKGROUNDS),
        });
        rows.goodsPictures.push({ imgId, goodsId: id, imgUrl: `${SEED_MEDIA_URL}/${file}`, type: 1, videoUrl: '', sortOrder: p });
      }
      if (plant && id % 4 === 1) {
        // A gallery video (type 2) with the main picture as its poster (storefront §3 pictures).
        imgId += 1;
        rows.goodsPictures.push({
          imgId,
          goodsId: id,
          imgUrl: `${SEED_MEDIA_URL}/g${id}-0.svg`,
          type: 2,
          videoUrl: `${SEED_MEDIA_URL}/${SEED_VIDEO_FILE}`,
          sortOrder: 3,
        });
      }

      if (presell) {
        for (let d = 1; d <= 3; d += 1) {
          deliveryId += 1;
          rows.goodsDeliveries.push({ deliveryId, goodsId: id, deliveryTime: formatDate(new Date(now.getTime() + (d * 10 + 5) * DAY)) });
        }
      }

      const startNum = id % 9 === 0 ? 3 : id % 9 === 4 ? 2 : 1;
      const nbei = id % 11 === 0 ? 2 : id % 11 === 5 ? 3 : 1;
      const depositTimes = isDeposit ? depositWindow(now, depositPhase) : undefined;
      const brand = random.pick(topBrands) as { brandId: number; brandName: string };
      rows.goods.push({
        goodsId: id,
        gsupId: 100_000 + id,
        name,
        shortname,
        descpt: describeGoods(name, top.name, plant ?? (supply as SupplySeed)),
        catId: leaf.id,
        brandId: brand.brandId,
        supId: SUPPLIERS[id % SUPPLIERS.length] as number,
        sendAddressId: (SHIP_FROM[id % SHIP_FROM.length] as { id: number }).id,
        thumbnail: `${SEED_MEDIA_URL}/g${id}-0.svg`,
        startNum,
        nbei,
        sales: random.int(0, 5000),
        isSale: comingSoon ? 2 : offSale ? 3 : 1,
        isDeposit,
        djBegTime: depositTimes?.beg,
        djEndTime: depositTimes?.end,
        djPayBegTime: depositTimes?.payBeg,
        djPayEndTime: depositTimes?.payEnd,
        forward,
        isHei5ka,
        isMini,
        isFei5zhe,
        specialGoods,
        shippingDesc: plant ? '活体植物顺丰或专线发货，偏远地区不发货' : '普通快递发货，满99元包邮',
        shouhou: plant ? '收货后48小时内如有死苗、断枝，请拍照联系客服，核实后补发或退款。' : '支持7天无理由退换，商品需保持完好。',
        blockedRegionIds: plant && id % 5 === 0 ? [65, 54, 15] : [],
        sortPriceFen: minMarket,
        stock: totalStock,
        ...describeForSearch({ name, shortname, categories: leaf.names, brand: brand.brandName }),
        addTime: new Date(now.getTime() - (GOODS_PER_TOP * TOP_CATEGORIES.length - id) * 3600_000),
        beonTime: comingSoon ? new Date(now.getTime() + 7 * DAY) : new Date(now.getTime() - 30 * DAY),
      });
    }
  });
  return rows;
}

/**
 * Deposit windows relative to the seed time: 0 before the start, 1 open, 2 over (balance window over too),
 * 3 over with the balance window open now (storefront §4, shopping §4 "Deposit orders").
 */
function depositWindow(now: Date, phase: number) {
  const t = now.getTime();
  const offset = [5 * DAY, -5 * DAY, -40 * DAY, -28 * DAY][phase] as number;
  return {
    beg: new Date(t + offset),
    end: new Date(t + offset + 20 * DAY),
    payBeg: new Date(t + offset + 25 * DAY),
    payEnd: new Date(t + offset + 32 * DAY),
  };
}

const formatDate = (d: Date): string => d.toISOString().slice(0, 10);

function describeGoods(name: string, topName: string, row: PlantSeed | SupplySeed): string {
  const care =
    'light' in row
      ? `<h3>养护要点</h3><ul><li>花色：${row.colour}</li><li>光照：${row.light}</li><li>植物属性：${row.type}</li><li>耐寒区：${row.hardiness}</li></ul><p>生长期见干见湿，薄肥勤施。</p>`
      : `<h3>使用说明</h3><p>${row.name}为${topName}类商品（材质：${row.material}），使用后请清洁保存，避免长期暴晒雨淋。</p>`;
  return `<h2>${name}</h2><p>虹越花园精选${topName}，产地直发，品质保证。</p>${care}<p>图片为实拍，因季节不同植株形态会有差异，请以实物为准。</p>`;
}
