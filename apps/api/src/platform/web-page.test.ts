import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/context';
import { categories, goodsPictures } from '../db/schema/index';
import { createGoods, createSeededContext } from '../test/catalogue-factories';
import { eq } from 'drizzle-orm';
import { sitemapDocuments } from '../modules/catalogue/index';
import { callOperator, type OperatorCaller, operatorOfRole } from '../test/operator-calls';
import { invalidateCatalogue } from './catalogue-cache';
import { createWebPage } from './web-page';
import { MINI_MANIFEST, writeMiniWebBuild, writeWebBuild } from '../test/web-build';

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = await writeMiniWebBuild();
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
// pictures before the app (web src/boot.ts, build/first-paints.tsx).
describe('the first paint', () => {
  const VITE_HTML = [
    '<!doctype html><html><head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"><!--first-paint--></div></body></html>',
  ].join('\n');
  const PAINT =
    '<div data-first-paint><p>{{0.data.name}}</p><img src="{{0.data.pictures.0.img_url}}" alt="{{0.data.name}}"><i>{{0.data.pictures.length}}</i></div>';
  const PAINTED_CALLS = {
    '*': [{ url: '/v3/category/father_list?city_name=' }],
    '/goodDetail': [{ url: '/v2/goods/info?city_name=&gshp_id=%7Bgshp_id%7D&is_group=0', images: ['data.pictures.0.img_url'], paint: PAINT }],
    '/searchList': [
      { url: '/v1/search/sou?city_name=&keywords=%7Bkeywords%3Atext%7D&page=1', paint: '<h1 data-first-paint>“{{?keywords}}” {{0.data.total}}</h1>' },
    ],
    // A paint of a page's three calls, with list sections: nested, from the second entry, in an address.
    '/category': [
      {
        url: '/v3/category/product_list?city_name=&cat_id=%7Bid%7D',
        paint:
          '<ul data-first-paint><b>{{0.data.name}}</b>{{#1.data.list}}<li>{{1.data.list.*.name}}:{{#1.data.list.*.values}}<i>{{1.data.list.*.values.*}}</i>{{/1.data.list.*.values}}</li>{{/1.data.list}}' +
          '<a href="/c?b={{2.data.brand.0}}">x</a>{{#2.data.brand.1}}<a href="/c?b=%7B%7B2.data.brand.*%7D%7D">y</a>{{/2.data.brand.1}}</ul>',
      },
      { url: '/v3/category/father_list?city_name=&father_id=%7Bid%7D' },
      { url: '/v1/category/filter?city_name=&cat_id=%7Bid%7D' },
    ],
    // A layout chosen by the reply (the home page's first theme by its goods count), a slot in an address.
    '/index': [
      {
        url: '/v3/home/index?city_name=&count=%7Bcount%7D',
        paint: {
          by: '0.data.theme.0.goods.length',
          paints: {
            '3': '<b data-first-paint>{{0.data.theme.0.theme_name}}</b>',
            '*': '<a data-first-paint href="/s?q=%7B%7B0.data.theme.0.theme_name%7D%7D">*</a>',
          },
        },
      },
    ],
  };
  const goods: Record<string, unknown> = {
    '7': {
      name: '</p><script>alert(1)</script> "月季" & $& 花',
      pictures: [{ img_url: '/media/seed/g7-0.svg?a=1&b="2"' }, { img_url: '/media/x.svg' }],
    },
    '8': { name: '无图', pictures: [] },
  };
  /** Category 5's goods, branches (one without values) and brands; category 6 has no branch list. */
  const categoryReplies = (url: string): unknown => {
    const id = /(?:cat_id|father_id)=(\d+)/.exec(url)?.[1];
    if (!id) return undefined;
    if (url.startsWith('/v3/category/product_list')) return { name: '月季 & 花' };
    if (url.startsWith('/v3/category/father_list')) {
      return id === '5'
        ? {
            list: [
              { name: '藤本', values: ['<大>', '小'] },
              { name: '灌木', values: [] },
            ],
          }
        : { list: null };
    }
    return { brand: ['a&b', 'c d', 'é'] };
  };
  let dir: string;
  let app: Hono;
  beforeAll(async () => {
    dir = await writeWebBuild({
      html: VITE_HTML,
      manifest: { ...MINI_MANIFEST, 'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true } },
      firstCalls: PAINTED_CALLS,
    });
    const callApi = async (url: string) => {
      const id = /gshp_id=(\d+)/.exec(url)?.[1];
      const search = url.startsWith('/v1/search/sou') ? { list: [], total: 3 } : undefined;
      const count = /count=(\d+)/.exec(url)?.[1];
      if (count) return Response.json({ code: 200, msg: 'ok', data: { theme: [{ theme_name: '月季 & 花', goods: Array(Number(count)).fill({}) }] } });
      const category = categoryReplies(url);
      if (category) return Response.json({ code: 200, msg: 'ok', data: category });
      const data = url.startsWith('/v3/category/father_list') ? { list: [] } : id ? goods[id] : search;
      return Response.json(data ? { code: 200, msg: 'ok', data } : { code: 404, msg: 'no', data: null });
    };
    app = new Hono().get('*', createWebPage(dir, callApi, 'http://localhost'));
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

  it("draws the paint of the reply's layout, or the default one, a slot in an address encoded", async () => {
    expect(firstPaint(await (await app.request('/index?count=3')).text())).toBe('<b data-first-paint>月季 &amp; 花</b>');
    expect(firstPaint(await (await app.request('/index?count=5')).text())).toBe(
      '<a data-first-paint href="/s?q=%E6%9C%88%E5%AD%A3%20%26%20%E8%8A%B1">*</a>',
    );
  });

  it("fills a paint from the page's several replies, drawing each list section once per entry", async () => {
    expect(firstPaint(await (await app.request('/category?id=5')).text())).toBe(
      '<ul data-first-paint><b>月季 &amp; 花</b><li>藤本:<i>&lt;大&gt;</i><i>小</i></li><li>灌木:</li>' +
        '<a href="/c?b=a&amp;b">x</a><a href="/c?b=c%20d">y</a><a href="/c?b=%C3%A9">y</a></ul>',
    );
    // A section whose list is missing leaves the page without a paint, as a missing slot does.
    expect(firstPaint(await (await app.request('/category?id=6')).text())).toBe('');
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

// What a search engine reads without running script (issue 33 "SEO"), on the real app: the same requests a
// crawler makes, the HTML's head checked element by element and the JSON-LD parsed.
describe('what search engines read', () => {
  const ORIGIN = 'http://localhost';
  /** The head's elements: title, `<meta name>` and `<meta property>` contents, canonical, JSON-LD blocks. */
  function headOf(html: string) {
    const head = html.slice(0, html.indexOf('</head>'));
    const attribute = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const metas = (kind: 'name' | 'property') =>
      Object.fromEntries([...head.matchAll(new RegExp(`<meta ${kind}="([^"]+)" content="([^"]*)"`, 'g'))].map((m) => [m[1], attribute(m[2] ?? '')]));
    return {
      titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => attribute(m[1] ?? '')),
      descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => attribute(m[1] ?? '')),
      named: metas('name'),
      properties: metas('property'),
      canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => attribute(m[1] ?? '')),
      jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null')),
      scriptsOpened: (head.match(/<script\b/g) ?? []).length,
      scriptsClosed: (head.match(/<\/script>/g) ?? []).length,
    };
  }
  const page = async (address: string) => headOf(await (await ctx.app.request(address)).text());

  let operator: OperatorCaller;
  let leaf: { catId: number; catName: string; parentId: number };
  /** Goods made through the operator's API, as the back office makes them: four SKUs of 50.00 to 80.50. */
  const goodsFields = (overrides: Record<string, unknown> = {}) => ({
    name: '</script><script>alert(1)</script> "安吉拉" 藤本月季',
    shortname: '多季开花 & 耐热',
    cat_id: leaf.catId,
    send_address_id: 1,
    descpt: '<p>花大色艳，<b>耐热</b>。</p><script>alert(2)</script>',
    pictures: [{ url: '/media/seed/g1-0.svg' }, { url: '/media/seed/g1-1.svg' }],
    attributes: [{ name: '规格', values: [{ label: '1加仑' }, { label: '2加仑' }] }],
    skus: [
      { values: ['1加仑'], market_price: '50.00', stock: 5 },
      { values: ['2加仑'], market_price: '80.5', stock: 0 },
    ],
    start_num: 1,
    nbei: 1,
    is_sale: 1,
    ...overrides,
  });
  const makeGoods = async (overrides: Record<string, unknown> = {}) => {
    const made = await callOperator<{ goods_id: number }>(operator, 'createGoods', goodsFields(overrides));
    expect(made.body.code).toBe(200);
    return made.body.data.goods_id;
  };
  beforeAll(async () => {
    operator = await operatorOfRole(ctx, '运营');
    const [row] = await ctx.db.select().from(categories).where(eq(categories.level, 3)).limit(1);
    if (!row) throw new Error('the seed has no third-level category');
    leaf = row;
  });

  it('gives a product page its own title, description, canonical, Open Graph and schema.org Product and BreadcrumbList', async () => {
    const id = await makeGoods();
    const name = goodsFields().name;
    const head = await page(`/goodDetail?gshp_id=${id}&from=ad`);
    const url = `${ORIGIN}/goodDetail?gshp_id=${id}`;
    expect(head.titles).toEqual([`${name} – ${leaf.catName} – 花园商城`]);
    expect(head.descriptions).toEqual(['多季开花 & 耐热：花大色艳，耐热。']);
    expect(head.canonical).toEqual([url]);
    expect(head.named.robots).toBeUndefined();
    expect(head.properties).toMatchObject({
      'og:type': 'product',
      'og:title': head.titles[0],
      'og:url': url,
      'og:image': `${ORIGIN}/media/seed/g1-0.svg`,
      'product:price:amount': '50.00',
      'product:price:currency': 'CNY',
    });
    // The name spelling </script> ends no block: every script element the head opens is the one it closes.
    expect(head.scriptsClosed).toBe(head.scriptsOpened);
    const [product, breadcrumbs] = head.jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description: head.descriptions[0],
      image: [`${ORIGIN}/media/seed/g1-0.svg`, `${ORIGIN}/media/seed/g1-1.svg`],
      productID: String(id),
      url,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '50.00',
        highPrice: '80.50',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect(product.sku).toMatch(/^\d+$/);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    const steps = breadcrumbs.itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, i) => i + 1));
    expect(steps[0]).toEqual({ '@type': 'ListItem', position: 1, name: '首页', item: `${ORIGIN}/index` });
    expect(steps.at(-2)).toMatchObject({ name: leaf.catName, item: `${ORIGIN}/category?id=${leaf.catId}` });
    expect(steps.at(-1)).toMatchObject({ name, item: url });
    // Three levels of categories between the home page and the goods.
    expect(steps).toHaveLength(5);
  });

  it('offers one price when every SKU costs the same, out of stock when none is left', async () => {
    const id = await makeGoods({
      name: '单价月季',
      skus: [
        { values: ['1加仑'], market_price: '30', stock: 0 },
        { values: ['2加仑'], market_price: '30', stock: 0 },
      ],
    });
    const [product] = (await page(`/goodDetail?gshp_id=${id}`)).jsonLd;
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: '30.00',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/OutOfStock',
      url: `${ORIGIN}/goodDetail?gshp_id=${id}`,
    });
  });

  it("drops a goods' head with the goods' change: renamed through the operator's API, the title follows", async () => {
    const id = await makeGoods({ name: '改名前月季' });
    expect((await page(`/goodDetail?gshp_id=${id}`)).titles[0]).toBe(`改名前月季 – ${leaf.catName} – 花园商城`);
    const renamed = await callOperator(operator, 'updateGoods', { ...goodsFields({ name: '改名后月季' }), goods_id: id });
    expect(renamed.body.code).toBe(200);
    const head = await page(`/goodDetail?gshp_id=${id}`);
    expect(head.titles[0]).toBe(`改名后月季 – ${leaf.catName} – 花园商城`);
    expect(head.jsonLd[0].name).toBe('改名后月季');
  });

  it('keeps goods taken off sale out of search results and the sitemap, and says when goods are gone', async () => {
    const id = await makeGoods({ name: '下架月季' });
    expect(await (await ctx.app.request('/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/goodDetail?gshp_id=${id}</loc>`);
    expect((await callOperator(operator, 'setGoodsSale', { goods_id: id, is_sale: 3 })).body.code).toBe(200);
    expect((await page(`/goodDetail?gshp_id=${id}`)).named.robots).toBe('noindex');
    expect(await (await ctx.app.request('/sitemap.xml')).text()).not.toContain(`gshp_id=${id}<`);
    const gone = await page('/goodDetail?gshp_id=99999999');
    expect(gone.titles).toEqual(['商品不存在或已下架 – 花园商城']);
    expect(gone.named.robots).toBe('noindex');
    expect(gone.jsonLd).toEqual([]);
  });

  it('gives a category page its own title, description, canonical and breadcrumbs', async () => {
    const head = await page(`/category?id=${leaf.catId}&sort=1`);
    expect(head.titles).toEqual([`${leaf.catName} – 花园商城`]);
    expect(head.descriptions).toEqual([`花园商城的${leaf.catName}：正品好苗，送货到家。`]);
    expect(head.canonical).toEqual([`${ORIGIN}/category?id=${leaf.catId}`]);
    expect(head.named.robots).toBeUndefined();
    const steps = head.jsonLd[0].itemListElement as { position: number; item: string }[];
    expect(steps.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    expect(steps.at(-1)?.item).toBe(`${ORIGIN}/category?id=${leaf.catId}`);
  });

  it('gives a search page its own title and canonical, kept out of the index; the account and checkout pages too', async () => {
    const head = await page(`/searchList?keywords=${encodeURIComponent(' 月季 "<b>" ')}&page=2`);
    expect(head.titles).toEqual(['“月季 "<b>"”的搜索结果 – 花园商城']);
    expect(head.canonical).toEqual([`${ORIGIN}/searchList?keywords=%E6%9C%88%E5%AD%A3+%22%3Cb%3E%22`]);
    expect(head.named.robots).toBe('noindex');
    for (const address of ['/editOrder', '/cartList', '/userOrder', '/login']) expect((await page(address)).named.robots).toBe('noindex');
    const home = await page('/index');
    expect(home.canonical).toEqual([`${ORIGIN}/index`]);
    expect(home.named.robots).toBeUndefined();
  });

  it('answers robots.txt as text: the private pages, the back office and the API disallowed, the sitemap named', async () => {
    const response = await ctx.app.request('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    for (const path of [
      '/cartList',
      '/editOrder',
      '/payway',
      '/userCenter',
      '/userOrder',
      '/orderDetail',
      '/admin/',
      '/v1/',
      '/v2/',
      '/v3/',
      '/api/',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /goodDetail');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers sitemap.xml as XML: the categories shown and the goods on sale, each with its last change', async () => {
    const id = await makeGoods({ name: '地图月季' });
    const response = await ctx.app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    // Created through the operator's API: its last change is the audit trail's record of it, or its addition.
    expect(xml).toMatch(new RegExp(`<url><loc>${ORIGIN}/goodDetail\\?gshp_id=${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`));
    expect(xml).toContain(`<url><loc>${ORIGIN}/category?id=${leaf.catId}</loc>`);
    expect(xml).not.toContain('<sitemapindex');
  });

  it("moves a goods' lastmod when an operator changes the goods", async () => {
    const id = await makeGoods({ name: '改动月季' });
    const lastmod = async () =>
      new RegExp(`gshp_id=${id}</loc><lastmod>([^<]+)</lastmod>`).exec(await (await ctx.app.request('/sitemap.xml')).text())?.[1];
    const before = await lastmod();
    expect(before).toBeDefined();
    ctx.clock.advance(60_000);
    expect(await lastmod()).toBe(before);
    expect((await callOperator(operator, 'updateGoods', { ...goodsFields({ name: '改动后月季' }), goods_id: id })).body.code).toBe(200);
    expect(await lastmod()).toBe(ctx.clock.now().toISOString());
  });

  it('leaves hidden categories out of the sitemap, and those under them', async () => {
    const [hidden] = await ctx.db.insert(categories).values({ catName: '隐藏分类', parentId: 0, level: 1, hidden: true }).returning();
    const [under] = await ctx.db
      .insert(categories)
      .values({ catName: '隐藏之下', parentId: hidden?.catId ?? 0, level: 2 })
      .returning();
    // Written behind the services' back: nothing told the catalogue cache, which keeps the sitemap's addresses.
    invalidateCatalogue(ctx.db);
    const xml = await (await ctx.app.request('/sitemap.xml')).text();
    expect(xml).not.toContain(`/category?id=${hidden?.catId}<`);
    expect(xml).not.toContain(`/category?id=${under?.catId}<`);
    expect(xml).toContain(`/category?id=${leaf.parentId}<`);
  });

  it('splits the sitemap into an index of files past the limit', async () => {
    const whole = await sitemapDocuments(ctx.db, ORIGIN);
    const addresses = [...whole.index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const split = await sitemapDocuments(ctx.db, ORIGIN, 2);
    expect(split.index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(split.files).toHaveLength(Math.ceil(addresses.length / 2));
    const listed = [...split.index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual(split.files.map((_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));
    const inFiles = split.files.flatMap((file) => [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(inFiles).toEqual(addresses);
    for (const file of split.files) expect((file.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(2);
    // Under the limit of 50 000 the app serves one file and no numbered ones.
    expect((await ctx.app.request('/sitemaps/1.xml')).status).toBe(404);
  });
});
