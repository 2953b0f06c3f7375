import { HISTORY_BOUNDS, SEARCH_KEYWORD_EMPTY } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, useBrowser, saveScreenshot } from './browser';
import { expectAppDrewFirstPaint, firstPaintPictures, watchLargestPaint } from './first-paint';

// The search journey: blank keyword, history of 6, pinyin, sorts, paging, empty state, test variant.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

async function searchFor(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole('search');
  await box.getByLabel('搜索商品').fill(keyword);
  await box.getByRole('button', { name: '搜索' }).click();
  if (keyword.trim() !== '') await page.waitForURL((url) => url.pathname === '/searchList' && url.searchParams.get('keywords') === keyword);
}

describe('searching', () => {
  it("draws the first row's pictures before the app runs, from the results the page carries", async () => {
    const path = `/searchList?keywords=${encodeURIComponent(' 月季 ')}`;
    const scriptless = await browser.open();
    const painted = await firstPaintPictures(scriptless, path, 'search-0-first-paint');
    await scriptless.context().close();
    expect(painted).toHaveLength(4);

    const page = await browser.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/search/sou')) asked.push(request.url());
    });
    await watchLargestPaint(page);
    await page.goto(path);
    await page.getByTestId('goods-card').first().waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('“月季”的搜索结果');
    await expectAppDrewFirstPaint(page, painted);
    // The page's first results came inside it: the app asked for none.
    expect(asked).toEqual([]);
    await saveScreenshot(page, 'search-0-app');
    await page.context().close();
  });

  it('refuses a blank keyword, keeps 6 history entries and finds 月季 by pinyin', async () => {
    const page = await browser.open();
    await page.goto('/index');
    await searchFor(page, '   ');
    await expectToast(page, SEARCH_KEYWORD_EMPTY);

    const keywords = ['绣球', '铁线莲', '多肉', '花盆', '肥料', '种子'];
    for (const keyword of keywords) await searchFor(page, keyword);
    // The results of 种子 can start with a 月季 too: wait for those of the pinyin before reading the first card.
    const pinyinResults = page.waitForResponse((response) => new URL(response.url()).searchParams.get('keywords') === 'yueji');
    await searchFor(page, 'yueji');
    await pinyinResults;
    // Exact hits come first, so the first card is a 月季.
    await expect.poll(() => page.getByTestId('goods-card').first().locator('h3').getAttribute('title')).toContain('月季');
    await saveScreenshot(page, 'search-1-pinyin');

    await page.getByRole('search').getByLabel('搜索商品').focus();
    const history = page.getByRole('listbox', { name: '搜索历史' }).getByRole('option');
    await expect.poll(() => history.count()).toBe(HISTORY_BOUNDS.search);
    expect(await history.first().textContent()).toBe('yueji');
    await saveScreenshot(page, 'search-2-history');
    await page.context().close();
  });

  it('sorts by price, pages and shows the empty state', async () => {
    const page = await browser.open();
    await page.goto(`/searchList?keywords=${encodeURIComponent('月季')}`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从高到低' }).click();
    await expect
      .poll(async () => {
        const prices = (await page.locator('[data-testid="goods-card"] .price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
        return prices.length > 0 && prices.every((price, index) => index === 0 || price <= (prices[index - 1] ?? Infinity));
      })
      .toBe(true);
    await page.locator('.pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => page.url()).toContain('page=2');
    await saveScreenshot(page, 'search-3-sorted-page-2');

    await page.goto(`/searchList?keywords=${encodeURIComponent('不存在的植物zzz')}`);
    await page.getByText('没有找到与“不存在的植物zzz”相关的商品').waitFor();
    await page.context().close();
  });

  it('passes hot and size on the test variant', async () => {
    const page = await browser.open();
    await page.goto(`/searchListTest?keywords=${encodeURIComponent('月季')}`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.getByLabel('size').fill('8');
    await page.getByLabel('hot').fill('1');
    await page.getByRole('button', { name: '应用' }).click();
    await expect.poll(() => page.getByTestId('goods-card').count()).toBe(8);
    await saveScreenshot(page, 'search-4-test-variant');
    await page.context().close();
  });
});
