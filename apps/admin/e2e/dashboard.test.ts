import type { Dashboard, OperatorOrderPage } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shoot, signInHere, useBrowser } from './browser';
import { apiCall, ownerAuth, placePaidTwoLineOrder } from './shop-api';

// The dashboard (issue 32 "Dashboard"): the figures on 首页 are the API's, and they are the shop's: the orders placed
// and paid in the period are those the order list finds by its own date filters, the amount paid is their sum; the
// counts of work waiting are those the queues they link to show; a payment moves them; a 仓库 sees only its queues.
const browser = useBrowser(() => inject('baseUrl'));
// Logins of this journey's own: the journeys share one server.
const OWNER = { login: 'gaikuang', password: 'garden789', role: '店长', display_name: '概况店长' };
const WAREHOUSE = { login: 'gaikuang-ck', password: 'garden789', role: '仓库', display_name: '概况仓库' };

let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerAuth();
  for (const operator of [OWNER, WAREHOUSE]) await apiCall('POST', endpoints.addOperator.path, operator, owner);
});

async function signedIn(who: { login: string; password: string }): Promise<{ page: Page; auth: Record<string, string> }> {
  const { key } = await apiCall<{ key: string }>('POST', endpoints.operatorSignIn.path, { login: who.login, password: who.password });
  const page = await browser.open();
  await page.goto('/admin/');
  await page.waitForURL('**/admin/login');
  await signInHere(page, who.login, who.password);
  return { page, auth: { authorization: `Bearer ${key}` } };
}

const FIGURES = ['orders_placed', 'orders_paid', 'paid_amount', 'average_order', 'refunds', 'new_shoppers'] as const;
const YUAN = new Set(['paid_amount', 'average_order', 'refunds']);

/** Waits until every card shows the reply's figure (the page may still show the period before). */
async function expectFiguresShown(page: Page, reply: Dashboard): Promise<void> {
  for (const key of FIGURES) {
    const shown = YUAN.has(key) ? `¥${reply.figures[key]}` : String(reply.figures[key]);
    await expect.poll(() => page.getByTestId(`figure-${key}`).getByTestId('figure-value').textContent()).toBe(shown);
  }
  const table = page.getByRole('table', { name: '热销商品' });
  // Goods rows only: with none, the table keeps an empty row for its 这段时间还没有付款的订单 (a fresh shop's today).
  const rows = table.locator('tbody tr[data-goods]');
  expect(await rows.count()).toBe(reply.top_by_units.length);
  if (reply.top_by_units.length === 0) await page.getByText('这段时间还没有付款的订单').waitFor();
  for (const [index, goods] of reply.top_by_units.entries()) {
    const row = rows.nth(index);
    expect(await row.getAttribute('data-goods')).toBe(String(goods.goods_id));
    expect(await row.getByTestId('goods-units').textContent()).toBe(String(goods.units));
    expect(await row.getByTestId('goods-amount').textContent()).toBe(`¥${goods.amount}`);
  }
}

/** The period's orders as the order list finds them by its own date filters (inclusive seconds), every page. */
async function ordersBetween(filter: 'created' | 'paid', reply: Dashboard, auth: Record<string, string>) {
  const found: OperatorOrderPage['list'] = [];
  for (let page = 1; ; page += 1) {
    const list = await apiCall<OperatorOrderPage>(
      'GET',
      endpoints.listShopOrders.path,
      { tab: 'all', [`${filter}_from`]: reply.from, [`${filter}_to`]: reply.to - 1, page, limit: 100 },
      auth,
    );
    found.push(...list.list);
    if (found.length >= list.total) return found;
  }
}

/** The figures agree with the shop's orders as the order list reads them. */
async function expectFiguresOfTheShop(reply: Dashboard, auth: Record<string, string>): Promise<void> {
  expect((await ordersBetween('created', reply, auth)).length).toBe(reply.figures.orders_placed);
  const paid = await ordersBetween('paid', reply, auth);
  expect(paid.length).toBe(reply.figures.orders_paid);
  const paidFen = paid.reduce((sum, order) => sum + Math.round(Number(order.total_fee) * 100), 0);
  expect((paidFen / 100).toFixed(2)).toBe(reply.figures.paid_amount);
}

describe('the back office: the dashboard', () => {
  it('shows the shop’s figures for today, 7 and 30 days, moved by a payment, with the work waiting linking to its queues', async () => {
    const { page, auth } = await signedIn(OWNER);
    const today = await apiCall<Dashboard>('GET', endpoints.readDashboard.path, { days: 1 }, auth);
    await expectFiguresShown(page, today);
    await expectFiguresOfTheShop(today, auth);
    for (const key of ['to_ship', 'partly_shipped', 'after_sales', 'withdrawals', 'reviews_to_reply'] as const)
      expect(await page.getByTestId(`pending-${key}`).getByTestId('pending-count').textContent()).toBe(String(today.pending[key]));

    // A shopper pays an order: the page, opened again, shows one more paid order and the amount it paid.
    const orderId = await placePaidTwoLineOrder();
    const detail = await apiCall<{ order: { total_fee: string } }>('GET', endpoints.readShopOrder.path, { order_id: orderId }, auth);
    await page.reload();
    const moved = await apiCall<Dashboard>('GET', endpoints.readDashboard.path, { days: 1 }, auth);
    expect(moved.figures.orders_paid).toBe(today.figures.orders_paid + 1);
    expect(Math.round(Number(moved.figures.paid_amount) * 100)).toBe(
      Math.round(Number(today.figures.paid_amount) * 100) + Math.round(Number(detail.order.total_fee) * 100),
    );
    expect(moved.pending.to_ship).toBe((today.pending.to_ship ?? 0) + 1);
    await expectFiguresShown(page, moved);
    await page.getByRole('table', { name: '热销商品' }).waitFor();
    await shoot(page, '60-dashboard-today');

    for (const [days, name] of [
      [7, '近7天'],
      [30, '近30天'],
    ] as const) {
      await page.getByText(name, { exact: true }).click();
      await page.waitForURL(`**/admin/?days=${days}`);
      const reply = await apiCall<Dashboard>('GET', endpoints.readDashboard.path, { days }, auth);
      await expectFiguresShown(page, reply);
      await expectFiguresOfTheShop(reply, auth);
    }
    await page.getByText('按金额', { exact: true }).click();
    await shoot(page, '61-dashboard-30-days');

    // 待发货订单 opens the order list on its tab, which counts the same orders.
    const toShip = String(moved.pending.to_ship);
    await page.getByTestId('pending-to_ship').click();
    await page.waitForURL('**/admin/orders?tab=toShip');
    await page.getByRole('tab', { name: new RegExp(`^待发货\\s*${toShip}$`) }).waitFor();
    await page.goBack();
    await page.getByTestId('pending-reviews_to_reply').click();
    await page.waitForURL('**/admin/reviews?replied=no');
  });

  it('shows a 仓库 the shop’s figures and only the queues it works', async () => {
    const { page, auth } = await signedIn(WAREHOUSE);
    const reply = await apiCall<Dashboard>('GET', endpoints.readDashboard.path, { days: 1 }, auth);
    expect(reply.pending).toMatchObject({ after_sales: null, withdrawals: null, reviews_to_reply: null });
    await expectFiguresShown(page, reply);
    expect(await page.getByTestId('pending-to_ship').getByTestId('pending-count').textContent()).toBe(String(reply.pending.to_ship));
    for (const hidden of ['after_sales', 'withdrawals', 'reviews_to_reply']) expect(await page.getByTestId(`pending-${hidden}`).count()).toBe(0);
    await shoot(page, '62-dashboard-warehouse');
  });
});
