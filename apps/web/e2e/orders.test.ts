import {
  AFTER_SALES_REASON_REQUIRED,
  CONFIRM_CANCEL_AFTER_SALES,
  CONFIRM_CANCEL_ORDER,
  CONFIRM_DELETE_ORDER,
  COPY_SUCCEEDED,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  NO_ORDER_MATCHES,
  ORDER_SN_INVALID,
  SELECT_AFTER_SALES_GOODS,
  TRACKING_NUMBER_REQUIRED,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, saveScreenshot } from './browser';
import { PNG, confirmReceipt, orderDetail, payByCardOnPayway, pressAndConfirm, useOrderShopper } from './order-pages';
import { payByCard, placeOrder, readOrder, shipAsOperator } from './shop-api';

// The order pages: an order paid by member card, found under 待发货, its detail, a refund-only
// after-sales request and its withdrawal; a shipped order's tracking, a return request and receipt; and the
// recycle bin with a cancelled order.

const shopper = useOrderShopper();

// A picture padded to the 1 MB limit (the domain refuses 1 MB or more).
const TOO_LARGE = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);

/** The order's card in the list. */
function orderCard(page: Page, orderSn: string) {
  return page.getByRole('article', { name: `订单 ${orderSn}` });
}

/** Searches the list by order number (typed, as a shopper does). */
async function searchOrder(page: Page, orderSn: string): Promise<void> {
  const list = page.getByRole('region', { name: '我的订单' });
  await list.getByLabel('订单号', { exact: true }).fill(orderSn);
  await list.getByRole('button', { name: '搜索' }).click();
}

/** Opens a tab of /userOrder. */
async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: '订单状态' }).getByRole('button', { name: tab, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: tab, exact: true }).getAttribute('aria-pressed')).toBe('true');
}

describe('orders', () => {
  it('pays by member card, lists the order under 待发货, applies for a refund and withdraws it', async () => {
    const orderId = await placeOrder(shopper.key);
    const { order_sn: orderSn } = await readOrder(shopper.key, orderId);
    const page = await shopper.openPage();

    // Paying by card lands on the order's detail: paid, the bar at step 2, only after-sales offered.
    await payByCardOnPayway(page, shopper.key, orderId);
    const detail = orderDetail(page);
    // Every line shows a weight, 0.01kg where the goods carry none (shopping §3).
    await detail
      .getByRole('cell', { name: /^\d+(\.\d+)?kg$/ })
      .first()
      .waitFor();
    expect(await detail.locator('.order-actions button').allTextContents()).toEqual(['申请售后']);
    await saveScreenshot(page, 'orders-1-detail-paid');

    // The list: the header leads there; the order sits under 待发货; search takes digits only.
    await page.getByRole('banner').getByRole('link', { name: '我的订单' }).click();
    await page.waitForURL(/\/userOrder/);
    await openTab(page, '待发货');
    await orderCard(page, orderSn).waitFor();
    await searchOrder(page, '12ab');
    await expectToast(page, ORDER_SN_INVALID);
    await searchOrder(page, '9999999999');
    await page.getByText(NO_ORDER_MATCHES).waitFor();
    await searchOrder(page, orderSn);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await saveScreenshot(page, 'orders-2-list-pending-shipment');
    // The search stays on as the tabs change: none under 待收货 says the search found nothing.
    await openTab(page, '待收货');
    await page.getByText(NO_ORDER_MATCHES).waitFor();

    // After-sales: the type page, then the form, refusing what the domain refuses.
    await openTab(page, '待发货');
    await orderCard(page, orderSn).getByRole('button', { name: '申请售后' }).click();
    await page.waitForURL(/\/chooseAfter/);
    // Nothing has shipped: refund only, no return and refund.
    await page.getByRole('link', { name: /仅退款/ }).waitFor();
    expect(await page.getByRole('link', { name: /退货退款/ }).count()).toBe(0);
    await saveScreenshot(page, 'orders-3-choose-after');
    await page.getByRole('link', { name: /仅退款/ }).click();
    await page.waitForURL(/\/afterService\?/);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, SELECT_AFTER_SALES_GOODS);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, AFTER_SALES_REASON_REQUIRED);
    await page.getByLabel('售后原因', { exact: true }).selectOption({ label: '卖家缺货' });
    const upload = page.getByLabel('上传凭证图片');
    await upload.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: TOO_LARGE });
    await expectToast(page, FILE_TOO_LARGE);
    await upload.setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: PNG });
    await upload.setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByRole('img', { name: '售后凭证' }).count()).toBe(1);
    await page.getByPlaceholder('请描述您遇到的问题').fill('暂时不需要了');
    await saveScreenshot(page, 'orders-4-after-service');
    await page.getByRole('button', { name: '提交申请' }).click();

    // Back on the detail: 售后中 with its refund number; withdrawing puts the order back to 待发货.
    await page.waitForURL(/\/orderDetail\?id=/);
    await detail.getByRole('heading', { name: '售后中' }).waitFor();
    await detail.getByText(/退款单号/).waitFor();
    await saveScreenshot(page, 'orders-5-detail-after-sales');
    await pressAndConfirm(page, detail, '撤销售后', CONFIRM_CANCEL_AFTER_SALES);
    await detail.getByRole('heading', { name: '待发货' }).waitFor();
    expect(await readOrder(shopper.key, orderId)).toMatchObject({ o_status: 1 });
    await page.context().close();
  });

  it('shows a shipped order with its tracking, asks a return for the courier number, and confirms receipt', async () => {
    const orderId = await placeOrder(shopper.key);
    await payByCard(shopper.key, orderId);
    await shipAsOperator(orderId);
    const page = await shopper.openPage();
    await page.goto(`/orderDetail?id=${orderId}&key=${shopper.key}`);
    const detail = orderDetail(page);
    await detail.getByRole('heading', { name: '待收货' }).waitFor();
    expect(await detail.locator('.order-detail__status .order-actions button').allTextContents()).toEqual(['查看物流', '确认收货', '申请售后']);
    await detail.getByRole('heading', { name: '物流信息' }).waitFor();
    await detail.getByText('顺丰速运').waitFor();
    await saveScreenshot(page, 'orders-8-detail-shipped');
    // The courier number's copy action (shopping §8) puts the number on the clipboard and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = detail.getByRole('button', { name: /^复制 / });
    const invoiceNo = ((await copy.getAttribute('aria-label')) ?? '').replace('复制 ', '');
    await copy.click();
    await expectToast(page, COPY_SUCCEEDED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invoiceNo);

    // A return needs the courier and its number (shopping §5).
    await detail.getByRole('button', { name: '申请售后' }).click();
    await page.getByRole('link', { name: /退货退款/ }).click();
    await page.waitForURL(/\/afterService\?/);
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('售后原因', { exact: true }).selectOption({ label: '质量问题或破损' });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, TRACKING_NUMBER_REQUIRED);
    await expect.poll(() => page.getByLabel('快递公司').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('快递单号').fill('773012345678');
    await saveScreenshot(page, 'orders-9-return-form');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL(/\/orderDetail\?id=/);
    await detail.getByRole('heading', { name: '售后中' }).waitFor();
    await pressAndConfirm(page, detail, '撤销售后', CONFIRM_CANCEL_AFTER_SALES);

    // Back to pending receipt; confirming completes the trade and offers the review.
    await detail.getByRole('heading', { name: '待收货' }).waitFor();
    await confirmReceipt(page);
    await detail.getByRole('button', { name: '评价' }).waitFor();
    await page.getByRole('status').waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'orders-10-detail-complete');
    expect(await readOrder(shopper.key, orderId)).toMatchObject({ o_status: 7 });
    await page.context().close();
  });

  it('cancels an unpaid order, deletes it to the recycle bin and restores it as closed', async () => {
    const orderId = await placeOrder(shopper.key);
    const { order_sn: orderSn } = await readOrder(shopper.key, orderId);
    const page = await shopper.openPage();
    await page.goto(`/userOrder?key=${shopper.key}`);
    await openTab(page, '待付款');
    await searchOrder(page, orderSn);
    const card = orderCard(page, orderSn);
    await card.getByText('待付款').waitFor();
    await saveScreenshot(page, 'orders-6-list-unpaid');
    await pressAndConfirm(page, card, '取消订单', CONFIRM_CANCEL_ORDER);
    await expectToast(page, '订单已取消');
    await page.getByText(NO_ORDER_MATCHES).waitFor();

    await openTab(page, '全部');
    await card.getByText('交易关闭').waitFor();
    await pressAndConfirm(page, card, '删除订单', CONFIRM_DELETE_ORDER);
    await page.getByText(NO_ORDER_MATCHES).waitFor();

    await openTab(page, '回收站');
    await card.getByRole('button', { name: '还原订单' }).waitFor();
    await saveScreenshot(page, 'orders-7-recycle-bin');
    await card.getByRole('button', { name: '还原订单' }).click();
    await page.getByText(NO_ORDER_MATCHES).waitFor();

    await openTab(page, '全部');
    await card.getByText('交易关闭').waitFor();
    expect(await readOrder(shopper.key, orderId)).toMatchObject({ o_status: 0, is_delete: 1 });
    await page.context().close();
  });
});
