import { CONFIRM_CLEAR_QUOTE } from '@garden/domain';
import { describe, expect, inject, it } from 'vitest';
import { expectToast, useBrowser, saveScreenshot } from './browser';
import { garden } from './cli';
import { registerShopper } from './shop-api';

// The trade catalogue (shopping §2 bk* pages) as a trader: a new shopper the operator marks a trade
// buyer (`garden users trader`), so this journey shares no account with the others.

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

describe('the trade catalogue', () => {
  it('browses the index, a category and a plant, searches with a filter, builds the list and gets its PDF', async () => {
    const { mobile, key } = await registerShopper();
    await garden('users', 'trader', '--mobile', mobile);
    const page = await browser.open();
    await page.goto(`/bkHome?key=${key}`);
    await page.getByRole('navigation', { name: '拼音首字母' }).waitFor();
    await saveScreenshot(page, 'catalogue-1-home');

    // A second-level category, its first group open.
    await page.locator('a[href^="/bkSecondCat"]').first().click();
    await page.waitForURL(/\/bkSecondCat\?cat_id=\d+/);
    await page.getByTestId('bk-card').first().waitFor();
    await saveScreenshot(page, 'catalogue-2-category');

    // A plant: its path and SKU table; every SKU goes on the list.
    await page.getByTestId('bk-card').first().click();
    await page.waitForURL(/\/bkGoodDetail\?id=\d+/);
    await page.getByTestId('bk-sku').first().waitFor();
    const skus = await page.getByTestId('bk-sku').count();
    await page.getByRole('button', { name: '全部规格加入报价清单' }).click();
    await expectToast(page, '已加入报价清单');
    // The header's quotation icon, shown to traders, counts the list.
    await expect.poll(() => page.getByTestId('quote-count').textContent()).toBe(String(skus));
    await saveScreenshot(page, 'catalogue-3-plant');

    // Advanced search by pinyin, narrowed by an attribute value.
    await page.goto('/bkAdvancedScreening');
    const screening = page.getByRole('region', { name: '高级筛选' });
    await screening.getByLabel('关键字').fill('yueji');
    await screening.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/keywords=yueji/);
    await page.getByTestId('bk-card').first().waitFor();
    const chip = page.locator('.bk-chips button').first();
    const label = (await chip.textContent()) ?? '';
    await chip.click();
    const value = page.locator('.bk-chips button', { hasText: label });
    await expect.poll(() => value.first().getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL(/attrs=/);
    await saveScreenshot(page, 'catalogue-4-search');
    await page.getByTestId('bk-card').first().click();
    await page.waitForURL(/\/bkGoodDetail/);
    await page.getByTestId('bk-sku').first().getByRole('button', { name: '加入清单' }).click();
    await expectToast(page, '已加入报价清单');

    // The list: sending with nothing picked asks for a pick and shows the checkboxes; two picked lines
    // reach the sales desk (garden quotes list); manage mode removes a whole category; then the PDF.
    await page.goto('/bkList');
    await page.getByTestId('quote-line').first().waitFor();
    const lines = await page.getByTestId('quote-line').count();
    expect(lines).toBeGreaterThanOrEqual(Math.min(skus + 1, 20));
    await saveScreenshot(page, 'catalogue-5-list');
    await page.getByRole('button', { name: '发送清单' }).click();
    await expectToast(page, '请选择商品');
    const sentNames = await page
      .getByTestId('quote-line')
      .locator('td:nth-child(2)')
      .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.textContent ?? ''));
    for (const box of await page
      .getByTestId('quote-line')
      .getByRole('checkbox')
      .all()
      .then((boxes) => boxes.slice(0, 2)))
      await box.check();
    await page.getByRole('button', { name: '发送清单' }).click();
    await expectToast(page, '清单已发送，销售顾问会尽快与您联系');
    await saveScreenshot(page, 'catalogue-5-sent');
    const desk = await garden('quotes', 'list', '--limit', '5');
    expect(desk).toContain(mobile);
    for (const name of sentNames) expect(desk).toContain(name);
    await page.getByRole('button', { name: '管理' }).click();
    const firstGroup = page
      .getByRole('group')
      .filter({ has: page.getByTestId('quote-line') })
      .first();
    const inGroup = await firstGroup.getByTestId('quote-line').count();
    await firstGroup.getByRole('checkbox', { name: /^全选/ }).check();
    await page.getByRole('button', { name: '删除所选' }).click();
    await expect.poll(() => page.getByTestId('quote-line').count()).toBe(lines - inGroup);
    await page.getByRole('button', { name: '完成' }).click();

    await page.getByRole('button', { name: '生成PDF' }).click();
    await expectToast(page, '报价单已生成');
    const download = page.getByRole('link', { name: '下载PDF' });
    await download.waitFor();
    const pdf = await page.evaluate(
      async (href) => {
        const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
        return String.fromCharCode(...bytes.slice(0, 5));
      },
      (await download.getAttribute('href')) as string,
    );
    expect(pdf).toBe('%PDF-');
    await page.getByRole('link', { name: '预览' }).click();
    await page.waitForURL(/\/bkPreviewPdf/);
    await page.locator('iframe[title="报价单 PDF"]').waitFor();
    await saveScreenshot(page, 'catalogue-6-preview');

    // The mini-program code closes on Esc and on a press outside it; 清空 asks first, and 取消 keeps the list.
    await page.goto('/bkList');
    const quoteLines = page.getByTestId('quote-line');
    await quoteLines.first().waitFor();
    const kept = await quoteLines.count();
    const qr = page.getByRole('dialog', { name: '扫码使用小程序' });
    await page.getByRole('button', { name: '小程序' }).click();
    await qr.waitFor();
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '小程序' }).click();
    await qr.waitFor();
    await page.mouse.click(4, 4);
    await qr.waitFor({ state: 'detached' });
    const question = page.getByRole('dialog').filter({ hasText: CONFIRM_CLEAR_QUOTE });
    await page.getByRole('button', { name: '清空', exact: true }).click();
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await quoteLines.count()).toBe(kept);
    await page.getByRole('button', { name: '清空', exact: true }).click();
    await question.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => quoteLines.count()).toBe(0);
    await page.context().close();
  });
});
