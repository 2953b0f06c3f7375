import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/context';
import { categories, goodsPictures } from '../db/schema/index';
import { createGoods, createSeededContext } from '../test/catalog-factories';

// A web build in miniature: the page, Vite's manifest and the first calls the build lists.
const HTML = '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/routes/[index].tsx?tsr-split=component': { file: 'assets/_index_-1.js', imports: ['_shared.js', '_cards.js'], css: ['assets/home-1.css'] },
  '_cards.js': { file: 'assets/cards-1.js' },
};
const FIRST_CALLS = {
  '*': [{ url: '/v3/category/father_list?city_name=' }],
  '/index': [{ url: '/v1/search/sou?city_name=&keywords=' }],
  '/goodDetail': [
    { url: '/v2/goods/info?city_name=&gshp_id=%7Bgshp_id%7D&is_group=0', images: ['data.pictures.0.img_url', 'data.pictures.5.img_url'] },
  ],
};

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'garden-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), HTML);
  await writeFile(path.join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(webDir, '.vite/first-calls.json'), JSON.stringify(FIRST_CALLS));
  ctx = await createSeededContext({ webDir });
  await ctx.db.insert(categories).values({ catName: '</script><script>alert(1)</script>', parentId: 0, level: 1 });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

const inlined = (html: string): Record<string, { code: number; data: unknown }> =>
  JSON.parse(/<script type="application\/json" id="first-calls">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the web page', () => {
  it('names the route chunks the entry does not, and carries the first calls that answered 200', async () => {
    const response = await ctx.app.request('/index');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/_index_-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/shared-1.js"');
    const replies = inlined(html);
    // The blank keyword answers 400: a failed call is left for the page to make and show.
    expect(Object.keys(replies)).toEqual(['/v3/category/father_list?city_name=']);
    expect(replies['/v3/category/father_list?city_name=']?.code).toBe(200);
  });

  it('keeps a text that spells </script> inside the data block', async () => {
    const html = await (await ctx.app.request('/index')).text();
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.stringify(inlined(html))).toContain('</script><script>alert(1)</script>');
  });

  it('gives another page only the calls every page makes, and compresses as the browser accepts', async () => {
    const response = await ctx.app.request('/cartList', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).not.toContain('modulepreload');
    expect(Object.keys(inlined(html))).toEqual(['/v3/category/father_list?city_name=']);
  });

  it("fills a call's address from the page's parameters and preloads the picture its reply names", async () => {
    const goods = await createGoods(ctx.db, { name: '预载月季' });
    await ctx.db.insert(goodsPictures).values({ goodsId: goods.goodsId, imgUrl: '/media/seed/first.svg', type: 1, sortOrder: 0 });
    const html = await (await ctx.app.request(`/goodDetail?gshp_id=${goods.goodsId}`)).text();
    const url = `/v2/goods/info?city_name=&gshp_id=${goods.goodsId}&is_group=0`;
    expect(Object.keys(inlined(html))).toContain(url);
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/seed/first.svg">');
    // A parameter that is no id leaves the call to the page.
    const odd = await (await ctx.app.request('/goodDetail?gshp_id=1%26x%3D2')).text();
    expect(Object.keys(inlined(odd))).toEqual(['/v3/category/father_list?city_name=']);
  });
});
