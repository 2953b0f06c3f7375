import { CONFIRM_RECEIPT } from '@garden/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { ensureAddress, payingCard, signInDemoShopper } from './shop-api';

// Steps on the order pages that several journeys take the same way.

const baseUrl = inject('baseUrl');

/** The demo shopper of the order journeys: its login key and fresh pages of one browser. */
export interface OrderShopper {
  key: string;
  /** A fresh page at the shop with its own storage; pages sign in with ?key=. */
  openPage: () => Promise<Page>;
}

/**
 * The calling test file's shopper: the demo shopper signed in with an address to ship to, and a
 * browser, ready before its first test and closed after its last. Use it inside tests only.
 */
export function useOrderShopper(): OrderShopper {
  let browser: Browser | undefined;
  const shopper: OrderShopper = {
    key: '',
    openPage: () => {
      if (!browser) throw new Error('useOrderShopper: open pages inside tests, once the browser is up');
      return openPage(browser, baseUrl);
    },
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    shopper.key = await signInDemoShopper();
    await ensureAddress(shopper.key);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return shopper;
}

/** A 1x1 PNG: a picture to upload. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** `count` pictures for a file input. */
export const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `flower-${index + 1}.png`, mimeType: 'image/png', buffer: PNG }));

/** The detail page's main region. */
export const orderDetail = (page: Page) => page.getByRole('region', { name: '订单详情' });

/** The review form's pictures of the (only) goods. */
export function uploadedPictures(page: Page): Locator {
  return page
    .getByTestId('review-goods')
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: /^图片 \d+$/ }) });
}

/** Presses an order button and answers 确定 to its question. */
export async function pressAndConfirm(page: Page, scope: Locator, button: string, question: string): Promise<void> {
  await scope.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.getByRole('button', { name: '确定' }).click();
  // The dialog fades out; the page is the shopper's again once its overlay is gone.
  await expect.poll(() => page.locator('.mantine-Modal-overlay').count()).toBe(0);
}

/** Pays the placed order on /payway with the shopper's member card; lands on its detail page, 待发货. */
export async function payByCardOnPayway(page: Page, key: string, orderId: number): Promise<void> {
  const card = await payingCard(key);
  await page.goto(`/payway?order_id=${orderId}&key=${key}`);
  await page.getByRole('button', { name: new RegExp(card.FName) }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.waitForURL(/\/orderDetail\?id=/);
  await orderDetail(page).getByRole('heading', { name: '待发货' }).waitFor();
}

/** Confirms receipt of the shipped order open on its detail page: the trade is complete. */
export async function confirmReceipt(page: Page): Promise<void> {
  const detail = orderDetail(page);
  await pressAndConfirm(page, detail, '确认收货', CONFIRM_RECEIPT);
  await detail.getByRole('heading', { name: '交易完成' }).waitFor();
}
