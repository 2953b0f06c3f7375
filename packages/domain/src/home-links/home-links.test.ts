import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_USE_APP,
  GROUP_BUY_USE_APP,
  HOME_LINK_ID_INVALID,
  HOME_LINK_NAME_REQUIRED,
  HOME_LINK_TYPE_INVALID,
  RESERVATION_USE_APP,
} from '../messages/messages';
import { checkHomeLink, HOME_LINK_NAME_MAX } from './check-home-link';
import { REDIRECT_TYPES, resolveHomeLink } from './resolve-home-link';

describe('resolveHomeLink', () => {
  it('refuses group-buy, bridge and 预定 links with their messages', () => {
    expect(resolveHomeLink({ redirectType: REDIRECT_TYPES.groupBuy, redirectId: 3, name: '拼团' })).toEqual({
      ok: false,
      message: '团购详情请前往app查看',
    });
    expect(resolveHomeLink({ redirectType: REDIRECT_TYPES.bridge, redirectId: 3, name: '桥' })).toEqual({
      ok: false,
      message: '该模块请前往app查看',
    });
    expect(resolveHomeLink({ redirectType: REDIRECT_TYPES.goods, redirectId: 3, name: '月季预定专场' })).toEqual({
      ok: false,
      message: '预定商品请前往app查看',
    });
  });

  it('sends the other kinds to their pages', () => {
    expect(resolveHomeLink({ redirectType: 1, redirectId: 88, name: '月季' })).toEqual({ ok: true, to: '/goodDetail', search: { gshp_id: '88' } });
    expect(resolveHomeLink({ redirectType: 2, redirectId: 5, name: '绣球' })).toEqual({
      ok: true,
      to: '/category',
      search: { id: '5', name: '绣球' },
    });
    expect(resolveHomeLink({ redirectType: 4, redirectId: '1,2,3', name: '' })).toEqual({ ok: true, to: '/actGoodsList', search: { id: '1,2,3' } });
    expect(resolveHomeLink({ redirectType: 99, redirectId: 1, name: '' })).toEqual({ ok: true, to: '/index', search: {} });
  });
});

describe('properties', () => {
  it('a link whose title contains 预定 is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.string(), fc.string(), (redirectType, before, after) => {
        const target = resolveHomeLink({ redirectType, redirectId: 1, name: `${before}预定${after}` });
        expect(target.ok).toBe(false);
        if (!target.ok) expect([GROUP_BUY_USE_APP, BRIDGE_USE_APP, RESERVATION_USE_APP]).toContain(target.message);
      }),
    );
  });
});

describe('checkHomeLink', () => {
  const link = (redirectType: number, redirectId: string, name = '春季新品') => ({ redirectType, redirectId, name });

  it('takes each kind with its own target', () => {
    expect(checkHomeLink(link(REDIRECT_TYPES.goods, '88'))).toBeNull();
    expect(checkHomeLink(link(REDIRECT_TYPES.category, '5'))).toBeNull();
    expect(checkHomeLink(link(REDIRECT_TYPES.goodsList, '1,2,3'))).toBeNull();
    expect(checkHomeLink(link(REDIRECT_TYPES.search, '多肉'))).toBeNull();
    expect(checkHomeLink(link(REDIRECT_TYPES.groupBuy, '12'))).toBeNull();
  });

  it('refuses a blank or too long title, an unknown kind and a target that does not fit', () => {
    expect(checkHomeLink(link(1, '88', '  '))).toBe(HOME_LINK_NAME_REQUIRED);
    expect(checkHomeLink(link(1, '88', '月'.repeat(HOME_LINK_NAME_MAX + 1)))).toBe(HOME_LINK_NAME_REQUIRED);
    expect(checkHomeLink(link(0, '88'))).toBe(HOME_LINK_TYPE_INVALID);
    expect(checkHomeLink(link(REDIRECT_TYPES.goods, 'abc'))).toBe(HOME_LINK_ID_INVALID);
    expect(checkHomeLink(link(REDIRECT_TYPES.goods, '0'))).toBe(HOME_LINK_ID_INVALID);
    expect(checkHomeLink(link(REDIRECT_TYPES.goodsList, '1,,2'))).toBe(HOME_LINK_ID_INVALID);
    expect(checkHomeLink(link(REDIRECT_TYPES.search, ' '))).toBe(HOME_LINK_ID_INVALID);
  });

  it('accepts only links the storefront sends to a page of their own or refuses with a use-the-app message', () => {
    const kinds = Object.values(REDIRECT_TYPES);
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 10 }), fc.string({ maxLength: 12 }), fc.string({ minLength: 1, maxLength: 30 }), (type, id, name) => {
        if (checkHomeLink(link(type, id, name)) !== null) return;
        expect(kinds).toContain(type);
        const target = resolveHomeLink(link(type, id, name));
        if (target.ok) expect(target.to).not.toBe('/index');
      }),
    );
  });
});
