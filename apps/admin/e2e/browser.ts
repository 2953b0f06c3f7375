import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/** Debian's Chromium with the storefront journeys' flags (apps/web/e2e/browser.ts) for a quiet headless run; never downloaded. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/** The widths every screen is looked at: the desktop the back office is made for, a tablet, and a phone (a 客服 answers from one). */
export const WIDTHS = [1366, 768, 375] as const;
const SHOTS = process.env.ADMIN_SHOTS ?? '/tmp/admin-shots';
/** Screenshots are saved on a developer's run and skipped under CI unless `GARDEN_SCREENSHOTS=1` (as apps/web/e2e/browser.ts). */
const SAVE_SHOTS = !process.env.CI || process.env.GARDEN_SCREENSHOTS === '1';

/** An operator's desk: a wide screen, Chinese, Beijing time (the audit trail's times are read in it). */
const DESK: BrowserContextOptions = { viewport: { width: WIDTHS[0], height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

/** One Chromium for the calling journey file; `open()` gives a fresh page (its own storage) at the shop. */
export function useBrowser(baseUrl: () => string): { open: () => Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS.split(' ') });
  });
  afterAll(() => browser?.close());
  return {
    open: async () => {
      if (!browser) throw new Error('useBrowser: open pages inside tests, once the browser is up');
      const page = await (await browser.newContext({ ...DESK, baseURL: baseUrl() })).newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/**
 * Waits for the page's running animations to end (or be cancelled): the shell slides its navigation in or out at a
 * new width, and a picture should show where things come to rest.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Saves the screen at each width (`<name>-1366.png`, `-768.png`, `-375.png` in /tmp/admin-shots) to look at after a
 * run, and leaves the page at the desktop width.
 */
export async function shoot(page: Page, name: string, widths: readonly number[] = WIDTHS): Promise<void> {
  for (const width of [...widths].sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : width < 500 ? 812 : 1024 });
    await settle(page);
    await snap(page, `${name}-${width}.png`, { fullPage: true });
  }
}

/** Saves what `page` shows now as `file` in /tmp/admin-shots (the whole page with `fullPage`), unless under CI. */
export async function snap(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SAVE_SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, file), ...options });
}

/** A fresh page of `browser` signed in as `who` through the sign-in page the back office sends a stranger to. */
export async function signedInPage(browser: { open: () => Promise<Page> }, who: { login: string; password: string }): Promise<Page> {
  const page = await browser.open();
  await page.goto('/admin/');
  await page.waitForURL('**/admin/login');
  await signInHere(page, who.login, who.password);
  return page;
}

/** Signs in on the sign-in page the browser shows, and waits for the home page's welcome. */
export async function signInHere(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('登录名').fill(login);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('欢迎回来').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/');
}

/** The back office's side navigation. */
export const navigation = (page: Page) => page.getByRole('navigation', { name: '后台导航' });

/** The menu a role is offered, in order (admin-shell.tsx's items the role may open), for the journeys to compare. */
export const MENU_OF = {
  运营: ['首页', '商品', '分类与品牌', '耐寒区导入', '首页内容', '活动页', '优惠券', '建议反馈', '修改密码'],
  客服: ['首页', '订单', '售后', '顾客', '评价', '报价清单', '修改密码'],
  财务: ['首页', '售后', '提现', '对账', '顾客', '操作记录', '修改密码'],
} as const;

/** The links of the side navigation, as a role's menu to compare with `MENU_OF`. */
export const menuOf = async (page: Page) => navigation(page).getByRole('link').allTextContents();

/** The notification showing `text` (the server's message). */
export const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * Closes the notifications shown, so a screenshot shows the page under them: each poll closes those still there
 * (one may arrive meanwhile) and moves the pointer off them, since a hovered notification never closes by itself.
 */
export async function clearNotices(page: Page): Promise<void> {
  const notices = page.locator('.mantine-Notification-root');
  await expect
    .poll(async () => {
      for (const close of await notices.locator('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
      await page.mouse.move(0, 0);
      return notices.count();
    })
    .toBe(0);
}

/** Picks `option` in the Select labelled `label`. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
