// Uploads behind a CDN (`GARDEN_S3_PUBLIC_URL` with `GARDEN_STORAGE=s3`, README "Running in production"): the
// replies, the back office's included, and the first HTML of a page name each upload on the CDN, which serves its
// bytes, while the database keeps the shop's own path and the back office's saves of what it read keep it too.
import { endpoints } from '@garden/contract';
import { REDIRECT_TYPES, SAVED } from '@garden/domain';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carousels, goods, goodsPictures } from '../db/schema/index';
import { createSeededContext } from '../test/catalogue-factories';
import { contextForFile } from '../test/context';
import { call, callAsOperator } from '../test/http';
import { callOperator } from '../test/operator-calls';
import { useS3Server } from '../test/s3-server';
import { writeMiniWebBuild } from '../test/web-build';
import { publicMedia } from './public-media';

const NAME = 'pc/0123456789abcdef0123456789abcdef.png';

describe('publicMedia', () => {
  const media = publicMedia('https://cdn.example.com/shop/');

  it('names an upload on the CDN wherever a reply gives it as a whole value, in a description’s HTML too', () => {
    const reply = JSON.stringify({ thumbnail: `/uploads/${NAME}`, imgs: [`/uploads/${NAME}`], descpt: `<p>花</p><img src="/uploads/${NAME}">` });
    expect(JSON.parse(media.publish(reply))).toEqual({
      thumbnail: `https://cdn.example.com/shop/${NAME}`,
      imgs: [`https://cdn.example.com/shop/${NAME}`],
      descpt: `<p>花</p><img src="https://cdn.example.com/shop/${NAME}">`,
    });
    expect(media.origin).toBe('https://cdn.example.com');
  });

  it('leaves alone what is no upload: seed pictures, other names, a path inside a shopper’s text', () => {
    const reply = JSON.stringify({
      seed: '/media/seed/g1-0.svg',
      page: '/uploads/pc/not-an-upload.html',
      longer: `/uploads/${NAME}x`,
      text: `看 /uploads/${NAME} 这张`,
    });
    expect(media.publish(reply)).toBe(reply);
  });

  it('reads a CDN address back as the stored path, alone, in an attribute or in JSON text, and nothing else', () => {
    const cdn = `https://cdn.example.com/shop/${NAME}`;
    const file = new File(['x'], 'a.png');
    expect(
      media.receive({
        img_url: cdn,
        pictures: [{ url: cdn }],
        descpt: `<img src="${cdn}" alt="">`,
        order_comment: JSON.stringify([{ pics: [cdn] }]),
        text: `看 ${cdn} 这张`,
        other: `https://elsewhere.example.com/shop/${NAME}`,
        img: file,
      }),
    ).toEqual({
      img_url: `/uploads/${NAME}`,
      pictures: [{ url: `/uploads/${NAME}` }],
      descpt: `<img src="/uploads/${NAME}" alt="">`,
      order_comment: JSON.stringify([{ pics: [`/uploads/${NAME}`] }]),
      text: `看 ${cdn} 这张`,
      other: `https://elsewhere.example.com/shop/${NAME}`,
      img: file,
    });
  });

  it('keeps a quote in the base from ending the JSON string or the attribute it lands in', () => {
    const odd = publicMedia('https://cdn.example.com/a"b');
    const json = odd.publish(JSON.stringify({ descpt: `<img src="/uploads/${NAME}">` }));
    expect(JSON.parse(json).descpt).toBe(`<img src="https://cdn.example.com/a%22b/${NAME}">`);
  });
});

describe('a shop whose uploads are in a bucket behind a CDN', () => {
  // The bucket's own address on s3rver plays the CDN: it serves the objects to anyone.
  const bucket = useS3Server({ publicBaseUrl: 'bucket' });
  let webDir = '';
  const ctx = contextForFile(async () => {
    webDir = await writeMiniWebBuild();
    return createSeededContext({ storage: 's3', s3: bucket, webDir });
  });
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  /** Pictures uploaded through the back office's upload call: the addresses it answered. */
  async function uploadPictures(prefix: string, count: number): Promise<string[]> {
    const files = Array.from({ length: count }, (_, i) => new File([PNG, new Uint8Array([i])], `p${i}.png`, { type: 'image/png' }));
    const { body } = await callAsOperator<{ img_arr: string[] }>(ctx, 'POST', endpoints.uploadOperatorImages.path, { form: { prefix, img: files } });
    return body.data.img_arr;
  }
  const stored = (url: string) => `/uploads/${url.slice(bucket.bucketUrl.length + 1)}`;

  let cdnPictures: string[] = [];
  beforeAll(async () => {
    cdnPictures = await uploadPictures('goods', 2);
  });

  it('answers an upload with its CDN address, which serves the bytes; the shop’s old address sends browsers there', async () => {
    const [picture = ''] = cdnPictures;
    expect(picture).toMatch(new RegExp(`^${bucket.bucketUrl}/goods/[0-9a-f]{32}\\.png$`));
    const served = await fetch(picture);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([...PNG, 0]));
    const old = await ctx.app.request(stored(picture));
    expect([old.status, old.headers.get('location')]).toEqual([302, picture]);
  });

  it('keeps a slide saved with the CDN address as the shop’s path, and the home reply names the CDN', async () => {
    const [picture = ''] = await uploadPictures('home', 1);
    const saved = await callOperator<{ carousel_id: number; img_url: string }>(ctx, 'saveCarouselSlide', {
      carousel_name: '秋季球根上新',
      img_url: picture,
      redirect_type: REDIRECT_TYPES.search,
      redirect_id: '郁金香',
      sort_order: 0,
    });
    expect(saved.body).toMatchObject({ code: 200, msg: SAVED, data: { img_url: picture } });
    const [row] = await ctx.db.select().from(carousels).where(eq(carousels.carouselId, saved.body.data.carousel_id));
    expect(row?.imgUrl).toBe(stored(picture));
    const home = await call<{ pccarousel: { img_url: string }[] }>(ctx.app, 'GET', endpoints.readHome.path);
    expect(home.body.data.pccarousel.map((slide) => slide.img_url)).toContain(picture);
  });

  it('names the goods’ pictures on the CDN in the goods reply, the editor’s and the product page’s first HTML; the database keeps paths', async () => {
    const [first = '', second = ''] = cdnPictures;
    const [leaf] = await ctx.db.select({ catId: goods.catId }).from(goods).limit(1);
    const made = await callOperator<{ goods_id: number; pictures: { url: string }[] }>(ctx, 'createGoods', {
      name: '云端月季',
      cat_id: leaf?.catId,
      send_address_id: 1,
      descpt: `<p>花大色艳</p><img src="${second}" alt="">`,
      pictures: [{ url: first }, { url: second }],
      attributes: [{ name: '规格', values: [{ label: '1加仑' }] }],
      skus: [{ values: ['1加仑'], market_price: '50.00', stock: 5 }],
      start_num: 1,
      nbei: 1,
      is_sale: 1,
    });
    expect(made.body.code).toBe(200);
    const goodsId = made.body.data.goods_id;
    expect(made.body.data.pictures.map((picture) => picture.url)).toEqual([first, second]);
    const [row] = await ctx.db.select().from(goods).where(eq(goods.goodsId, goodsId));
    expect([row?.thumbnail, row?.descpt]).toEqual([stored(first), `<p>花大色艳</p><img src="${stored(second)}" alt="" />`]);
    const pictures = await ctx.db.select({ url: goodsPictures.imgUrl }).from(goodsPictures).where(eq(goodsPictures.goodsId, goodsId));
    expect(pictures.map((picture) => picture.url)).toEqual([stored(first), stored(second)]);

    const info = await call<{ thumbnail: string; pictures: { img_url: string }[]; descpt: string }>(ctx.app, 'GET', endpoints.readGoods.path, {
      query: { city_name: '', gshp_id: goodsId, is_group: 0 },
    });
    expect([info.body.data.thumbnail, ...info.body.data.pictures.map((picture) => picture.img_url)]).toEqual([first, first, second]);
    expect(info.body.data.descpt).toContain(`src="${second}"`);
    const editor = await callOperator<{ pictures: { url: string }[] }>(ctx, 'readAdminGoods', { goods_id: goodsId });
    expect(editor.body.data.pictures.map((picture) => picture.url)).toEqual([first, second]);

    const page = await ctx.app.request(`/goodDetail?gshp_id=${goodsId}`);
    const html = await page.text();
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first}">`);
    expect(html).toContain(`<meta property="og:image" content="${first}">`);
    expect(html).not.toContain('"/uploads/');
    // The page lets its pictures come from the CDN.
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${new URL(bucket.bucketUrl).origin}`);
  });
});
