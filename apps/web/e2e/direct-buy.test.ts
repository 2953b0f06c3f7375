import { checkBalanceWindow, GOODS_NOT_FOUND, NOTHING_TO_SETTLE } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from './browser';
import { buyFromGoodsPage, findDepositGoods, findGoodsPerShipFrom, openSignedIn, submitOrder } from './buying-steps';
import { call, ensureAddress, signInDemoShopper } from './shop-api';

// Buying now (shopping §2 editOrder, once=1): the order page's address names the goods, so a reload or
// another tab opens the same checkout, priced again by the server; a deposit goods' order page says when
// its balance is paid (shopping §4 "Deposit orders").

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

/** What the order page shows of its goods and sums, to compare two visits by. */
async function readCheckout(page: Page): Promise<{ lines: string | null; sums: string | null; total: string | null }> {
  const total = page.locator('.checkout-bar__total strong');
  await expect.poll(() => total.textContent()).toMatch(/^¥\d/);
  return {
    lines: await page.locator('.checkout-lines').first().textContent(),
    sums: await page.locator('.checkout-sums').first().textContent(),
    total: await total.textContent(),
  };
}

/** Full-page screenshots at a desktop and a phone width. */
async function screenshotWidths(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('buying now', () => {
  it('opens /editOrder?once=1 with the goods in the address, keeps them over a reload and in a new tab, and places the order', async () => {
    const key = await signInDemoShopper();
    await ensureAddress(key);
    const [goods] = await findGoodsPerShipFrom(key, 1);
    const page = await browser.open();
    await openSignedIn(page, key);
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder\?once=1&/);
    const address = new URL(page.url());
    expect(address.searchParams.get('gshp_id')).toBe(String(goods!.gshp_id));
    expect(Number(address.searchParams.get('number'))).toBeGreaterThanOrEqual(goods!.start_num);
    const shown = await readCheckout(page);
    expect(shown.lines).toContain(goods!.name);
    await screenshotWidths(page, 'direct-buy-1-edit-order');

    await page.reload();
    expect(await readCheckout(page)).toEqual(shown);

    // Another tab has none of this tab's storage: the address alone opens the same checkout.
    const tab = await browser.open();
    await tab.goto(`${address.pathname}${address.search}&key=${key}`);
    expect(await readCheckout(tab)).toEqual(shown);
    await tab.context().close();

    // The address picker comes back to the same direct buy.
    await page.getByRole('link', { name: '更换地址' }).click();
    await page.waitForURL(/\/addressList\?hasorder=1/);
    await page.locator('.address-card__body').first().click();
    await page.waitForURL(/\/editOrder\?once=1&/);
    expect(page.url()).toBe(address.href);
    expect((await readCheckout(page)).lines).toBe(shown.lines);

    await submitOrder(page);
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/wxPay/);
    const { list } = await call<{ list: { order_id: number }[] }>(`/v1/order/list?key=${key}&o_status=-1&page=1`);
    const order = await call<{ order_amount: string; goods_list: { goods_id: number; goods_number: number }[] }>(
      `/v1/order/detail?key=${key}&order_id=${list[0]!.order_id}`,
    );
    expect(order.goods_list).toContainEqual(
      expect.objectContaining({ goods_id: goods!.gshp_id, goods_number: Number(address.searchParams.get('number')) }),
    );
    expect(`¥${order.order_amount}`).toBe(shown.total);
    await page.context().close();
  });

  it('says what is wrong with an order page address that names no goods, or goods that do not exist', async () => {
    const key = await signInDemoShopper();
    const page = await browser.open();
    await openSignedIn(page, key);
    await page.goto('/editOrder?once=1&gshp_id=abc');
    await page.getByText(NOTHING_TO_SETTLE).waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    await page.goto('/editOrder?once=1&gshp_id=999999&number=1');
    await page.getByRole('alert').filter({ hasText: GOODS_NOT_FOUND }).waitFor();
    await saveScreenshot(page, 'direct-buy-2-goods-not-found');
    await page.context().close();
  });

  it('shows a deposit order’s amount, the deposit paid now, the balance and when the balance is paid, over a reload too', async () => {
    const key = await signInDemoShopper();
    await ensureAddress(key);
    const goods = await findDepositGoods(key);
    const page = await browser.open();
    await openSignedIn(page, key);
    await buyFromGoodsPage(page, goods, '支付定金');
    await page.waitForURL(/\/editOrder\?once=1&.*is_dingjin=1/);
    const sums = page.locator('.checkout-sums').first();
    const window = checkBalanceWindow({ payBegTime: goods.pay_beg_time, payEndTime: goods.pay_end_time }, new Date());
    for (const text of ['订单金额', '定金（现在支付）', '尾款（尾款支付期内支付）']) {
      await expect.poll(() => sums.textContent()).toContain(text);
    }
    const balanceWindow = page.locator('.checkout-sums__window');
    await expect.poll(() => balanceWindow.textContent()).toBe(window.message);
    await screenshotWidths(page, 'direct-buy-3-deposit');
    await page.reload();
    await expect.poll(() => balanceWindow.textContent()).toBe(window.message);
    await page.context().close();
  });
});
