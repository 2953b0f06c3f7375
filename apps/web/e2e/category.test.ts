import { LOCATING_FAILED } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, saveScreenshot } from './browser';

// The category journey: tabs, a filter, the price sort, the in-stock toggle and page 2.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

const cardPrices = async (page: Page) =>
  (await page.locator('[data-testid="goods-card"] .price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
const totalCount = async (page: Page) => Number((await page.locator('.list-toolbar__count strong').textContent()) ?? '0');

describe('the category page', () => {
  it('opens from a header link without asking for the replies the page carries', async () => {
    const page = await browser.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (['/v3/category/product_list', '/v3/category/father_list?city_name=&father_id', '/v1/category/filter'].some((call) => url.includes(call)))
        asked.push(url);
    });
    await page.goto(`/category?id=1&name=${encodeURIComponent('月季')}`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.locator('.list-toolbar__count strong').waitFor();
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it('narrows by tab and filter, sorts by price, keeps in-stock goods only and pages', async () => {
    const page = await browser.open();
    await page.goto('/index');
    await page.getByRole('navigation', { name: '商品分类' }).getByText('月季', { exact: true }).click();
    await page.waitForURL(/\/category\?/);
    await page.getByTestId('goods-card').first().waitFor();
    const all = await totalCount(page);
    expect(all).toBeGreaterThan(20);
    await expect.poll(() => page.locator('.pagination').isVisible()).toBe(true);

    // Page 2 of the whole category.
    await page.locator('.pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => page.locator('.pagination [aria-current="page"]').textContent()).toBe('2');
    await saveScreenshot(page, 'category-1-page-2');

    // A second-level tab shows its third-level tabs and fewer goods, from page 1 again.
    const tabs = page.getByRole('group', { name: '分类', exact: true });
    const secondLevel = tabs.getByRole('button').nth(1);
    const secondName = (await secondLevel.textContent()) ?? '';
    await secondLevel.click();
    await expect.poll(() => page.locator('.breadcrumb [aria-current]').textContent()).toBe(secondName);
    await page.getByRole('group', { name: secondName }).waitFor();
    await expect.poll(() => totalCount(page)).toBeLessThan(all);
    const inBranch = await totalCount(page);

    // A brand filter narrows further (or keeps the same goods when the whole branch is one brand).
    await page.getByRole('group', { name: '品牌' }).getByRole('button').first().click();
    await expect.poll(() => page.url()).toContain('brand=');
    await expect.poll(() => totalCount(page)).toBeLessThanOrEqual(inBranch);

    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从低到高' }).click();
    await expect.poll(() => page.url()).toContain('sort=priceAsc');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0));
      })
      .toBe(true);

    const beforeStock = await totalCount(page);
    // The box follows the address, so click it and wait for the address rather than check() it.
    await page.getByLabel('仅显示有货').click();
    await expect.poll(() => page.url()).toContain('instock=true');
    await expect.poll(() => totalCount(page)).toBeLessThanOrEqual(beforeStock);
    await expect.poll(() => page.locator('.goods-card__tag--soldOut').count()).toBe(0);
    await saveScreenshot(page, 'category-2-filtered');
    await page.context().close();
  });

  it('offers the second list variant: the plant finder kept to the category, with its city and filters', async () => {
    const page = await browser.open();
    await page.goto(`/category?id=1&name=${encodeURIComponent('月季')}&variant=finder`);
    await page.getByTestId('finder-city').getByText(LOCATING_FAILED).waitFor();
    await page.getByTestId('finder-card').first().waitFor();
    const light = page.getByRole('form', { name: '筛选植物' }).getByLabel('光照');
    await light.selectOption({ index: 1 });
    await expect.poll(() => page.url()).toContain('sunshine=');
    await expect.poll(() => page.locator('.finder-card__facts').first().textContent()).toContain(await light.inputValue());
    await saveScreenshot(page, 'category-3-finder');
    await page.context().close();
  });

  it('shows the subjects of an activity and a themed goods list, whose cards open the product page', async () => {
    const page = await browser.open();
    await page.goto('/activity?id=1');
    const subjects = page.getByRole('navigation', { name: '专题' }).getByRole('link');
    await expect.poll(() => subjects.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.activity-subject').count()).toBe(await subjects.count());
    await saveScreenshot(page, 'category-4-activity');

    await page.goto('/actGoodsList?id=1,2,3&notitle=1');
    await expect.poll(() => page.getByTestId('goods-card').count()).toBe(3);
    expect(await page.getByRole('heading', { name: '专题精选' }).count()).toBe(0);
    await page.getByTestId('goods-card').first().click();
    await page.waitForURL(/\/goodDetail\?gshp_id=1/);
    await page.getByTestId('goods-price').waitFor();
    await page.context().close();
  });
});
