import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { post } from './shop-api';

// Choosing a SKU as a shopper does, without landing on a sold-out one: goods in stock overall may
// have sold-out SKUs (the page then shows 已售罄 instead of the buy buttons), and the journeys buy
// seeded goods whose stock other journeys are taking.

/** What picking needs of `/v2/goods/info`. */
export interface PickableGoods {
  gsup_id: number;
  start_num: number;
  properties: { spe: { values: { goods_attr_id: number; label: string }[] }[] };
}

/**
 * The labels of an attribute choice whose SKU holds `wanted` pieces, value by value as a shopper picks:
 * the price call the goods page makes says which values have no SKU in stock beside the values chosen
 * so far (`no_allow_attr_arr`). Null when the goods has no such SKU.
 */
export async function findInStockLabels(key: string, goods: PickableGoods, wanted: number): Promise<string[] | null> {
  const price = (chosen: readonly { goods_attr_id: number }[]) =>
    post<{ stock: number; no_allow_attr_arr: number[] }>(key, '/v2/goods/price', {
      gsup_id: goods.gsup_id,
      attr_id: chosen.map((value) => value.goods_attr_id),
      number: goods.start_num,
    });
  const chosen: { goods_attr_id: number; label: string }[] = [];
  for (const group of goods.properties.spe) {
    const { no_allow_attr_arr: unavailable } = await price(chosen);
    const value = group.values.find((candidate) => !unavailable.includes(candidate.goods_attr_id));
    if (!value) return null;
    chosen.push(value);
  }
  return (await price(chosen)).stock >= wanted ? chosen.map((value) => value.label) : null;
}

/** Clicks the labels on the goods page, one per attribute group, each once the page marks the last chosen. */
export async function pickAttributes(page: Page, labels: readonly string[]): Promise<void> {
  const groups = page.locator('.purchase-panel .attr-values');
  for (const [index, label] of labels.entries()) {
    const value = groups.nth(index).getByRole('button', { name: label, exact: true });
    await value.click();
    await expect.poll(() => value.getAttribute('aria-pressed')).toBe('true');
  }
}
