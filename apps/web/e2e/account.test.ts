import { ALIPAY_ACCOUNT_INVALID, FILE_TOO_LARGE, MAX_UPLOAD_BYTES, WITHDRAWAL_TIME_NOTE } from '@garden/domain';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, useBrowser, saveScreenshot } from './browser';
import { garden } from './cli';
import { call, ensureAddress, post, registerShopper, signInDemoShopper } from './shop-api';

// The account area (shopping §2 userCenter, coupon, userCard, myBalance, turnCash, myCollect) as the demo
// shopper, whose seed gives a balance history, a paid and a pending withdrawal, coupons and favourites.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

/** A 1×1 PNG, told by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('the account area', () => {
  it('walks the side menu: profile, coupons, cards, balance, a withdrawal the operator pays, favourites', async () => {
    const key = await signInDemoShopper();
    // Other journeys spend the demo shopper's coupons: claim one more so 未使用 has a card to follow.
    const { list: offered } = await call<{ list: { type_id: number; has_receive: number; is_usable: number }[] }>(`/v1/home/bonus_lists?key=${key}`);
    const claimable = offered.find((coupon) => coupon.has_receive === 0 && coupon.is_usable === 1);
    if (claimable) await post(key, '/v1/user/receive_bonus', { type_id: claimable.type_id });
    const page = await browser.open();
    await page.goto(`/userCenter?key=${key}`);
    const menu = page.getByRole('navigation', { name: '账户菜单' });
    await menu.getByRole('link', { name: '我的收藏' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      '我的订单',
      '收货地址',
      '我的评价',
      '我的优惠券',
      '会员卡',
      '我的余额',
      '个人信息',
      '我的收藏',
    ]);

    // Profile: a new nickname, sex and avatar (put back at the end: other journeys greet the demo shopper by name).
    const original = await call<{ info: { nick: string; sex: number } }>(`/v1/user/info?key=${key}`);
    const profile = page.getByRole('form', { name: '个人资料' });
    const nick = `花友${String(Date.now()).slice(-4)}`;
    await profile.getByLabel('昵称').fill(nick);
    await profile.getByRole('radio', { name: '女' }).check();
    // An avatar over 1 MB is refused before it is sent (shopping §5 "Profile"); the picker names the file it took.
    const avatar = profile.getByLabel('选择头像');
    await avatar.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]) });
    await profile.getByText(FILE_TOO_LARGE).waitFor();
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await profile.getByText('已选：me.png').waitFor();
    await profile.getByRole('button', { name: '保存资料' }).click();
    await expectToast(page, '保存成功');
    // The new avatar is served back and shows (a picture the browser could decode).
    await expect.poll(() => page.getByRole('img', { name: '头像' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await page.getByLabel('昵称').inputValue()).toBe(nick);
    await saveScreenshot(page, 'account-1-profile');

    // Coupons: both tabs, and 去使用 leads on.
    await menu.getByRole('link', { name: '我的优惠券' }).click();
    await page.waitForURL(/\/coupon/);
    await page.getByTestId('coupon').first().waitFor();
    await saveScreenshot(page, 'account-2-coupons');
    await page.getByRole('button', { name: '已使用/已过期' }).click();
    await page.waitForURL(/tab=1/);
    // The seed's coupon that ended last month.
    await page.getByTestId('coupon').filter({ hasText: '已过期' }).first().waitFor();
    await page.getByRole('button', { name: '未使用' }).click();
    await page.getByTestId('coupon').first().getByRole('link', { name: '去使用' }).click();
    await page.waitForURL(/\/(index|category|goodDetail)/);

    // Member cards.
    await page.goto('/userCard');
    await page.getByTestId('member-card').first().waitFor();
    // The seed's cards: the black-five card named once, a 95 % card read as 9.5折, and each card's number.
    const blackFive = page.getByTestId('member-card').filter({ hasText: '卡号 2' });
    expect(await blackFive.getByText('黑五卡', { exact: true }).count()).toBe(1);
    await blackFive.getByText('折扣 黑五卡商品5折').waitFor();
    const gardenCard = page.getByTestId('member-card').filter({ hasText: '卡号 8801' });
    await gardenCard.getByText('折扣 9.5折').waitFor();
    expect(await page.getByText(/折扣 \d\.\d{4}/).count()).toBe(0);
    await saveScreenshot(page, 'account-3-cards');
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'account-3-cards-375');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Balance and its ledger.
    await page.goto('/myBalance');
    await page.getByTestId('balance-row').first().waitFor();
    const before = await page.getByTestId('balance').textContent();
    await saveScreenshot(page, 'account-4-balance');

    // A withdrawal: the form's rule first, then 申请中, then paid by the operator: 已完成.
    await page.getByRole('region', { name: '我的余额' }).getByRole('link', { name: '提现' }).click();
    await page.waitForURL(/\/turnCash/);
    await page.getByText(WITHDRAWAL_TIME_NOTE).waitFor();
    await page.getByLabel('提现金额').fill('1.00');
    await page.getByLabel('支付宝账户').fill('not an account');
    await page.getByLabel('账户姓名').fill('花园演示');
    await page.getByRole('button', { name: '申请提现' }).click();
    await page.getByRole('alert').filter({ hasText: ALIPAY_ACCOUNT_INVALID }).waitFor();
    await page.getByLabel('支付宝账户').fill('13800138000');
    await page.getByRole('button', { name: '申请提现' }).click();
    await expectToast(page, '提现申请已提交');
    const newest = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => newest.textContent()).toContain('¥1.00');
    expect(await newest.textContent()).toContain('申请中');
    await saveScreenshot(page, 'account-5-withdrawal');
    const id = (await garden('withdrawals', 'list'))
      .split('\n')
      .find((line) => line.includes('¥1.00') && line.includes('申请中'))
      ?.split('\t')[0];
    expect(id).toBeDefined();
    await garden('withdrawals', 'pay', id as string);
    await page.reload();
    await expect.poll(() => page.getByTestId('withdrawal-row').first().textContent()).toContain('已完成');
    await page.goto('/myBalance');
    await expect.poll(() => page.getByTestId('balance').textContent()).not.toBe(before);

    // Favourites: favourite a plant on its page, find it, remove it.
    await page.goto('/index');
    await page.locator('a[href^="/goodDetail"]').first().click();
    await page.waitForURL(/\/goodDetail/);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const favourite = page.getByRole('button', { name: /^(收藏|已收藏)$/ });
    if ((await favourite.getAttribute('aria-pressed')) === 'true') {
      await favourite.click();
      await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('false');
    }
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/myCollect');
    const mine = page.getByTestId('favourite').filter({ hasText: name });
    await mine.waitFor();
    await saveScreenshot(page, 'account-6-favourites');
    await mine.getByRole('button', { name: '取消收藏' }).click();
    await mine.waitFor({ state: 'detached' });
    // 找相似 opens the plant's category, not the home page.
    await page.getByRole('link', { name: '找相似' }).first().click();
    await page.waitForURL(/\/category\?id=\d+/);
    await page.getByTestId('goods-card').first().waitFor();
    await page.context().close();
    await post(key, '/v1/user/edit', { nick: original.info.nick, sex: original.info.sex || 1 });
  });

  it('pages the address book ten at a time, so the eleventh address can be seen and chosen', async () => {
    const { key } = await registerShopper();
    await ensureAddress(key);
    const [first] = (await call<{ list: { province: number; city: number; district: number }[] }>(`/v1/address/lists?key=${key}`)).list;
    if (!first) throw new Error('ensureAddress gave no address');
    for (let n = 2; n <= 11; n++) {
      const { province, city, district } = first;
      await post(key, '/v1/address/add', {
        province,
        city,
        district,
        consignee: `收件人${n}`,
        tel: '13912345678',
        address: `文三路 ${n} 号`,
        is_default: 0,
      });
    }
    const page = await browser.open();
    await page.goto(`/addressList?key=${key}`);
    const cards = page.locator('.address-card');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cards.count()).toBe(1);
    // The order page's picker is the same book, with the same pager.
    await page.goto('/addressList?hasorder=1&page=2');
    await expect.poll(() => cards.count()).toBe(1);
    await page.context().close();
  });
});
