import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; a browser is never downloaded (browser tests). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Flags for a quiet, headless Chromium on CI machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '../.screenshots');

/**
 * Screenshots are for a person to look at after a run: saved on a developer's machine, skipped under CI, where no
 * one looks and encoding the journeys' several hundred full pages cost minutes of the run.
 * `GARDEN_SCREENSHOTS=1` saves them under CI too; the admin journeys follow the same switch.
 */
const SAVE_SCREENSHOTS = !process.env.CI || process.env.GARDEN_SCREENSHOTS === '1';

/** Launches headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * One Chromium for the calling journey file: launched before its first test, closed after its last.
 * `open()` gives a fresh page at the shop's base URL.
 */
export function useBrowser(baseUrl: string): { open: () => Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: () => {
      if (!browser) throw new Error('useBrowser: open pages inside tests, once the browser is up');
      return openPage(browser, baseUrl);
    },
  };
}

/** A fresh desktop page (its own storage) in Chinese, at the shop's base URL. */
export async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Saves a full-page screenshot under apps/web/.screenshots/ (git-ignored) to look at after a run (`SAVE_SCREENSHOTS`). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Waits until the centred toast shows `text` (a toast lasts 2 s, so an older one may still be up). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}
