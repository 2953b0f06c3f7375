import type { OperatorOrder, OperatorOrderDetail } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { ORDER_NOTE_SAVED, PARCEL_NUMBER_INVALID } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { navigation, notice, shoot, signInHere, useBrowser } from './browser';
import { apiCall, ownerAuth, placePaidTwoLineOrder } from './shop-api';

// A 仓库 account the owner adds finds a paid order of the seed in 订单, ships part of it and then the rest; the
// detail shows both parcels and the timeline names the operator who shipped them (issue 32 "Orders and shipping").
const browser = useBrowser(() => inject('baseUrl'));
const WAREHOUSE_LOGIN = 'cangku';
const WAREHOUSE_PASSWORD = 'garden456';

/** The owner (seeded admin) adds the 仓库 account; the order to ship as the back office lists it. */
async function prepare(): Promise<OperatorOrder> {
  const orderId = await placePaidTwoLineOrder();
  const owner = await ownerAuth();
  await apiCall(
    'POST',
    endpoints.addOperator.path,
    { login: WAREHOUSE_LOGIN, password: WAREHOUSE_PASSWORD, role: '仓库', display_name: '仓库小王' },
    owner,
  );
  const { order } = await apiCall<OperatorOrderDetail>('GET', endpoints.readShopOrder.path, { order_id: orderId }, owner);
  expect(order.tab).toBe('toShip');
  return order;
}

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
  it('a 仓库 ships a paid order in two parcels; the detail shows both and the timeline names them', async () => {
    const order = await prepare();
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
    await row.getByRole('link', { name: '详情' }).click();
    await page.waitForURL(`**/admin/orders/${order.order_id}`);
    await page.getByRole('heading', { name: '时间线' }).waitFor();
    await shoot(page, '31-order-detail');

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
  });
});
