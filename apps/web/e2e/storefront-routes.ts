import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { call } from './shop-api';

// Every storefront route and the screens to see them at, for the journeys that sweep them all (every-width, accessibility).

export interface Screen {
  width: number;
  height: number;
  touch: boolean;
}
export const PHONE: Screen = { width: 375, height: 812, touch: true };
export const TABLET: Screen = { width: 768, height: 1024, touch: true };
export const DESKTOP: Screen = { width: 1366, height: 768, touch: false };
export const SCREENS = [PHONE, TABLET, DESKTOP];

/** A page at `screen`; phones and tablets emulate touch, and `screen` is the device's, not only the window. */
export async function openScreen(browser: Browser, screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: screen.width, height: screen.height },
    screen: { width: screen.width, height: screen.height },
    isMobile: screen.touch,
    hasTouch: screen.touch,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The routes of routeTree with the query each needs to show something (`ids` from the seed). */
export function storefrontRoutes(ids: { categoryId: number; goodsId: number }): string[] {
  const { categoryId, goodsId } = ids;
  return [
    '/index',
    `/category?id=${categoryId}`,
    `/goodDetail?gshp_id=${goodsId}`,
    '/searchList?keywords=月季',
    '/searchListTest?keywords=月季',
    '/activity',
    '/actGoodsList',
    '/recommend',
    '/recommendDetail',
    '/login',
    '/cartList',
    '/shopCart',
    '/editOrder',
    '/payway',
    '/wxPay',
    '/userCenter',
    '/userOrder',
    '/commentSuccess',
    '/myComment',
    '/addressList',
    '/editAddress',
    '/chooseAddress',
    '/coupon',
    '/userCard',
    '/myBalance',
    '/turnCash',
    '/myCollect',
    '/bkHome',
    '/bkList',
    '/bkSecondCat',
    '/bkGoodDetail',
    '/bkAdvancedScreening',
    '/bkDownload',
    '/bkPreviewPdf',
    '/parcelLogin',
    '/parcelBack',
    '/not_found_404',
  ];
}

export async function seedIds() {
  const { nav } = await call<{ nav: { cat_id: number }[] }>('/v3/home/index?page=1');
  const { list } = await call<{ list: { id: number }[] }>(`/v1/search/sou?keywords=${encodeURIComponent('月季')}&page=1`);
  const categoryId = nav[0]?.cat_id ?? 1;
  const goodsId = list[0]?.id ?? 1;
  return { categoryId, goodsId };
}
