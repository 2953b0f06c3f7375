import { endpoints } from '@garden/contract/endpoints';
import { CARD_ISSUED, CARD_TOP_UP_AMOUNT_INVALID, CARD_TOPPED_UP } from '@garden/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearNotices, navigation, notice, pick, shoot, signInHere, useBrowser } from './browser';
import { apiCall, ownerAuth } from './shop-api';

// Member cards (issue 32 "Money"): a 财务 finds a shopper, issues them a card and tops it up, seeing the amount and
// the balance after it before confirming; the card's ledger names the operator and the reason, and the shopper's own
// card list (the payment page's) shows the new balance. Screens at 1366, 768 and 375 px.
const browser = useBrowser(() => inject('baseUrl'));
// A login of this journey's own: the journeys share one server.
const FINANCE = { login: 'caiwu-cards', password: 'garden789', role: '财务', display_name: '财务小周' };
/** The seeded trade buyer (api seed DEMO_ACCOUNTS): the seed gives them no member card. */
const SHOPPER = { mobile: '13900139000', password: 'garden123' };
const GARDEN_CARD = 8801;

beforeAll(async () => {
  await apiCall('POST', endpoints.addOperator.path, FINANCE, await ownerAuth());
});

async function openShopper(page: Page, mobile: string): Promise<void> {
  await navigation(page).getByRole('link', { name: '顾客' }).click();
  await page.waitForURL('**/admin/shoppers**');
  await page.getByLabel('查找顾客').fill(mobile);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator(`tr[data-mobile="${mobile}"]`).getByRole('link', { name: mobile }).click();
  await page.waitForURL('**/admin/shoppers/*');
}

describe('the back office: member cards', () => {
  it('a 财务 issues a card and tops it up, and the shopper’s card list shows the balance', async () => {
    const page = await browser.open();
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await signInHere(page, FINANCE.login, FINANCE.password);
    await openShopper(page, SHOPPER.mobile);
    const cards = page.getByRole('region', { name: '会员卡' });
    await cards.getByText('没有会员卡').waitFor();
    // The balance ledger finance pays withdrawals by is on the page too.
    await page.getByRole('region', { name: '余额明细' }).getByText(`余额明细 · ${SHOPPER.mobile}`).waitFor();

    await cards.getByRole('button', { name: '发卡' }).click();
    const issue = page.getByRole('dialog', { name: '发卡' });
    await pick(page, '会员卡种类', `园艺会员卡（卡号 ${GARDEN_CARD}，9.5折）`);
    await issue.getByRole('button', { name: '确认发卡' }).click();
    await notice(page, CARD_ISSUED).waitFor();
    const row = cards.locator(`tr[data-card="${GARDEN_CARD}"]`);
    await row.getByRole('cell', { name: '余额为零' }).waitFor();

    await row.getByRole('button', { name: '充值' }).click();
    const topUp = page.getByRole('dialog', { name: `充值：园艺会员卡（卡号 ${GARDEN_CARD}）` });
    // A bad amount is refused in the dialog with the API's words, before anything is sent.
    await topUp.getByLabel('充值金额（元）').fill('12.345');
    await topUp.getByLabel('充值原因').fill('线下收款充值');
    await topUp.getByRole('button', { name: '下一步' }).click();
    await topUp.getByText(CARD_TOP_UP_AMOUNT_INVALID).waitFor();
    await topUp.getByLabel('充值金额（元）').fill('300.5');
    await topUp.getByRole('button', { name: '下一步' }).click();
    const confirm = page.getByRole('dialog', { name: `确认充值：园艺会员卡（卡号 ${GARDEN_CARD}）` });
    expect(await confirm.getByTestId('top-up-amount').textContent()).toBe('¥300.50');
    await confirm.getByText('卡内余额 ¥0.00 → 充值后 ¥300.50').waitFor();
    await clearNotices(page);
    await shoot(page, 'cards-01-top-up-confirm');
    await confirm.getByRole('button', { name: '确认充值' }).click();
    await notice(page, CARD_TOPPED_UP).waitFor();
    await row.getByRole('cell', { name: '300.50' }).waitFor();
    await row.getByRole('cell', { name: '可用' }).waitFor();

    await row.getByRole('button', { name: '流水' }).click();
    const ledger = page.getByRole('region', { name: '会员卡流水' });
    await ledger.getByRole('cell', { name: `后台充值（${FINANCE.login}）：线下收款充值` }).waitFor();
    await clearNotices(page);
    await shoot(page, 'cards-02-shopper-cards');

    // The shopper's own list, which the payment page shows.
    const { key } = await apiCall<{ key: string }>('POST', endpoints.signIn.path, { ...SHOPPER, login_type: 1 });
    const mine = await apiCall<{ list: { FCardNumber: number; FAmtIn: string }[] }>('GET', endpoints.listMemberCards.path, {}, { key });
    expect(mine.list).toContainEqual(expect.objectContaining({ FCardNumber: GARDEN_CARD, FAmtIn: '300.50' }));
  });
});
