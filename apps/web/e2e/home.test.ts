import { NO_MORE_DATA } from '@garden/domain';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, saveScreenshot } from './browser';
import { expectAppDrewFirstPaint, firstPaintPictures, watchLargestPaint } from './first-paint';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

describe('home', () => {
  it('rotates the carousel and loads themes two at a time down to the end message', async () => {
    const page = await browser.open();
    await page.goto('/index');
    const slides = page.getByTestId('carousel-slide');
    await slides.first().waitFor();
    const shownSlide = () => slides.evaluateAll((all) => all.findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true'));
    const first = await shownSlide();
    // The banner turns every 2.5 s (storefront §9).
    await expect.poll(shownSlide, { timeout: 8_000 }).not.toBe(first);
    await page.getByTestId('home-theme').first().waitFor();
    await saveScreenshot(page, 'home-1-top');

    const themes = page.getByTestId('home-theme');
    const firstPage = await themes.count();
    expect(firstPage).toBe(2);
    // Scrolling to the bottom marker fetches the next two themes, until fewer than two come back.
    for (let i = 0; i < 20 && (await page.getByTestId('no-more').count()) === 0; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect(page.getByTestId('no-more').textContent()).resolves.toBe(NO_MORE_DATA);
    expect(await themes.count()).toBeGreaterThan(firstPage);
    const layouts = await themes.evaluateAll((all) => all.map((theme) => theme.className));
    for (const size of ['3', '4', '8', '9']) expect(layouts.some((name) => name.includes(size))).toBe(true);
    await saveScreenshot(page, 'home-2-all-themes');
    await page.context().close();
  });

  it('paints a first visit from the replies the page carries, without asking for them again', async () => {
    const page = await browser.open();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/v3/category/father_list') || (url.includes('/v3/home/index') && url.includes('page=1'))) asked.push(url);
    });
    await page.goto('/index');
    await page.getByTestId('home-theme').first().waitFor();
    await page.getByRole('navigation').first().waitFor();
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("draws the first screen's pictures before the app runs, where the app then draws the same ones", async () => {
    const scriptless = await browser.open();
    const painted = await firstPaintPictures(scriptless, '/index', 'home-0-first-paint');
    await scriptless.context().close();
    // The carousel's first slide and the first theme's two large goods.
    expect(painted).toHaveLength(3);

    const page = await browser.open();
    await watchLargestPaint(page);
    await page.goto('/index');
    await page.getByTestId('home-theme').first().waitFor();
    await expectAppDrewFirstPaint(page, painted);
    await saveScreenshot(page, 'home-0-app');
    await page.context().close();
  });

  it('sends an unknown path to /index and reloads the 404 page on click', async () => {
    const page = await browser.open();
    await page.goto('/no-such-page');
    await page.waitForURL('**/index');
    await page.goto('/not_found_404');
    const notFound = page.getByRole('button', { name: /404.*页面走丢了，点击页面重新加载/ });
    await notFound.waitFor();
    // A mark on this document: a reload gives a new document without it.
    await page.evaluate(() => Object.assign(window, { beforeClick: true }));
    await Promise.all([page.waitForEvent('load'), notFound.click()]);
    await notFound.waitFor();
    expect(await page.evaluate(() => 'beforeClick' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/not_found_404');
    await page.context().close();
  });
});
