import { LIGHT_NEEDS, LOCATING_FAILED, PLANT_TYPES } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from './browser';

// The plant finder (shopping §2 recommend, recommendDetail, chooseAddress): a visitor picks a city by
// typing, by the letter list, by the county selects and by the browser's geolocation, then narrows the
// plants that live there and opens one.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

const picker = (page: Page) => page.getByRole('region', { name: '选择城市' });
const cityShown = (page: Page) => page.getByTestId('finder-city').textContent();
const zoneShown = (page: Page) => page.getByTestId('finder-zone').textContent();
const cardCount = (page: Page) => page.getByTestId('finder-card').count();

async function openPicker(page: Page): Promise<void> {
  await page.getByRole('button', { name: '切换城市' }).click();
  await picker(page).waitFor();
}

describe('the plant finder', () => {
  it('chooses a city by typing hz, by letter and by county, narrows by light and type, and opens a plant', async () => {
    const page = await browser.open();
    await page.goto('/index');
    // The header's link opens the finder; with no city yet it says 定位失败 and shows the picker.
    await page.getByRole('navigation', { name: '用户' }).getByRole('link', { name: '植物推荐' }).click();
    await page.waitForURL(/\/recommend$/);
    await expect.poll(() => cityShown(page)).toBe(LOCATING_FAILED);

    await picker(page).getByLabel('搜索城市').fill('hz');
    await picker(page)
      .getByRole('list', { name: '搜索结果' })
      .getByRole('button', { name: /^杭州市/ })
      .click();
    await expect.poll(() => cityShown(page)).toBe('杭州市');
    await expect.poll(() => zoneShown(page)).toContain('8b');
    await page.getByTestId('finder-card').first().waitFor();
    await saveScreenshot(page, 'finder-1-hangzhou');

    // 哈尔滨 from the letter list: a colder zone, so fewer plants.
    const hangzhouTotal = await page.locator('.finder-page__total').textContent();
    await openPicker(page);
    await saveScreenshot(page, 'finder-2-picker');
    await picker(page).locator('.city-picker__letters').getByRole('button', { name: '哈尔滨市' }).click();
    await expect.poll(() => zoneShown(page)).toContain('4a');
    await expect.poll(() => page.locator('.finder-page__total').textContent()).not.toBe(hangzhouTotal);
    // The history keeps both cities, newest first.
    await openPicker(page);
    await expect
      .poll(() => picker(page).getByRole('list', { name: '历史城市' }).getByRole('button').allTextContents())
      .toEqual(['哈尔滨市', '杭州市']);

    // 广州 through the province, city and county selects.
    await picker(page).getByLabel('省份', { exact: true }).selectOption({ label: '广东省' });
    await picker(page).getByLabel('城市', { exact: true }).selectOption({ label: '广州市' });
    await expect.poll(() => picker(page).getByLabel('区县').locator('option').count()).toBeGreaterThan(1);
    await picker(page).getByLabel('区县').selectOption({ label: '天河区' });
    await expect.poll(() => cityShown(page)).toBe('广州市');
    await expect.poll(() => zoneShown(page)).toContain('10b');

    // Back to 杭州 from the history, then narrow by light and plant type: every card says so.
    await openPicker(page);
    await picker(page).getByRole('list', { name: '历史城市' }).getByRole('button', { name: '杭州市' }).click();
    await expect.poll(() => cityShown(page)).toBe('杭州市');
    const filters = page.getByRole('form', { name: '筛选植物' });
    await filters.getByLabel('光照').selectOption(LIGHT_NEEDS[0]);
    await page.waitForURL(/sunshine=/);
    await filters.getByLabel('植物类型').selectOption(PLANT_TYPES[2]);
    await page.waitForURL(/plant_properties=/);
    await expect
      .poll(async () => {
        const facts = await page.locator('.finder-card__facts').allTextContents();
        return facts.length > 0 && facts.every((text) => text.includes(LIGHT_NEEDS[0]) && text.includes(PLANT_TYPES[2]));
      })
      .toBe(true);
    expect(await cardCount(page)).toBeLessThanOrEqual(20);
    await saveScreenshot(page, 'finder-3-filtered');

    // A plant: its facts, that it suits 杭州, and its goods.
    const name = (await page.locator('.finder-card__name').first().textContent()) ?? '';
    await page.getByTestId('finder-card').first().click();
    await page.waitForURL(/\/recommendDetail\?product_id=\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('suits-city').textContent()).toContain('适合在杭州市');
    await page.getByTestId('goods-card').first().waitFor();
    await saveScreenshot(page, 'finder-4-plant');

    // Back, the finder is as it was: city and filters kept.
    await page.goBack();
    await page.waitForURL(/plant_properties=/);
    await expect.poll(() => cityShown(page)).toBe('杭州市');
    await page.context().close();
  });

  it('locates the shopper at the West Lake with the browser’s geolocation, and says 定位失败 when refused', async () => {
    const allowed = await browser.open();
    await allowed.context().grantPermissions(['geolocation']);
    await allowed.context().setGeolocation({ latitude: 30.25, longitude: 120.15 });
    await allowed.goto('/recommend');
    await picker(allowed).getByRole('button', { name: '定位' }).click();
    await expect.poll(() => cityShown(allowed)).toBe('杭州市');
    await allowed.context().close();

    const refused = await browser.open();
    await refused.goto('/recommend');
    await picker(refused).getByRole('button', { name: '定位' }).click();
    await picker(refused).getByRole('status').filter({ hasText: LOCATING_FAILED }).waitFor();
    await saveScreenshot(refused, 'finder-5-locating-failed');
    await refused.context().close();
  });

  it('opens from the footer and the home carousel, and /chooseAddress is the same picker', async () => {
    const page = await browser.open();
    await page.goto('/index');
    await page.locator('footer').getByRole('link', { name: '植物推荐' }).click();
    await page.waitForURL(/\/recommend$/);
    // The home carousel's finder slide: the pointer rests on the slides (rotation pauses), the dot is
    // chosen with the keyboard so the pointer stays, then the slide is clicked.
    await page.goto('/index');
    const slideName = '植物推荐,按城市找能过冬的植物';
    const finderSlide = page.getByTestId('carousel-slide').filter({ has: page.getByAltText(slideName) });
    await page.locator('.carousel__viewport').hover();
    await page.getByRole('tab', { name: slideName }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => finderSlide.getAttribute('aria-hidden')).toBe('false');
    await finderSlide.locator('a').click();
    await page.waitForURL(/\/recommend\?/);
    await page.getByRole('heading', { name: '植物推荐', level: 1 }).waitFor();
    await page.goto('/chooseAddress');
    await picker(page).getByLabel('搜索城市').fill('hangzhou');
    await picker(page)
      .getByRole('list', { name: '搜索结果' })
      .getByRole('button', { name: /^杭州市/ })
      .waitFor();
    await page.context().close();
  });
});
