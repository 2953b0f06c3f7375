import type { AfterSalesQueuePage, OperatorOrderDetail } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import { AFTER_SALES_REFUNDED, AFTER_SALES_REFUSED, OPERATOR_FORBIDDEN, REFUSE_REASON_REQUIRED, WITHDRAWAL_PAID } from '@garden/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearNotices, navigation, notice, shoot, signedInPage, useBrowser } from './browser';
import { apiCall, demoShopperKey, ownerAuth, placePaidTwoLineOrder } from './shop-api';

// The after-sales queue and money (issue 32 "After-sales", "Money"): a 客服 approves a partial refund seeing the
// amount first, and the order's other lines still ship; a 财务 pays a withdrawal beside the shopper's ledger and
// the shopper's /turnCash shows it 已完成, then runs the three audits; a 客服 may not open withdrawals.
const browser = useBrowser(() => inject('baseUrl'));
// Logins of this journey's own: the journeys share one server, and the operators and people journeys add a
// `caiwu` and a `kefu` of theirs.
const SERVICE = { login: 'shouhou', password: 'garden789', role: '客服', display_name: '客服小李' };
const FINANCE = { login: 'chuna', password: 'garden789', role: '财务', display_name: '财务小张' };

let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerAuth();
  for (const operator of [SERVICE, FINANCE]) await apiCall('POST', endpoints.addOperator.path, operator, owner);
});

/** A fresh page signed in as `who`. */
const signedIn = (who: { login: string; password: string }) => signedInPage(browser, who);

describe('the back office: after-sales and money', () => {
  it('a 客服 approves a partial refund at the amount shown, and the order’s other lines still ship', async () => {
    const orderId = await placePaidTwoLineOrder();
    const shopper = { key: await demoShopperKey() };
    const before = await apiCall<OperatorOrderDetail>('GET', endpoints.readShopOrder.path, { order_id: orderId }, owner);
    const [first, second] = before.order.goods_list;
    const applied = await apiCall<{ refund_id: number; amount: string }>(
      'POST',
      endpoints.applyForAfterSales.path,
      { order_id: orderId, goods_json: [{ rec_id: first?.rec_id, number: 1 }], refund_type: 1, reason_type: 1, refund_info: '缺货，先退这一件' },
      shopper,
    );

    const page = await signedIn(SERVICE);
    await navigation(page).getByRole('link', { name: '售后' }).click();
    await page.waitForURL('**/admin/after-sales');
    const card = page.locator(`[data-refund="${applied.refund_id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('refund-state').textContent()).toBe('售后处理中');
    // The order beside the request: its number, and both lines not shipped.
    await card.getByText(`订单 ${before.order.order_sn}`).waitFor();
    await card
      .getByRole('table', { name: `订单 ${before.order.order_sn} 的商品` })
      .getByText(second?.goods_name ?? '')
      .waitFor();
    await shoot(page, '40-after-sales-queue');

    await card.getByRole('button', { name: '同意退款' }).click();
    const dialog = page.getByRole('dialog', { name: /^同意售后申请/ });
    expect(await dialog.getByTestId('approve-amount').textContent()).toBe(`¥${applied.amount}`);
    await shoot(page, '41-after-sales-approve');
    await dialog.getByRole('button', { name: `确认退款 ¥${applied.amount}` }).click();
    await notice(page, AFTER_SALES_REFUNDED).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /退款成功/ }).click();
    await page.waitForURL(/state=refunded/);
    const refunded = page.locator(`[data-refund="${applied.refund_id}"]`);
    expect(await refunded.getByTestId('refund-state').textContent()).toBe('退款成功');
    await clearNotices(page);
    await shoot(page, '42-after-sales-refunded');

    // Another open request refused with a reason, which the domain's rule asks for first.
    const open = await apiCall<AfterSalesQueuePage>('GET', endpoints.listAfterSales.path, { state: 'open', limit: 50 }, owner);
    const other = open.list.find((request) => request.refund_type === 1) as AfterSalesQueuePage['list'][number];
    await page.getByRole('tab', { name: /售后处理中/ }).click();
    const otherCard = page.locator(`[data-refund="${other.refund_id}"]`);
    await otherCard.getByRole('button', { name: '拒绝' }).click();
    const refuseDialog = page.getByRole('dialog', { name: /^拒绝售后申请/ });
    await refuseDialog.getByRole('button', { name: '确认拒绝' }).click();
    await refuseDialog.getByText(REFUSE_REASON_REQUIRED).waitFor();
    await refuseDialog.getByLabel('拒绝原因（会员可见）').fill('商品已按约定发出，请收货后再申请');
    await shoot(page, '43-after-sales-refuse');
    await refuseDialog.getByRole('button', { name: '确认拒绝' }).click();
    await notice(page, AFTER_SALES_REFUSED).waitFor();
    await otherCard.waitFor({ state: 'detached' });
    const refusedInfo = await apiCall<{ refused_requests: { refund_id: number; refuse_reason: string }[] }>(
      'GET',
      endpoints.readOrder.path,
      { order_id: other.order.order_id },
      shopper,
    );
    expect(refusedInfo.refused_requests.find((request) => request.refund_id === other.refund_id)?.refuse_reason).toBe(
      '商品已按约定发出，请收货后再申请',
    );

    // The order waits for the warehouse again: every unit not refunded ships.
    const after = await apiCall<OperatorOrderDetail>('GET', endpoints.readShopOrder.path, { order_id: orderId }, owner);
    expect(after.order.tab).toBe('toShip');
    const shipped = await apiCall<{ o_status: number }>(
      'POST',
      endpoints.shipOrder.path,
      { order_id: orderId, logistics_name: '顺丰速运', invoice_no: 'SF7700220001' },
      owner,
    );
    expect(shipped.o_status).toBe(4);
  });

  it('a 财务 pays a withdrawal beside the ledger, the shopper’s /turnCash shows 已完成, and the audits all agree', async () => {
    const shopper = { key: await demoShopperKey() };
    const { withdrawal } = await apiCall<{ withdrawal: { id: number; amount: string } }>(
      'POST',
      endpoints.requestWithdrawal.path,
      { amount: '1.23', zfb: '13800138000', zfb_name: '花园演示' },
      shopper,
    );

    const page = await signedIn(FINANCE);
    // 财务 works money, not orders.
    expect(await navigation(page).getByRole('link', { name: '订单' }).count()).toBe(0);
    await navigation(page).getByRole('link', { name: '提现' }).click();
    await page.waitForURL('**/admin/withdrawals');
    const row = page.locator(`tr[data-withdrawal="${withdrawal.id}"]`);
    await row.click();
    const ledger = page.getByRole('region', { name: '余额明细' });
    await ledger.getByText('余额明细 · 13800138000').waitFor();
    await ledger.getByRole('cell', { name: '-1.23' }).first().waitFor();
    await shoot(page, '44-withdrawals');

    await row.getByRole('button', { name: '付款' }).click();
    await page
      .getByRole('dialog', { name: `付款：提现 ${withdrawal.id}` })
      .getByRole('button', { name: '确认付款' })
      .click();
    await notice(page, WITHDRAWAL_PAID).waitFor();
    // Paid ones leave the 申请中 list; 全部 shows it 已完成 with the transfer number.
    await row.waitFor({ state: 'detached' });
    await page.getByText('全部', { exact: true }).click();
    await page.waitForURL(/all=/);
    await expect.poll(() => page.locator(`tr[data-withdrawal="${withdrawal.id}"]`).textContent()).toContain('已完成');

    const shop = await browser.open();
    await shop.goto(`/turnCash?key=${shopper.key}`);
    const paid = shop
      .getByTestId('withdrawal-row')
      .filter({ hasText: `¥${withdrawal.amount}` })
      .first();
    await expect.poll(() => paid.textContent()).toContain('已完成');

    await navigation(page).getByRole('link', { name: '对账' }).click();
    await page.waitForURL('**/admin/reconcile');
    for (const [name, title] of [
      ['orders', '订单核对'],
      ['balances', '余额核对'],
      ['stock', '库存核对'],
    ] as const) {
      await page.getByRole('region', { name: title }).getByRole('button', { name: '开始核对' }).click();
      const result = page.getByTestId(`audit-${name}`);
      await result.waitFor();
      expect(await result.textContent()).toMatch(/全部一致。用时 \d+ 毫秒/);
    }
    await clearNotices(page);
    await shoot(page, '45-reconcile');
  });

  it('a 客服 cannot open withdrawals or the audits: the page says so and the menu has neither', async () => {
    const page = await signedIn(SERVICE);
    const menu = navigation(page);
    expect(await menu.getByRole('link', { name: '提现' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: '对账' }).count()).toBe(0);
    await page.goto('/admin/withdrawals');
    await page.getByText(OPERATOR_FORBIDDEN).waitFor();
    expect(await page.locator('tr[data-withdrawal]').count()).toBe(0);
    await shoot(page, '46-withdrawals-forbidden');
  });
});
