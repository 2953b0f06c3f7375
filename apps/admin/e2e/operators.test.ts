import {
  CURRENT_PASSWORD_WRONG,
  OPERATOR_ADDED,
  OPERATOR_FORBIDDEN,
  OPERATOR_LOGIN_TAKEN,
  OPERATOR_PASSWORD_CHANGED,
  OPERATOR_UPDATED,
  OPERATOR_WRONG_CREDENTIALS,
  PASSWORDS_DIFFER,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MENU_OF, menuOf, navigation, notice, settle, shoot, signInHere, snap, useBrowser } from './browser';

// The owner adds a 运营 account; the 运营 signs in and finds the operators' page closed to them; the owner then
// finds the addition in the audit trail, under their own name (issue 31 "Operators, roles, audit trail").
const browser = useBrowser(() => inject('baseUrl'));
const NEW_LOGIN = 'xiaoyun';
const NEW_PASSWORD = 'garden456';
const CHANGED_PASSWORD = 'garden789';

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.waitForURL('**/admin/login');
  await signInHere(page, login, password);
}

async function signOut(page: Page): Promise<void> {
  await navigation(page).getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL('**/admin/login');
}

/** The side navigation's name and role of the signed-in operator. */
const signedInAs = (page: Page) => navigation(page).getByTestId('signed-in-operator').textContent();

describe('the back office: operators and the audit trail', () => {
  it('adds a 运营, who may not manage operators, and the trail shows who added them', async () => {
    const page = await browser.open();
    // The page lives under the back office's strict policy (api platform/hardening.ts ADMIN_POLICY): nothing it does is refused.
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
    });
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await shoot(page, '01-login');

    // A wrong password is refused with the server's words.
    await page.getByLabel('登录名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await notice(page, OPERATOR_WRONG_CREDENTIALS).waitFor();

    await page.reload();
    await signIn(page, 'admin', 'garden123');
    expect(await signedInAs(page)).toContain('店长');
    await shoot(page, '02-home');
    // On a tablet the navigation folds behind the menu button.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('button', { name: '菜单' }).click();
    await navigation(page).getByRole('button', { name: '退出登录' }).waitFor();
    await settle(page);
    await snap(page, '02-navigation-768.png');
    await page.getByRole('button', { name: '菜单' }).click();
    await page.setViewportSize({ width: 1366, height: 900 });

    await navigation(page).getByRole('link', { name: '操作员' }).click();
    await page.waitForURL('**/admin/operators');
    await page.locator('tr[data-login="yunying"]').waitFor();
    await shoot(page, '03-operators');

    // A login name taken: the server's message.
    await page.getByRole('button', { name: '添加操作员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加操作员' });
    await dialog.getByLabel('登录名').fill('yunying');
    await dialog.getByLabel('初始密码').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '添加' }).click();
    await notice(page, OPERATOR_LOGIN_TAKEN).waitFor();

    await dialog.getByLabel('登录名').fill(NEW_LOGIN);
    await dialog.getByLabel('显示名称').fill('小云');
    expect(await dialog.getByLabel('角色').inputValue()).toBe('运营');
    await shoot(page, '04-add-operator');
    await dialog.getByRole('button', { name: '添加' }).click();
    await notice(page, OPERATOR_ADDED).waitFor();
    const added = page.locator(`tr[data-login="${NEW_LOGIN}"]`);
    await added.waitFor();
    expect(await added.getByLabel(`${NEW_LOGIN} 的角色`).inputValue()).toBe('运营');

    // A 财务 too, who reads the trail but not the accounts.
    await page.getByRole('button', { name: '添加操作员' }).click();
    await dialog.getByLabel('登录名').fill('caiwu');
    await dialog.getByLabel('初始密码').fill(NEW_PASSWORD);
    await dialog.getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: '财务' }).click();
    await dialog.getByRole('button', { name: '添加' }).click();
    await page.locator('tr[data-login="caiwu"]').waitFor();

    await navigation(page).getByRole('link', { name: '修改密码' }).click();
    await page.waitForURL('**/admin/password');
    await shoot(page, '05-password');

    await signOut(page);
    await signIn(page, NEW_LOGIN, NEW_PASSWORD);
    expect(await signedInAs(page)).toBe('小云运营');
    // A 运营 is offered the catalogue's and the home page's screens, not the operators' page nor the trail;
    // opened by address, the operators' page says why.
    expect(await menuOf(page)).toEqual(MENU_OF.运营);
    await page.goto('/admin/operators');
    await page.getByText(OPERATOR_FORBIDDEN).waitFor();
    await shoot(page, '06-operators-refused');

    // Their own password: the form checks the confirmation, the server the current password.
    await navigation(page).getByRole('link', { name: '修改密码' }).click();
    await page.getByLabel('原密码').fill('not-my-password');
    await page.getByLabel('新密码', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('确认新密码').fill('garden000');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText(PASSWORDS_DIFFER).waitFor();
    await page.getByLabel('确认新密码').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: '修改密码' }).click();
    await notice(page, CURRENT_PASSWORD_WRONG).waitFor();
    await page.getByLabel('原密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '修改密码' }).click();
    await notice(page, OPERATOR_PASSWORD_CHANGED).waitFor();

    await signOut(page);
    await signIn(page, NEW_LOGIN, CHANGED_PASSWORD);
    await signOut(page);
    await signIn(page, 'admin', 'garden123');

    // The owner disables the account: its row says so.
    await navigation(page).getByRole('link', { name: '操作员' }).click();
    await added.getByRole('button', { name: '停用' }).click();
    await notice(page, OPERATOR_UPDATED).waitFor();
    await added.getByText('已停用').waitFor();

    await navigation(page).getByRole('link', { name: '操作记录' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('table', { name: '操作记录' }).waitFor();
    await shoot(page, '07-audit');

    // Filtered to the new account, which every row names by its login: its addition and its disabling, by admin.
    await page.getByRole('combobox', { name: '目标类型' }).click();
    await page.getByRole('option', { name: '操作员' }).click();
    await page.getByLabel('目标编号').fill(NEW_LOGIN);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/type=operator&target=xiaoyun/);
    // The filtered page has drawn (the whole trail holds more): the fields now show this search.
    await page.getByText('共 2 条').waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: `操作员 ${NEW_LOGIN}` })
      .filter({ hasText: '添加操作员' });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('admin');
    const disabled = page
      .getByRole('row')
      .filter({ hasText: `操作员 ${NEW_LOGIN}` })
      .filter({ hasText: '修改操作员' });
    expect(await disabled.getByRole('cell').nth(1).textContent()).toBe('admin');
    await row.getByRole('button', { name: '查看' }).click();
    await page.getByRole('dialog', { name: '操作详情' }).getByText('操作后').waitFor();
    await shoot(page, '08-audit-detail');

    // The 财务 reads the trail without the accounts (they name an operator by number), beside the money's screens.
    await page.keyboard.press('Escape');
    await signOut(page);
    await signIn(page, 'caiwu', NEW_PASSWORD);
    expect(await menuOf(page)).toEqual(MENU_OF.财务);
    await navigation(page).getByRole('link', { name: '操作记录' }).click();
    await page.getByLabel('操作员编号').fill('1');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/operator=1$/);
    // The filtered page has drawn when every row is the owner's (other journeys of this server add writes of theirs,
    // so the owner's count is not this file's to know); among them this file's three.
    const operatorsShown = async () => new Set(await page.getByRole('row').locator('td:nth-child(2)').allTextContents());
    await expect.poll(operatorsShown).toEqual(new Set(['admin']));
    for (const target of [`操作员 ${NEW_LOGIN}`, '操作员 caiwu', '修改操作员'])
      await page.getByRole('row').filter({ hasText: target }).first().waitFor();
    await shoot(page, '09-audit-as-finance');
    expect(refusedByPolicy).toEqual([]);
  });
});
