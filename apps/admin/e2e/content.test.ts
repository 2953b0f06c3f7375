import { endpoints } from '@garden/contract/endpoints';
import {
  COUPON_ISSUED,
  COUPON_TYPE_GOODS_MISSING,
  COUPON_TYPE_THRESHOLD_BELOW_FACE,
  MOBILE_INVALID,
  SAVED,
  SLIDE_DATES_INVALID,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clearNotices, navigation, notice, pick, shoot, signInHere, useBrowser } from './browser';

// The seeded 运营 adds a coupon type (the threshold rule refused before it is sent), issues it to the demo shopper by
// mobile, who then holds it, adds a coupon for goods picked from the catalogue, gives a home slide dates that take it
// off the storefront until they come, and writes an activity page's text, which the storefront shows cleaned (issue 31
// "Storefront content and coupons").
const browser = useBrowser(() => inject('baseUrl'));
const COUPON = '旅程满100减15';
const GOODS_COUPON = '旅程月季立减5';
const DEMO_SHOPPER = '13800138000';

/** The demo shopper's unused coupons, as the storefront's account page reads them. */
async function shopperCouponNames(page: Page): Promise<string[]> {
  const signIn = await page.request.post(endpoints.signIn.path, { data: { login_type: 1, mobile: DEMO_SHOPPER, password: 'garden123' } });
  const { key } = (await signIn.json()).data as { key: string };
  const coupons = await page.request.get(`${endpoints.listMyCoupons.path}?limit=50`, { headers: { key } });
  return ((await coupons.json()).data.list as { type_name: string }[]).map((coupon) => coupon.type_name);
}

/** The slides' titles the storefront's home page shows now. */
async function storefrontSlides(page: Page): Promise<string[]> {
  const home = await page.request.get(endpoints.readHome.path);
  return ((await home.json()).data.pccarousel as { carousel_name: string }[]).map((slide) => slide.carousel_name);
}

describe('the back office: coupons and the home page', () => {
  it('a 运营 adds a coupon type, issues it to the demo shopper, and schedules a carousel slide', async () => {
    const page = await browser.open();
    await page.goto('/admin/login');
    await signInHere(page, 'yunying', 'garden123');

    // 优惠券: a type whose threshold is below its face value is refused before it is sent, then saved.
    await navigation(page).getByRole('link', { name: '优惠券' }).click();
    await page.waitForURL('**/admin/coupons');
    await page.getByRole('table', { name: '券类型' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '添加券类型' }).click();
    // A month from today unless changed: a type valid for one day would leave the shopper's list at that day's start.
    const dialog = page.getByRole('dialog', { name: '添加券类型' });
    await dialog.getByLabel('名称').fill(COUPON);
    await dialog.getByLabel('面值（元）').fill('15');
    await dialog.getByLabel('使用门槛（元）').fill('10');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(COUPON_TYPE_THRESHOLD_BELOW_FACE).waitFor();
    await dialog.getByLabel('使用门槛（元）').fill('100');
    await shoot(page, '21-coupon-type-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await notice(page, SAVED).waitFor();
    const row = page.locator(`tr[data-coupon-type="${COUPON}"]`);
    await row.getByText('满100.00减15.00').waitFor();
    await clearNotices(page);
    await shoot(page, '20-coupons');

    // 发放: a line that is not a mobile is named before sending; the demo shopper gets one, and only one.
    await page.getByRole('button', { name: `发放 ${COUPON}` }).click();
    const issue = page.getByRole('dialog', { name: `发放「${COUPON}」` });
    await issue.getByLabel('手机号').fill(`${DEMO_SHOPPER}\n123`);
    await issue.getByRole('button', { name: '发放' }).click();
    await issue.getByText(`${MOBILE_INVALID}（123）`).waitFor();
    await issue.getByLabel('手机号').fill(DEMO_SHOPPER);
    await issue.getByRole('button', { name: '发放' }).click();
    await notice(page, COUPON_ISSUED).waitFor();
    const results = issue.getByRole('table', { name: '发放结果' });
    await results.getByRole('row', { name: `${DEMO_SHOPPER} 已发放` }).waitFor();
    await clearNotices(page);
    await shoot(page, '22-coupon-issue');
    await issue.getByRole('button', { name: '发放' }).click();
    await results.getByRole('row', { name: `${DEMO_SHOPPER} 已持有，未重复发放` }).waitFor();
    await issue.getByRole('button', { name: '关闭' }).click();
    await row.getByText('1 / 不限').waitFor();
    expect(await shopperCouponNames(page)).toContain(COUPON);

    // 指定商品: goods are picked, not typed; without any the type is refused before it is sent.
    await page.getByRole('button', { name: '添加券类型' }).click();
    const goodsCoupon = page.getByRole('dialog', { name: '添加券类型' });
    await goodsCoupon.getByLabel('名称').fill(GOODS_COUPON);
    await goodsCoupon.getByLabel('面值（元）').fill('5');
    await pick(page, '适用范围', '指定商品');
    await goodsCoupon.getByRole('button', { name: '保存' }).click();
    await goodsCoupon.getByText(COUPON_TYPE_GOODS_MISSING).waitFor();
    await goodsCoupon.getByLabel('查找商品').fill('月季');
    await goodsCoupon.getByLabel('查找商品').press('Enter');
    const add = goodsCoupon.getByRole('button', { name: /^加入 / }).first();
    const goodsName = ((await add.getAttribute('aria-label')) ?? '').replace(/^加入 /, '');
    await add.click();
    await goodsCoupon.getByRole('button', { name: `移除 ${goodsName}` }).waitFor();
    await shoot(page, '27-coupon-goods-dialog');
    await goodsCoupon.getByRole('button', { name: '保存' }).click();
    await notice(page, SAVED).waitFor();
    await page.locator(`tr[data-coupon-type="${GOODS_COUPON}"]`).getByText(`指定商品：${goodsName}`).waitFor();

    // 首页内容: the first slide shows from a time to come, so the storefront leaves it out until then.
    await navigation(page).getByRole('link', { name: '首页内容' }).click();
    await page.waitForURL('**/admin/home');
    const slides = page.getByRole('table', { name: '轮播图' });
    const first = slides.locator('tbody tr').first();
    const title = (await first.locator('td').nth(1).textContent()) ?? '';
    expect(await storefrontSlides(page)).toContain(title);
    await first.getByRole('button', { name: '修改' }).click();
    const slide = page.getByRole('dialog', { name: '修改轮播图' });
    await slide.getByLabel('开始显示').fill('2030-10-08T08:00');
    await slide.getByLabel('停止显示').fill('2030-10-01T08:00');
    await slide.getByRole('button', { name: '保存' }).click();
    await slide.getByText(SLIDE_DATES_INVALID).waitFor();
    await slide.getByLabel('开始显示').fill('2030-10-01T08:00');
    await slide.getByLabel('停止显示').fill('2030-10-08T08:00');
    await slide.getByRole('button', { name: '保存' }).click();
    await notice(page, SAVED).waitFor();
    await slides.getByText('2030-10-01 08:00 至 2030-10-08 08:00').waitFor();
    await slides.getByText('未开始').waitFor();
    expect(await storefrontSlides(page)).not.toContain(title);
    await clearNotices(page);
    await shoot(page, '23-home-slide-dates');
    await page.getByRole('table', { name: '顶部分类导航' }).getByText('导航栏').first().waitFor();
    await shoot(page, '24-home-header-order');

    // 活动页: the seeded pages with their sections, and one opened for editing.
    await navigation(page).getByRole('link', { name: '活动页' }).click();
    await page.waitForURL('**/admin/activities');
    const activities = page.getByRole('table', { name: '活动页' });
    await activities.locator('tbody tr').first().waitFor();
    await shoot(page, '25-activities');
    const firstPage = activities.locator('tbody tr').first();
    const apId = Number(await firstPage.locator('td').first().textContent());
    await firstPage.getByRole('button', { name: /^修改/ }).click();
    const editor = page.getByRole('dialog', { name: '修改活动页' });
    await editor.getByLabel('版块 1 标题').waitFor();
    // Its text, written in the rich-text field: the storefront's page shows it as the server cleaned it.
    const text = editor.getByRole('textbox', { name: '活动正文' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('旅程正文：周末满额包邮');
    await shoot(page, '26-activity-dialog');
    await editor.getByRole('button', { name: '保存' }).click();
    await notice(page, SAVED).waitFor();
    const shown = await page.request.get(endpoints.readActivityPage.path.replace('{id}', String(apId)));
    expect((await shown.json()).data.content).toBe('<p>旅程正文：周末满额包邮</p>');
  });
});
