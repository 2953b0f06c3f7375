import { endpoints } from '@garden/contract/endpoints';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from './browser';
import { DESKTOP, openScreen, PHONE, type Screen, SCREENS, seedIds, storefrontRoutes } from './storefront-routes';
import { DEMO_SHOPPER, DEMO_TRADER, ensureAddress, payByCard, placeOrder, post, signInDemo, signInDemoShopper } from './shop-api';

// The storefront at every width (storefront §9: breakpoints 600 and 960 px): every route, signed out, as the demo
// shopper and as the demo trader, at a phone's 375 px, a tablet's 768 px (both by touch) and a desktop's 1366 px.
// A page may never be wider than the screen; dialogs are opaque and inside the viewport; header menus open on
// a click or a tap. Screenshots of every screen land in apps/web/.screenshots/ to look at.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openAt = (screen: Screen) => openScreen(browser, screen);

/**
 * How far the page is wider than the screen. On a phone the browser widens `innerWidth` to the content, so
 * `scrollWidth > innerWidth` never fails there: the screen's width is the measure.
 */
const overflow = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - window.screen.width);

/**
 * Short labels squeezed to one character a line (植物推/荐, 删/除): a leaf element of 2 to 16 characters narrower
 * than two of them and taller than two lines.
 */
const squeezedLabels = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.children.length > 0) continue;
      const text = (element.textContent ?? '').trim();
      const length = [...text].length;
      if (length < 2 || length > 16) continue;
      const box = element.getBoundingClientRect();
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (box.width > 0 && box.width < size * 1.9 && box.height > size * 2.2) found.push(text);
    }
    return found;
  });

/** Visits every route at `screen`, signed in with `key` if given, and answers those wider than the screen or with squeezed labels. */
async function layoutFaultsAt(screen: Screen, who: string, routeList: readonly string[], key?: string): Promise<string[]> {
  const { context, page } = await openAt(screen);
  if (key) await page.goto(`/index?key=${key}`);
  const faults: string[] = [];
  for (const route of routeList) {
    // A person reads the page once it has stopped loading (its calls answered, its pictures in).
    await page.goto(route, { waitUntil: 'networkidle' });
    const extra = await overflow(page);
    if (extra > 0) faults.push(`${screen.width} px ${route}: ${extra} px too wide`);
    const squeezed = await squeezedLabels(page);
    if (squeezed.length > 0) faults.push(`${screen.width} px ${route}: one character a line in ${squeezed.join(', ')}`);
    await saveScreenshot(page, `width-${screen.width}-${who}${route.replace(/[/?=&]+/g, '-')}`);
  }
  await context.close();
  return faults;
}

/** Every route (and `more` of the signed-in one's own) at the three screens at once (a browser page each). */
async function layoutFaults(who: string, key?: string, more: readonly string[] = []): Promise<string[]> {
  const routeList = [...storefrontRoutes(await seedIds()), ...more];
  return (await Promise.all(SCREENS.map((screen) => layoutFaultsAt(screen, who, routeList, key)))).flat();
}

// Forty routes at three screens: more than a journey's usual two minutes on a busy machine.
const SWEEP = { timeout: 600_000 };

describe('every route at 375, 768 and 1366 px', () => {
  it('is never wider than the screen nor squeezes a label, signed out', SWEEP, async () => {
    expect(await layoutFaults('guest')).toEqual([]);
  });

  it('is never wider than the screen nor squeezes a label for the demo shopper, with a paid order of theirs', SWEEP, async () => {
    const key = await signInDemo(DEMO_SHOPPER);
    await ensureAddress(key);
    const orderId = await placeOrder(key);
    await payByCard(key, orderId);
    expect(await layoutFaults('shopper', key, [`/orderDetail?id=${orderId}`, `/chooseAfter?id=${orderId}`])).toEqual([]);
  });

  it('is never wider than the screen nor squeezes a label for the demo trader (报价 button in the header)', SWEEP, async () => {
    expect(await layoutFaults('trader', await signInDemo(DEMO_TRADER))).toEqual([]);
  });
});

/** Fails unless the open dialog is opaque and wholly inside the viewport. */
async function expectDialogFits(page: Page, screen: Screen) {
  const dialog = page.locator('.mantine-Modal-content');
  await dialog.waitFor();
  const look = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { background: getComputedStyle(element).backgroundColor, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
  });
  expect(look.background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  expect(look.left).toBeGreaterThanOrEqual(0);
  expect(look.top).toBeGreaterThanOrEqual(0);
  expect(look.right).toBeLessThanOrEqual(screen.width);
  expect(look.bottom).toBeLessThanOrEqual(screen.height);
}

/** Opens a header menu by a tap on a touch screen, a click on a desktop. */
async function press(page: Page, screen: Screen, name: string) {
  const trigger = page.getByRole('button', { name, exact: true });
  if (screen.touch) await trigger.tap();
  else await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
}

describe('dialogs and header menus', () => {
  for (const screen of [PHONE, DESKTOP]) {
    it(`at ${screen.width} px: the login dialog is opaque, fits and closes; every header menu opens`, async () => {
      const { context, page } = await openAt(screen);
      await page.goto('/index');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expectDialogFits(page, screen);
      await saveScreenshot(page, `width-${screen.width}-login-dialog`);
      await page.getByRole('button', { name: '关闭' }).click();
      await page.locator('.mantine-Modal-content').waitFor({ state: 'detached' });

      await press(page, screen, '更多 ▾');
      await page.getByRole('navigation', { name: '更多分类' }).getByText('肥料').waitFor();
      await saveScreenshot(page, `width-${screen.width}-more-menu`);
      for (const menu of ['最近浏览', '手机APP', '联系客服']) await press(page, screen, menu);

      await page.goto(`/index?key=${await signInDemoShopper()}`);
      const userMenu = page.getByTestId('user-menu');
      if (screen.touch) await userMenu.tap();
      else await userMenu.click();
      await page.getByRole('button', { name: '退出登录' }).waitFor();
      await context.close();
    });
  }

  for (const screen of [PHONE, DESKTOP]) {
    it(`at ${screen.width} px: a confirm (deleting an address) and the trader's mini-program code are opaque dialogs that fit`, async () => {
      const shopperKey = await signInDemo(DEMO_SHOPPER);
      await ensureAddress(shopperKey);
      const { context, page } = await openAt(screen);
      await page.goto(`/addressList?key=${shopperKey}`);
      await page.getByRole('button', { name: '删除', exact: true }).first().click();
      await expectDialogFits(page, screen);
      await saveScreenshot(page, `width-${screen.width}-confirm-dialog`);
      await page.getByRole('button', { name: '取消' }).click();
      await page.locator('.mantine-Modal-content').waitFor({ state: 'detached' });
      await context.close();

      const traderKey = await signInDemo(DEMO_TRADER);
      // The list's actions, the code among them, show once it holds a line.
      await post(traderKey, endpoints.addToQuote.path, { spu_id: 1 });
      const trader = await openAt(screen);
      await trader.page.goto(`/bkList?key=${traderKey}`);
      await trader.page.getByRole('button', { name: '小程序' }).click();
      await expectDialogFits(trader.page, screen);
      await saveScreenshot(trader.page, `width-${screen.width}-qr-dialog`);
      await trader.page.keyboard.press('Escape');
      await trader.page.locator('.mantine-Modal-content').waitFor({ state: 'detached' });
      await trader.context.close();
    });
  }

  it("at 375 px: a category's filters fold away, so its first goods show on the first screen", async () => {
    const { context, page } = await openAt(PHONE);
    const { categoryId } = await seedIds();
    await page.goto(`/category?id=${categoryId}`);
    const first = page.getByTestId('goods-card').first();
    await first.waitFor();
    expect((await first.boundingBox())?.y).toBeLessThan(PHONE.height);
    await page.getByRole('button', { name: /^筛选/ }).tap();
    await page.getByText('品牌', { exact: true }).waitFor();
    await context.close();
  });
});
