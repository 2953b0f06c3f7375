import { CAPTCHA_NEEDED, PARCEL_NUMBER_INVALID, PARCEL_NUMBER_TAKEN, PARCEL_RECORDED, SESSION_LOST, WRONG_CREDENTIALS } from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, useBrowser, saveScreenshot } from './browser';
import { garden } from './cli';

// The parcel-return pages (shopping §2 parcelLogin/parcelBack): the README's warehouse account records
// returned parcels, one of them the demo shopper's return on its way back (its number is in the README).
const SEEDED_RETURN = '773100200300';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

const entry = (page: Page) => page.getByLabel('快递单号');
const recorded = (page: Page) => page.getByRole('list', { name: '最近录入的单号' }).getByRole('listitem');

/** Types a number and records it with Enter or the button, then waits for the server's answer. */
async function enter(page: Page, number: string, by: 'Enter' | '录入', answer: string): Promise<void> {
  await entry(page).fill(number);
  if (by === 'Enter') await entry(page).press('Enter');
  else await page.getByRole('button', { name: '录入' }).click();
  await expectToast(page, answer);
  await expect.poll(() => entry(page).inputValue()).toBe('');
}

describe('parcel returns', () => {
  it('signs the staff in, records numbers by Enter and by the button, and keeps the latest 10', async () => {
    const page = await browser.open();
    // Without a staff session the entry page says so and goes to the staff login a second later.
    await page.goto('/parcelBack?user=parcel');
    await expectToast(page, SESSION_LOST);
    await page.waitForURL(/\/parcelLogin/);
    const login = page.getByRole('region', { name: '包裹录入登录' });
    await login.getByLabel('用户名').fill('parcel');
    await login.getByLabel('密码').fill('parcel123');
    await saveScreenshot(page, 'parcel-1-login');
    await login.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/parcelBack\?user=parcel/);

    await enter(page, SEEDED_RETURN, 'Enter', PARCEL_RECORDED);
    expect(await recorded(page).allTextContents()).toEqual([SEEDED_RETURN]);
    // A blank entry is ignored: nothing is sent, the list stays.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/parcel/record')) calls.push(request.url());
    });
    await entry(page).fill('   ');
    await entry(page).press('Enter');
    await page.getByRole('button', { name: '录入' }).click();
    // Nor is a number no courier gives out: the page says why.
    await entry(page).fill('退货 SF12');
    await entry(page).press('Enter');
    await expectToast(page, PARCEL_NUMBER_INVALID);
    expect(calls).toEqual([]);
    // Spaces around a scanned number are trimmed.
    const stamp = String(Date.now()).slice(-8);
    await enter(page, `  JD${stamp}00  `, '录入', PARCEL_RECORDED);
    expect((await recorded(page).allTextContents())[0]).toBe(`JD${stamp}00`);
    // The same number again is refused; the input is cleared and ready for the next.
    await enter(page, SEEDED_RETURN, 'Enter', PARCEL_NUMBER_TAKEN);
    await expect.poll(() => entry(page).evaluate((node) => node === document.activeElement)).toBe(true);

    for (let n = 1; n <= 10; n += 1) await enter(page, `YT${stamp}${String(n).padStart(2, '0')}`, n % 2 ? 'Enter' : '录入', PARCEL_RECORDED);
    const latest = await recorded(page).allTextContents();
    expect(latest).toHaveLength(10);
    expect(latest[0]).toBe(`YT${stamp}10`);
    expect(latest).not.toContain(SEEDED_RETURN);
    await saveScreenshot(page, 'parcel-2-latest-ten');

    // The operator sees the return received.
    expect(await garden('refunds', 'list')).toContain('已收到退货');

    // The staff session gone (another tab signed out, the browser lost it): back to the login.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expectToast(page, SESSION_LOST);
    await page.waitForURL(/\/parcelLogin/);
    await page.context().close();
  });

  it('asks the staff login for the captcha after wrong passwords from many addresses, and lets the staff in with it', async () => {
    // Ten guesses, each from another address behind the trusted proxy (global-setup): no address is slowed.
    for (let n = 1; n <= 10; n += 1) {
      const guess = await fetch(`${baseUrl}/v1/parcel/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}` },
        body: JSON.stringify({ user_name: 'parcel', password: 'guess-it' }),
      });
      expect(((await guess.json()) as { msg: string }).msg).toBe(WRONG_CREDENTIALS);
    }
    const page = await browser.open();
    await page.goto('/parcelLogin');
    const login = page.getByRole('region', { name: '包裹录入登录' });
    await login.getByLabel('用户名').fill('parcel');
    await login.getByLabel('密码').fill('parcel123');
    await login.getByRole('button', { name: '登录' }).click();
    await expectToast(page, CAPTCHA_NEEDED);
    await login.getByRole('img', { name: '图形验证码' }).waitFor();
    await saveScreenshot(page, 'parcel-3-captcha-needed');
    const deviceId = (await login.locator('[data-device-id]').getAttribute('data-device-id')) ?? '';
    const answer = (await (await fetch(`${baseUrl}/__sandbox/captcha?device_id=${deviceId}`)).json()) as { data: { answer: string } };
    await login.getByLabel('图形验证码', { exact: true }).fill(answer.data.answer);
    await login.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/parcelBack\?user=parcel/);
    await page.context().close();
  });
});
