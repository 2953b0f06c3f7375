import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { findInStockLabels, pickAttributes } from './goods-picking';
import { call } from './shop-api';

// The buying steps journeys share: finding goods to buy, signing in, buying from the goods page, submitting the order page.

export interface GoodsFacts {
  gshp_id: number;
  name: string;
  gsup_id: number;
  sendAddress_id: number;
  start_num: number;
  stock: number;
  is_sale: number;
  forward: number;
  is_dingjin: number;
  /** 1 while the deposit can be paid (storefront §4 "Deposit status"). */
  dj: { dj_status: number };
  /** The deposit goods' balance window, unix seconds. */
  pay_beg_time: number;
  pay_end_time: number;
  special_goods: number;
  /** 1: takes no member-card discount. */
  is_fei5zhe: number;
  region_goods_error: number;
  delivery: unknown[];
  properties: { spe: { values: { goods_attr_id: number; label: string }[] }[] };
  activities_list: { type: number; name: string }[];
  price: { max_price: string };
}
/** Goods to buy, with the attribute labels of a SKU that has stock, one per group. */
export interface Buyable extends GoodsFacts {
  labels: string[];
}

/** Goods in good stock that `fit`, one per ship-from place, read through the API the pages use. */
async function findGoodsPerPlace(key: string, count: number, fits: (goods: GoodsFacts) => boolean | Promise<boolean>): Promise<Buyable[]> {
  const found = new Map<number, Buyable>();
  // The seed has 420 goods.
  for (let id = 1; id <= 420 && found.size < count; id += 1) {
    const goods = await call<GoodsFacts>(`/v2/goods/info?gshp_id=${id}`).catch(() => null);
    const buyable =
      goods &&
      !found.has(goods.sendAddress_id) &&
      goods.is_sale === 1 &&
      goods.forward === 0 &&
      goods.special_goods === 0 &&
      goods.region_goods_error === 0 &&
      goods.delivery.length === 0 &&
      (await fits(goods));
    // Enough for every journey of a file to buy it a few times.
    const labels = buyable ? await findInStockLabels(key, goods, goods.start_num + 20) : null;
    if (goods && labels) found.set(goods.sendAddress_id, { ...goods, labels });
  }
  if (found.size < count) throw new Error(`only ${found.size} ship-from places have such goods`);
  return [...found.values()];
}

/** Ordinary goods (no deposit) in good stock that `fit`, one per ship-from place. */
export function findGoodsPerShipFrom(
  key: string,
  count: number,
  fits: (goods: GoodsFacts) => boolean | Promise<boolean> = () => true,
): Promise<Buyable[]> {
  return findGoodsPerPlace(key, count, async (goods) => goods.is_dingjin === 0 && (await fits(goods)));
}

/** Deposit goods whose deposit can be paid now (dj_status 1), in good stock. */
export async function findDepositGoods(key: string): Promise<Buyable> {
  const [goods] = await findGoodsPerPlace(key, 1, (candidate) => candidate.is_dingjin === 1 && candidate.dj.dj_status === 1);
  return goods!;
}

/**
 * Opens the home page with ?key= and waits until the header shows the shopper's menu: the root route
 * stores the key only once the app has started, which can be after the page's load event, so leaving
 * earlier would reach the next page signed out.
 */
export async function openSignedIn(page: Page, loginKey: string): Promise<void> {
  await page.goto(`/index?key=${loginKey}`);
  await page.getByTestId('user-menu').waitFor();
}

/** Opens the goods page, picks its attributes and presses one of the buy buttons. */
export async function buyFromGoodsPage(page: Page, goods: Buyable, button: '立即购买' | '支付定金' | '加入购物车'): Promise<void> {
  await page.goto(`/goodDetail?gshp_id=${goods.gshp_id}`);
  await pickAttributes(page, goods.labels);
  await page.getByRole('button', { name: button }).click();
}

/** Submits /editOrder, which hands the order to /payway?from=1 to be placed when the shopper pays. */
export async function submitOrder(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await page.waitForURL(/\/payway\?from=1/);
}
