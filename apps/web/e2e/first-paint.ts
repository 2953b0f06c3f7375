import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot } from './browser';

/** A picture's address and where it is drawn. */
export interface DrawnPicture {
  src: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The first paint's pictures on the first screen: those it loads eagerly, as the app does (boot.ts waits for these). */
const FIRST_SCREEN_PICTURES = '[data-first-paint] img[loading="eager"]';

/**
 * The pictures of the server's first paint (api lib/web-page.ts) as a visitor sees them before any of the
 * app's scripts has run: every script of the build is refused, so the page stays as the server drew it.
 */
export async function firstPaintPictures(page: Page, path: string, screenshot: string): Promise<DrawnPicture[]> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await page.locator(FIRST_SCREEN_PICTURES).first().waitFor();
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll<HTMLImageElement>(selector)].every((img) => img.complete),
    FIRST_SCREEN_PICTURES,
  );
  await saveScreenshot(page, screenshot);
  return page.locator(FIRST_SCREEN_PICTURES).evaluateAll((images) =>
    images.map((img) => {
      const { x, y, width, height } = img.getBoundingClientRect();
      return { src: img.getAttribute('src') ?? '', box: { x, y, width, height } };
    }),
  );
}

/** Notes the page's largest-paint candidates from the start of its load (read by `largestPaintWasFirstPaint`). */
export async function watchLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: Element[] = [];
    Object.assign(window, { largestPaints: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) entries.push(entry.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Whether the page's largest paint is still the first paint's picture, which the app has since replaced:
 * the app drew its own pictures without one larger than it.
 */
function largestPaintWasFirstPaint(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const last = (window as unknown as { largestPaints: Element[] }).largestPaints.at(-1);
    return Boolean(last && !last.isConnected && last.closest('[data-first-paint]'));
  });
}

/** The app's pictures drawn at `src`, wherever they are. */
function appPictures(page: Page, src: string): Promise<DrawnPicture[]> {
  return page.locator(`#root img[src="${src}"]`).evaluateAll((images) =>
    images.map((img) => {
      const { x, y, width, height } = img.getBoundingClientRect();
      return { src: img.getAttribute('src') ?? '', box: { x, y, width, height } };
    }),
  );
}

/** Whether two boxes are the same to a pixel. */
const sameBox = (a: DrawnPicture['box'], b: DrawnPicture['box']): boolean =>
  Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1 && Math.abs(a.width - b.width) <= 1 && Math.abs(a.height - b.height) <= 1;

/**
 * Once the app has drawn the page (watched with `watchLargestPaint` from its start): the first paint is gone,
 * each of its pictures is drawn by the app in the same box, and the app painted nothing larger.
 */
export async function expectAppDrewFirstPaint(page: Page, painted: readonly DrawnPicture[]): Promise<void> {
  await expect(page.locator('[data-first-paint]').count()).resolves.toBe(0);
  for (const picture of painted) {
    const drawn = await appPictures(page, picture.src);
    expect(
      drawn.some((app) => sameBox(app.box, picture.box)),
      picture.src,
    ).toBe(true);
  }
  expect(await largestPaintWasFirstPaint(page)).toBe(true);
}

/** A text a page draws: an element with a class that holds no other, and its text. */
interface DrawnText {
  className: string;
  text: string;
}

/** A picture a page draws: its address, size, text alternative, how it loads and the class of its frame. */
interface DrawnImage {
  src: string;
  width: string;
  height: string;
  alt: string;
  loading: string;
  frame: string;
}

/** The texts and pictures drawn under `root` (`[data-first-paint]`, or `#root` once the app has drawn). */
export function drawnContent(page: Page, root: string): Promise<{ texts: DrawnText[]; pictures: DrawnImage[] }> {
  return page
    .locator(root)
    .first()
    .evaluate((node) => ({
      texts: [...node.querySelectorAll('[class]')]
        .filter((element) => !element.querySelector('[class]'))
        .map((element) => ({ className: element.getAttribute('class') ?? '', text: element.textContent?.trim() ?? '' }))
        .filter(({ text }) => text !== ''),
      pictures: [...node.querySelectorAll('img')].map((img) => ({
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width') ?? '',
        height: img.getAttribute('height') ?? '',
        alt: img.alt,
        loading: img.loading,
        frame: img.parentElement?.getAttribute('class') ?? '',
      })),
    }));
}
