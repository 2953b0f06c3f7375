import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, FINDER_LINK, FOOTER_LINKS, TRADER_MENU, USER_MENU } from './site-links';

/** The pages the router has, as TanStack Router's generator lists them (routeTree.gen.ts). */
function routePaths(): Set<string> {
  const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return new Set([...block.matchAll(/'([^']+)':/g)].map((match) => match[1] as string).filter((path) => path !== '/$'));
}

describe('the site frame’s links', () => {
  it('every menu and footer link goes to a page the router has, never to the /index fallback', () => {
    const paths = routePaths();
    expect(paths.size).toBeGreaterThan(20);
    const links = [FINDER_LINK, ...ACCOUNT_MENU, ...USER_MENU, ...TRADER_MENU, ...FOOTER_LINKS.flatMap((group) => group.links)];
    expect(links.filter((link) => !paths.has(new URL(link.href, 'http://shop').pathname))).toEqual([]);
  });

  it('the account menu has the eight entries of storefront §2', () => {
    expect(ACCOUNT_MENU.map((link) => link.label)).toEqual([
      '我的订单',
      '收货地址',
      '我的评价',
      '我的优惠券',
      '会员卡',
      '我的余额',
      '个人信息',
      '我的收藏',
    ]);
  });
});
