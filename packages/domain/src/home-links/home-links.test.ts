import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIDGE_USE_APP, GROUP_BUY_USE_APP, RESERVATION_USE_APP } from '../messages/messages';
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
