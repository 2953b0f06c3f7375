import type { OperatorOrder, OperatorOrderDetail } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { ORDER_NOTE_SAVED, PARCEL_NUMBER_INVALID } from '@garden/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clearNotices, navigation, notice, shoot, signInHere, useBrowser } from './browser';
import { apiCall, demoShopperKey, ownerAuth, placePaidTwoLineOrder } from './shop-api';

// The demo 仓库 account finds a paid order in 订单, prints its packing slip, ships part of it and then the rest;
// the detail shows both parcels, the timeline names the operator who shipped them, and the shopper's order page
// shows both parcels. Then a shipping sheet: a bad row ships nothing and is named, the corrected sheet ships
// (issue 32 "Orders and shipping").
const browser = useBrowser(() => inject('baseUrl'));
const WAREHOUSE_LOGIN = 'cangku';
const WAREHOUSE_PASSWORD = 'garden123';

/** The order as the back office reads it, read as the seeded shop manager. */
async function readOrder(orderId: number): Promise<OperatorOrder> {
  return (await apiCall<OperatorOrderDetail>('GET', endpoints.readShopOrder.path, { order_id: orderId }, await ownerAuth())).order;
}

/** A paid two-line order waiting for the warehouse, as the back office lists it, and its shopper's login key. */
async function prepare(): Promise<{ order: OperatorOrder; shopperKey: string }> {
  const order = await readOrder(await placePaidTwoLineOrder());
  expect(order.tab).toBe('toShip');
  return { order, shopperKey: await demoShopperKey() };
}

/** Presses a 打印发货单 button: the packing slip arrives as a PDF and opens in a tab of its own, closed again. */
async function printSlips(page: Page, button: Locator): Promise<void> {
  const [popup, response] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((answer) => answer.url().includes(endpoints.printPackingSlips.path)),
    button.click(),
  ]);
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await popup.close();
}

/** The parcels the shopper's order page shows (storefront 物流信息, one block per parcel). */
async function shopperParcels(shop: Page, orderId: number, key: string, count: number): Promise<string[]> {
  await shop.goto(`/orderDetail?id=${orderId}&key=${key}`);
  await shop.getByRole('heading', { name: '待收货' }).waitFor();
  await shop.getByRole('heading', { name: '物流信息' }).waitFor();
  await expect.poll(() => shop.locator('.tracking__head').count()).toBe(count);
  return shop.locator('.tracking__head').allTextContents();
}

/** Chooses `file` for the file button `name` (Mantine's FileButton opens the browser's file chooser). */
async function upload(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name }).click()]);
  await chooser.setFiles(file);
}

const csv = (rows: string[][]) => ({
  name: 'ship.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[['订单号', '快递公司', '快递单号'], ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`),
});

const shipDialog = (page: Page) => page.getByRole('dialog', { name: /^发货/ });

/** Fills the open 发货 dialog with a carrier and a number, and sends it; waits for the server's 已发货. */
async function ship(page: Page, carrier: string, invoice: string): Promise<void> {
  const dialog = shipDialog(page);
  await dialog.getByRole('combobox', { name: '快递公司' }).click();
  await page.getByRole('option', { name: carrier }).click();
  await dialog.getByLabel('快递单号').fill(invoice);
  await dialog.getByRole('button', { name: '保存' }).click();
  await notice(page, '已发货').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('the back office: orders and shipping', () => {
  it('a 仓库 prints a packing slip and ships a paid order in two parcels; the detail and the shopper’s page show both', async () => {
    const { order, shopperKey } = await prepare();
    const [first, ...rest] = order.goods_list;
    const page = await browser.open();
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await signInHere(page, WAREHOUSE_LOGIN, WAREHOUSE_PASSWORD);

    const menu = navigation(page);
    // 仓库 reads orders and ships; the catalogue is not theirs.
    expect(await menu.getByRole('link', { name: '商品' }).count()).toBe(0);
    await menu.getByRole('link', { name: '订单' }).click();
    await page.waitForURL('**/admin/orders');
    await page.getByRole('table', { name: '订单' }).locator('tr[data-order]').first().waitFor();
    await page.getByRole('tab', { name: /待发货/ }).click();
    await page.waitForURL(/tab=toShip/);
    await shoot(page, '30-orders-list');

    // Found by its number, then opened.
    await page.getByLabel('订单号').fill(order.order_sn);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.locator(`tr[data-order="${order.order_id}"]`);
    await page.waitForURL(/sn=/);
    // The tab's page stays on screen until the filtered one arrives.
    await expect.poll(() => page.locator('tr[data-order]').count()).toBe(1);
    await row.waitFor();
    // Chosen in the list, its packing slip prints from there.
    await row.getByRole('checkbox', { name: `选择订单 ${order.order_sn}` }).check();
    await page.getByText('已选 1 个订单').waitFor();
    await shoot(page, '34-orders-selected');
    await printSlips(page, page.getByRole('button', { name: '打印发货单' }));
    await row.getByRole('link', { name: '详情' }).click();
    await page.waitForURL(`**/admin/orders/${order.order_id}`);
    await page.getByRole('heading', { name: '时间线' }).waitFor();
    await shoot(page, '31-order-detail');
    await printSlips(page, page.getByRole('button', { name: '打印发货单' }));

    // The first parcel: only the first line; a number that is no courier number is refused by the domain's rule first.
    await page.getByRole('button', { name: '发货', exact: true }).click();
    const dialog = shipDialog(page);
    await dialog.waitFor();
    await shoot(page, '32-ship-dialog');
    for (const line of rest) await dialog.getByRole('checkbox', { name: new RegExp(line.goods_name) }).uncheck();
    await dialog.getByLabel('快递单号').fill('SF12');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(PARCEL_NUMBER_INVALID).waitFor();
    await ship(page, '顺丰速运', 'SF7700110001');
    await page.locator('tr[data-parcel="SF7700110001"]').waitFor();
    expect(await page.locator(`tr[data-line="${first?.rec_id}"]`).textContent()).toContain('已发货');
    expect(await page.locator(`tr[data-line="${rest[0]?.rec_id}"]`).textContent()).toContain('未发货');
    // The shopper's order page says part of it has left (it follows parcels once everything has).
    const shop = await browser.open();
    await shop.goto(`/orderDetail?id=${order.order_id}&key=${shopperKey}`);
    await shop.getByRole('heading', { name: '部分发货' }).waitFor();

    // The rest: every line still waiting is in the parcel to start with.
    await page.getByRole('button', { name: '发货', exact: true }).click();
    for (const line of rest)
      expect(
        await shipDialog(page)
          .getByRole('checkbox', { name: new RegExp(line.goods_name) })
          .isChecked(),
      ).toBe(true);
    await ship(page, '中通快递', '7700110002');
    await page.locator('tr[data-parcel="7700110002"]').waitFor();
    expect(await page.locator('tr[data-parcel]').count()).toBe(2);
    // Everything has left: no 发货 any more.
    expect(await page.getByRole('button', { name: '发货', exact: true }).count()).toBe(0);

    // A note for the next shift, and the timeline with both parcels, each write named with the 仓库's login.
    await page.getByLabel('添加备注').fill('两个包裹分开寄出');
    await page.getByRole('button', { name: '保存备注' }).click();
    await notice(page, ORDER_NOTE_SAVED).waitFor();
    await page.locator('[data-note]').filter({ hasText: '两个包裹分开寄出' }).waitFor();
    const timeline = page.getByLabel('时间线');
    await timeline.getByText(`添加订单备注（${WAREHOUSE_LOGIN}）`).waitFor();
    expect(await timeline.getByText(`发货（${WAREHOUSE_LOGIN}）`).count()).toBe(2);
    expect(await timeline.getByText(/^发货：顺丰速运 SF7700110001/).count()).toBe(1);
    expect(await timeline.getByText(/^发货：中通快递 7700110002/).count()).toBe(1);
    await shoot(page, '33-order-shipped');

    // The shopper's order page shows both parcels, each with its courier and number.
    const parcels = await shopperParcels(shop, order.order_id, shopperKey, 2);
    expect(parcels.join('\n')).toMatch(/顺丰速运[\s\S]*SF7700110001/);
    expect(parcels.join('\n')).toMatch(/中通快递[\s\S]*7700110002/);
    await shoot(shop, '35-shop-order-two-parcels');
  });

  it('a 仓库 ships from a sheet: a bad row ships nothing and is named, the corrected sheet ships the order', async () => {
    const { order } = await prepare();
    const page = await browser.open();
    await page.goto('/admin/login');
    await signInHere(page, WAREHOUSE_LOGIN, WAREHOUSE_PASSWORD);
    await page.goto('/admin/orders');
    await page.getByRole('table', { name: '订单' }).locator('tr[data-order]').first().waitFor();

    await upload(page, '表格批量发货', csv([[order.order_sn, '德邦快递', 'DB7700110003']]));
    const dialog = page.getByRole('dialog', { name: '表格批量发货' });
    await dialog
      .getByRole('list', { name: '不正确的行' })
      .getByText(/^第 2 行：快递公司应为：/)
      .waitFor();
    await shoot(page, '36-ship-sheet-refused');
    expect((await readOrder(order.order_id)).tab).toBe('toShip');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await upload(page, '表格批量发货', csv([[order.order_sn, '圆通速递', 'YT7700110003']]));
    await notice(page, '已发货：1 个订单').waitFor();
    await dialog.locator(`tr[data-shipped="${order.order_sn}"]`).waitFor();
    await clearNotices(page);
    await shoot(page, '37-ship-sheet-shipped');
    const shipped = await readOrder(order.order_id);
    expect(shipped.tab).toBe('shipped');
    expect(shipped.invoice_no).toBe('YT7700110003');
  });
});
