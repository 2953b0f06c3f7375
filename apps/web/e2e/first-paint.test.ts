import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { drawnContent, expectAppDrewFirstPaint, firstPaintPictures, watchLargestPaint } from './first-paint';
import { DESKTOP, openScreen, PHONE, seedIds } from './storefront-routes';

// The first paints are drawn by the app's own components at build time (build/first-paints.tsx): filled by
// the server from a page's reply, each must draw what the app then draws from the same reply, at both widths.

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Whether the first paint keeps out of assistive technology's and the keyboard's way: axe's aria-hidden-focus
 * finds it hidden and nothing focusable in it, and none of its links, buttons or fields takes focus when asked.
 */
async function firstPaintOutOfTheWay(page: Page): Promise<{ axe: { violations: number; passes: number }; focused: string[] }> {
  await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    type Results = { violations: unknown[]; passes: unknown[] };
    const axe = (window as unknown as { axe: { run: (context: string, options: object) => Promise<Results> } }).axe;
    const { violations, passes } = await axe.run('[data-first-paint]', { runOnly: ['aria-hidden-focus'] });
    const focused = [...document.querySelectorAll<HTMLElement>('[data-first-paint] :is(a, button, input)')]
      .filter((element) => {
        element.focus();
        return document.activeElement === element;
      })
      .map((element) => element.outerHTML.slice(0, 80));
    return { axe: { violations: violations.length, passes: passes.length }, focused };
  });
}

let browser: Browser;
let pages: [name: string, path: string][];
beforeAll(async () => {
  browser = await launchBrowser();
  const { categoryId, goodsId } = await seedIds();
  pages = [
    ['home', '/index'],
    ['goods', `/goodDetail?gshp_id=${goodsId}`],
    // Filled from three replies, its chips and filter rows drawn once per entry of theirs.
    ['category', `/category?id=${categoryId}`],
    ['search', `/searchList?keywords=${encodeURIComponent('月季')}`],
  ];
});
afterAll(async () => {
  await browser?.close();
});

describe('each first paint', () => {
  for (const screen of [DESKTOP, PHONE]) {
    it(`draws the texts and pictures the app draws for the same data, in the same boxes, out of the keyboard's way, at ${screen.width} px`, async () => {
      for (const [name, path] of pages) {
        // Before any script: the screenshot is the first paint as a visitor without the app's code sees it.
        const scriptless = await openScreen(browser, screen);
        const boxes = await firstPaintPictures(scriptless.page, path, `first-paint-${name}-${screen.width}`);
        const painted = await drawnContent(scriptless.page, '[data-first-paint]');
        expect(await firstPaintOutOfTheWay(scriptless.page), name).toEqual({ axe: { violations: 0, passes: 1 }, focused: [] });
        await scriptless.context.close();
        expect(painted.pictures.length, name).toBeGreaterThan(0);

        const { context, page } = await openScreen(browser, screen);
        await watchLargestPaint(page);
        await page.goto(path);
        await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
        const app = await drawnContent(page, '#root');
        for (const text of painted.texts) expect(app.texts, `${name}: ${text.className}`).toContainEqual(text);
        for (const picture of painted.pictures) expect(app.pictures, `${name}: ${picture.src}`).toContainEqual(picture);
        await expectAppDrewFirstPaint(page, boxes);
        await context.close();
      }
    });
  }
});
