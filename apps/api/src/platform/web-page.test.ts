import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/context';
import { categories, goodsPictures } from '../db/schema/index';
import { createGoods, createSeededContext } from '../test/catalogue-factories';
import { createWebPage } from './web-page';

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

/** A temporary folder laid out as the web's build: its page, Vite's manifest and the first calls of each route. */
async function writeWebBuild(build: { html: string; manifest: object; firstCalls: object }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'garden-web-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), build.html);
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(build.manifest));
  await writeFile(path.join(dir, '.vite/first-calls.json'), JSON.stringify(build.firstCalls));
  return dir;
}

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = await writeWebBuild({ html: HTML, manifest: MANIFEST, firstCalls: FIRST_CALLS });
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
    // A page runs our own scripts only and is never framed, never sniffed (platform/hardening.ts).
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'; script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
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

// A build with the boot script and first paints, served with canned replies: how a page draws its largest
// pictures before the app (web src/boot.ts, features/*/components/*-first-paint.ts).
describe('the first paint', () => {
  const VITE_HTML = [
    '<!doctype html><html><head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"><!--first-paint--></div></body></html>',
  ].join('\n');
  const PAINT =
    '<div data-first-paint><p>{{data.name}}</p><img src="{{data.pictures.0.img_url}}" alt="{{data.name}}"><i>{{data.pictures.length}}</i></div>';
  const PAINTED_CALLS = {
    '*': [{ url: '/v3/category/father_list?city_name=' }],
    '/goodDetail': [{ url: '/v2/goods/info?city_name=&gshp_id=%7Bgshp_id%7D&is_group=0', images: ['data.pictures.0.img_url'], paint: PAINT }],
    '/searchList': [
      { url: '/v1/search/sou?city_name=&keywords=%7Bkeywords%3Atext%7D&page=1', paint: '<h1 data-first-paint>“{{?keywords}}” {{data.total}}</h1>' },
    ],
  };
  const goods: Record<string, unknown> = {
    '7': {
      name: '</p><script>alert(1)</script> "月季" & $& 花',
      pictures: [{ img_url: '/media/seed/g7-0.svg?a=1&b="2"' }, { img_url: '/media/x.svg' }],
    },
    '8': { name: '无图', pictures: [] },
  };
  let dir: string;
  let app: Hono;
  beforeAll(async () => {
    dir = await writeWebBuild({
      html: VITE_HTML,
      manifest: { ...MANIFEST, 'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true } },
      firstCalls: PAINTED_CALLS,
    });
    const callApi = async (url: string) => {
      const id = /gshp_id=(\d+)/.exec(url)?.[1];
      const search = url.startsWith('/v1/search/sou') ? { list: [], total: 3 } : undefined;
      const data = url.startsWith('/v3/category/father_list') ? { list: [] } : id ? goods[id] : search;
      return Response.json(data ? { code: 200, msg: 'ok', data } : { code: 404, msg: 'no', data: null });
    };
    app = new Hono().get('*', createWebPage(dir, callApi));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const firstPaint = (html: string) => /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
  const template = (html: string) => /<template id="app-chunks">(.*?)<\/template>/.exec(html)?.[1];

  it("fills the page's first paint from its reply, every value escaped, into the app shell", async () => {
    const html = await (await app.request('/goodDetail?gshp_id=7')).text();
    const paint = firstPaint(html);
    expect(paint).toBe(
      '<div data-first-paint><p>&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;月季&quot; &amp; $&amp; 花</p>' +
        '<img src="/media/seed/g7-0.svg?a=1&amp;b=&quot;2&quot;" alt="&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;月季&quot; &amp; $&amp; 花"><i>2</i></div>',
    );
    // The picture is the first request the page makes: its preload comes before every script and style.
    expect(html.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/media/seed/g7-0.svg?a=1&amp;b=&quot;2&quot;">')).toBeLessThan(
      html.indexOf('<link rel="stylesheet"'),
    );
  });

  it('loads the boot script in place of the app, whose script and preloads wait in its template', async () => {
    const html = await (await app.request('/goodDetail?gshp_id=7')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(template(html)).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
    // Outside the template nothing names the app's scripts: the browser fetches them only when boot asks.
    const outside = html.replace(/<template id="app-chunks">.*?<\/template>/, '');
    expect(outside).not.toContain('/assets/index-1.js');
    expect(outside).not.toContain('/assets/shared-1.js');
  });

  it('takes a text parameter of the page trimmed and encoded as the web encodes it, and draws it escaped', async () => {
    const keywords = ' 月季 & <b>花</b>+盆 ';
    const html = await (await app.request(`/searchList?keywords=${encodeURIComponent(keywords)}`)).text();
    const url = `/v1/search/sou?${new URLSearchParams({ city_name: '', keywords: keywords.trim(), page: '1' })}`;
    expect(Object.keys(inlined(html))).toContain(url);
    expect(firstPaint(html)).toBe('<h1 data-first-paint>“月季 &amp; &lt;b&gt;花&lt;/b&gt;+盆” 3</h1>');
    // A blank search is the page's to refuse: no call, no first paint.
    const blank = await (await app.request('/searchList?keywords=%20%20')).text();
    expect(Object.keys(inlined(blank))).toEqual(['/v3/category/father_list?city_name=']);
    expect(firstPaint(blank)).toBe('');
  });

  it('draws no first paint when a slot has no value, and then loads the app at once', async () => {
    const html = await (await app.request('/goodDetail?gshp_id=8')).text();
    expect(firstPaint(html)).toBe('');
    expect(template(html)).toBeUndefined();
    expect(html).not.toContain('boot-1.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
  });

  it('leaves a page without a first paint as the build wrote it, the mark emptied', async () => {
    const html = await (await app.request('/cartList')).text();
    expect(firstPaint(html)).toBe('');
    expect(html).not.toContain('<!--first-paint-->');
    expect(html).not.toContain('boot-1.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});
