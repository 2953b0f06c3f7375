import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocalPath } from './is-local-path';

const SHOP = 'https://shop.example.com';
/** The WHATWG URL parser browsers use: a global in Node and browsers, which the domain's compile settings do not name. */
declare const URL: new (url: string, base: string) => { origin: string };

describe('isLocalPath', () => {
  it('takes the shop’s own pages, with their query and fragment', () => {
    for (const path of ['/', '/userOrder', '/payway?done=1', '/orderDetail?id=3#top', '/search?q=%E6%9C%88']) expect(isLocalPath(path)).toBe(true);
  });

  it('refuses another host however it is spelled, and anything that is not a path', () => {
    for (const text of [
      '',
      'userOrder',
      '//evil.example',
      '//evil.example/userOrder',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '/a\\b',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
    ])
      expect(isLocalPath(text)).toBe(false);
  });
});

describe('properties', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom('/', '\\', '.', ':', '@', '\t', '\n', ' ', 'a', '%', '?', '#') }),
    fc.webUrl(),
    fc.webPath(),
  );

  it('an accepted return address never leaves the shop’s origin', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        if (isLocalPath(text)) expect(new URL(text, SHOP).origin).toBe(SHOP);
      }),
    );
  });

  it('an address that names a host is never accepted', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => !isLocalPath(url)));
    fc.assert(fc.property(fc.domain(), fc.constantFrom('//', '/\\', '\\\\', '\\/'), (host, lead) => !isLocalPath(`${lead}${host}`)));
  });

  it('every path the shop’s pages have is accepted', () => {
    fc.assert(fc.property(fc.webPath(), (path) => isLocalPath(path === '' ? '/' : path) === !path.startsWith('//')));
  });
});
