import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, saveScreenshot, useBrowser } from './browser';
import { garden } from './cli';
import { call, post, registerShopper } from './shop-api';

// The login key never travels in an address (storefront §2, §7): a page that arrives with ?key= keeps it and
// takes it out of the address at once; every call sends it in the `key` header, and the quotation PDF opens
// through a short-lived signed link. Over a signed-in trader's visit, no request the page makes carries it.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

/** Every address the page asks for, its frames and subresources included. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Whether an address carries a login key: a `key` query parameter, or the key itself anywhere. */
const carriesKey = (url: string, key: string) => new URL(url).searchParams.has('key') || url.includes(key) || url.includes(encodeURIComponent(key));

describe('the login key', () => {
  it('is taken out of the address at once, and no request of a signed-in visit carries it, the quotation PDF included', async () => {
    const { mobile, key } = await registerShopper();
    await garden('users', 'trader', '--mobile', mobile);
    const { data: plants } = await call<{ data: { id: number }[] }>('/v1/catalogue/search?limit=24');
    for (const plant of plants.slice(0, 2)) await post(key, '/v1/catalogue/cart', { spu_id: plant.id });

    const page = await browser.open();
    const urls = recordRequests(page);
    // The addresses this test opens itself, ?key= as a link from outside would carry it.
    const opened = [`${baseUrl}/index?key=${key}`, `${baseUrl}/searchList?keywords=%E6%9C%88%E5%AD%A3&key=${key}#top`];

    await page.goto(opened[0] as string);
    await page.getByTestId('user-menu').waitFor();
    expect(page.url()).toBe(`${baseUrl}/index`);
    expect(await page.evaluate(() => localStorage.getItem('garden.key'))).toBe(JSON.stringify(key));

    // Another page, other parameters kept as they were written.
    await page.goto(opened[1] as string);
    expect(page.url()).toBe(`${baseUrl}/searchList?keywords=%E6%9C%88%E5%AD%A3#top`);
    await page.locator('a[href^="/goodDetail"]').first().click();
    await page.waitForURL(/\/goodDetail\?gshp_id=\d+/);
    await page.waitForLoadState('networkidle');

    for (const path of ['/userCenter', '/userOrder', '/shopCart', '/addressList', '/coupon', '/myBalance', '/myCollect', '/myComment']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    // The quotation PDF: saved through the download link, shown in the preview's frame.
    await page.goto('/bkList');
    await page.getByRole('button', { name: '生成PDF' }).click();
    await expectToast(page, '报价单已生成');
    const download = page.getByRole('link', { name: '下载PDF' });
    await download.waitFor();
    const href = (await download.getAttribute('href')) as string;
    const head = await page.evaluate(async (address) => {
      const bytes = new Uint8Array(await (await fetch(address)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    }, href);
    expect(head).toBe('%PDF-');
    const framed = page.waitForResponse((response) => response.url().includes('/v1/catalogue/pdf?') && response.url().includes('inline=1'));
    await page.getByRole('link', { name: '预览' }).click();
    await page.waitForURL(/\/bkPreviewPdf$/);
    expect((await framed).headers()['content-type']).toBe('application/pdf');
    await saveScreenshot(page, 'login-key-pdf-preview');

    const calls = urls.filter((url) => new URL(url).pathname.match(/^\/v\d+\//));
    expect(calls.length).toBeGreaterThan(20);
    const openedRequests = opened.map((address) => address.replace(/#.*$/, ''));
    expect(urls.filter((url) => !openedRequests.includes(url)).filter((url) => carriesKey(url, key))).toEqual([]);
    await page.context().close();
  });
});
