import {
  ACCOUNT_DISABLED,
  OFFICIAL_NICK,
  OFFICIAL_REPLY_SENT,
  OPERATOR_ADDED,
  PARCEL_STAFF_ADDED,
  PARCEL_STAFF_UPDATED,
  SHOPPER_DISABLED,
  SHOPPER_ENABLED,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clearNotices, MENU_OF, menuOf, navigation, notice, pick, shoot, signInHere, snap, useBrowser } from './browser';

// People and reviews (issue 32 "People", "Reviews"): customer service finds the demo shopper by mobile; the owner
// disables a shopper, who then cannot sign in on the storefront (the dialog says why), and enables them again;
// customer service answers a review and the goods page shows the answer as 官方回复; the warehouse's parcel staff
// accounts. Each new screen is shot at every width.
const browser = useBrowser(() => inject('baseUrl'));
/** The seeded demo shopper, and the trade buyer this journey disables and enables again (api seed DEMO_ACCOUNTS). */
const DEMO_SHOPPER = '13800138000';
const TEST_SHOPPER = { mobile: '13900139000', password: 'garden123' };
const SERVICE = { login: 'kefu', password: 'garden456' };
const REPLY = '感谢您的评价！浇水见干见湿，注意通风。';

async function signInAs(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await signInHere(page, login, password);
}

async function signOut(page: Page): Promise<void> {
  await navigation(page).getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL('**/admin/login');
}

/** Finds shoppers on the 顾客 page by what is typed in its search box. */
async function findShopper(page: Page, text: string): Promise<void> {
  await navigation(page).getByRole('link', { name: '顾客' }).click();
  await page.waitForURL('**/admin/shoppers**');
  await page.getByLabel('查找顾客').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator(`tr[data-mobile="${text}"]`).waitFor();
}

/** Signs in with a password in the storefront's login dialog, on a fresh page; answers the dialog. */
async function storefrontSignIn(page: Page, mobile: string, password: string) {
  await page.goto('/not_found_404');
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户名/手机号').fill(mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  return dialog;
}

describe('the back office: shoppers, parcel staff and reviews', () => {
  it('lets customer service find a shopper and the owner disable one, who then cannot sign in', async () => {
    const page = await browser.open();
    await signInAs(page, 'admin', 'garden123');
    // The owner adds the 客服 of this journey.
    await navigation(page).getByRole('link', { name: '操作员' }).click();
    await page.getByRole('button', { name: '添加操作员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加操作员' });
    await dialog.getByLabel('登录名').fill(SERVICE.login);
    await dialog.getByLabel('初始密码').fill(SERVICE.password);
    await pick(page, '角色', '客服');
    await dialog.getByRole('button', { name: '添加' }).click();
    await notice(page, OPERATOR_ADDED).waitFor();
    await signOut(page);

    // 客服 finds the demo shopper by mobile and reads the account; changing it is not theirs.
    await signInHere(page, SERVICE.login, SERVICE.password);
    expect(await menuOf(page)).toEqual(MENU_OF.客服);
    await findShopper(page, DEMO_SHOPPER);
    await clearNotices(page);
    await shoot(page, 'people-01-shoppers');
    await page.locator(`tr[data-mobile="${DEMO_SHOPPER}"]`).getByRole('link', { name: DEMO_SHOPPER }).click();
    await page.waitForURL('**/admin/shoppers/*');
    await page.getByRole('heading', { name: /^订单（共 \d+ 个）$/ }).waitFor();
    await page.getByRole('table', { name: '顾客的订单' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: '停用账号' }).count()).toBe(0);
    await shoot(page, 'people-02-shopper-detail');
    await signOut(page);

    // The owner disables the test shopper.
    await signInHere(page, 'admin', 'garden123');
    await findShopper(page, TEST_SHOPPER.mobile);
    await page.locator(`tr[data-mobile="${TEST_SHOPPER.mobile}"]`).getByRole('link', { name: TEST_SHOPPER.mobile }).click();
    await page.waitForURL('**/admin/shoppers/*');
    page.once('dialog', (question) => void question.accept());
    await page.getByRole('button', { name: '停用账号' }).click();
    await notice(page, SHOPPER_DISABLED).waitFor();
    await page.getByRole('button', { name: '启用账号' }).waitFor();
    await clearNotices(page);
    await shoot(page, 'people-03-shopper-disabled');

    // On the storefront the shopper cannot sign in, and the dialog says why.
    const shop = await browser.open();
    const refused = await storefrontSignIn(shop, TEST_SHOPPER.mobile, TEST_SHOPPER.password);
    await expect.poll(() => refused.getByRole('alert').textContent()).toBe(ACCOUNT_DISABLED);
    await snap(shop, 'people-04-storefront-refused-1366.png');

    // Enabled again, the shopper signs in.
    page.once('dialog', (question) => void question.accept());
    await page.getByRole('button', { name: '启用账号' }).click();
    await notice(page, SHOPPER_ENABLED).waitFor();
    await storefrontSignIn(shop, TEST_SHOPPER.mobile, TEST_SHOPPER.password);
    await expect.poll(() => shop.getByRole('dialog').count()).toBe(0);
    await shop.getByTestId('user-menu').waitFor();
  });

  it('lets the owner keep the parcel staff accounts', async () => {
    const page = await browser.open();
    await signInAs(page, 'admin', 'garden123');
    await navigation(page).getByRole('link', { name: '退件人员' }).click();
    await page.waitForURL('**/admin/parcel-staff');
    await page.locator('tr[data-user-name="parcel"]').waitFor();
    await page.getByRole('button', { name: '添加退件人员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加退件人员' });
    await dialog.getByLabel('用户名').fill('dock-2');
    await dialog.getByLabel('姓名').fill('仓库小陈');
    await dialog.getByLabel('初始密码').fill('dock-pass1');
    await shoot(page, 'people-05-add-parcel-staff');
    await dialog.getByRole('button', { name: '保存' }).click();
    await notice(page, PARCEL_STAFF_ADDED).waitFor();
    const row = page.locator('tr[data-user-name="dock-2"]');
    await row.getByRole('button', { name: '停用' }).click();
    await notice(page, PARCEL_STAFF_UPDATED).waitFor();
    await row.getByText('已停用').waitFor();
    await row.getByRole('button', { name: '重设密码' }).click();
    await page.getByRole('dialog', { name: '重设 dock-2 的密码' }).waitFor();
    await page.getByLabel('新密码').fill('dock-pass2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await clearNotices(page);
    await shoot(page, 'people-06-parcel-staff');
  });

  it('lets customer service answer a review, which the goods page shows as 官方回复', async () => {
    const page = await browser.open();
    await signInAs(page, SERVICE.login, SERVICE.password);
    await navigation(page).getByRole('link', { name: '评价' }).click();
    await page.waitForURL('**/admin/reviews');
    const first = page.locator('[data-review-id]').first();
    await first.waitFor();
    await shoot(page, 'people-07-reviews');
    const goodsPage = (await first.getByRole('link').first().getAttribute('href')) as string;
    const reviewId = await first.getAttribute('data-review-id');
    await first.getByRole('button', { name: '官方回复' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('回复内容').fill(REPLY);
    await shoot(page, 'people-08-reply');
    await dialog.getByRole('button', { name: '保存' }).click();
    await notice(page, OFFICIAL_REPLY_SENT).waitFor();
    await page.locator(`[data-review-id="${reviewId}"]`).getByText(REPLY).waitFor();

    // The newest review of its goods leads the goods page's reviews sorted by time, the reply under it.
    const shop = await browser.open();
    await shop.goto(goodsPage);
    await shop.getByRole('tab', { name: /商品评价/ }).click();
    await shop.getByRole('button', { name: '按时间排序' }).click();
    const review = shop.getByTestId('review').first();
    await review.getByText(REPLY).waitFor();
    expect(await review.locator('.review__child--official').filter({ hasText: REPLY }).textContent()).toBe(`${OFFICIAL_NICK}：${REPLY}`);
    await review.scrollIntoViewIfNeeded();
    await snap(shop, 'people-09-goods-page-reply-1366.png');
  });
});
