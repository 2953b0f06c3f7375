import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_NAME } from '../messages/messages';
import {
  availabilityOf,
  DESCRIPTION_MAX,
  goodsDescription,
  isPrivateStorefrontPath,
  offerPrice,
  plainText,
  productTitle,
  sitemapFiles,
} from './page-head';

describe('productTitle', () => {
  it('names the goods, its category and the shop', () => {
    expect(productTitle(' 月季 “安吉拉” ', '月季')).toBe(`月季 “安吉拉” – 月季 – ${SHOP_NAME}`);
  });
  it('leaves out a blank category', () => {
    expect(productTitle('绣球', ' ')).toBe(`绣球 – ${SHOP_NAME}`);
  });
});

describe('goodsDescription', () => {
  it('joins the short name and the text of the description, tags and scripts dropped, references decoded', () => {
    const html = '<p>耐寒&amp;耐热</p><script>alert(1)</script><ul><li>花期&nbsp;长</li></ul>&#x6708;&#23395;';
    expect(plainText(html)).toBe('耐寒&耐热 花期 长 月季');
    expect(goodsDescription('多季开花', html)).toBe('多季开花：耐寒&耐热 花期 长 月季');
    expect(plainText('<p>花大色艳，<b>耐热</b>。</p>')).toBe('花大色艳，耐热。');
  });
  it('cuts a long text to the limit with an ellipsis, never splitting a character', () => {
    const text = goodsDescription('', `<p>${'花'.repeat(200)}😀</p>`);
    expect(Array.from(text)).toHaveLength(DESCRIPTION_MAX);
    expect(text.endsWith('花…')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), fc.integer({ min: 2, max: 200 }), (shortname, html, max) => {
        const description = goodsDescription(shortname, html, max);
        expect(Array.from(description).length).toBeLessThanOrEqual(max);
      }),
    );
  });
  it('is blank for goods that say nothing of themselves', () => {
    expect(goodsDescription(' ', '<p> </p>')).toBe('');
  });
});

describe('offerPrice', () => {
  it('gives one price when every SKU costs the same, else the range', () => {
    expect(offerPrice('12.50', '12.50')).toEqual({ price: '12.50' });
    expect(offerPrice('12.50', '30.00')).toEqual({ lowPrice: '12.50', highPrice: '30.00' });
    expect(offerPrice('12.50', '')).toEqual({ price: '12.50' });
  });
});

describe('availabilityOf', () => {
  it('reads the stock', () => {
    expect(availabilityOf(3)).toBe('https://schema.org/InStock');
    expect(availabilityOf(0)).toBe('https://schema.org/OutOfStock');
  });
});

describe('isPrivateStorefrontPath', () => {
  it('knows the account and checkout pages from the catalogue', () => {
    expect(isPrivateStorefrontPath('/editOrder')).toBe(true);
    expect(isPrivateStorefrontPath('/userOrder')).toBe(true);
    expect(isPrivateStorefrontPath('/goodDetail')).toBe(false);
  });
});

describe('sitemapFiles', () => {
  it('splits the addresses into files of at most the limit, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 7 }), (urls, limit) => {
        const files = sitemapFiles(urls, limit);
        expect(files.flat()).toEqual(urls);
        for (const file of files) expect(file.length).toBeLessThanOrEqual(limit);
        expect(files).toHaveLength(Math.max(1, Math.ceil(urls.length / limit)));
      }),
    );
  });
  it('refuses a limit below one', () => {
    expect(() => sitemapFiles([1], 0)).toThrow(RangeError);
  });
});
