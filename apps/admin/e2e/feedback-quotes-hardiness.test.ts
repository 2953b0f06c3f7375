import type { CityHardiness, QuoteList, QuoteRequestList, QuoteSent, TradeSearch } from '@garden/contract';
import { endpoints } from '@garden/contract/endpoints';
import {
  HARDINESS_REGION_UNKNOWN,
  HARDINESS_ZONE_INVALID,
  hardinessFileRefusedMessage,
  OPERATOR_FORBIDDEN,
  formatYuan,
  fromFen,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearNotices, MENU_OF, menuOf, navigation, notice, shoot, signedInPage, useBrowser } from './browser';
import { apiCall, ownerAuth } from './shop-api';

// The suggestion box, the traders' quotation lists and the hardiness import (issue 32 "Reviews, messages, data"):
// a 运营 finds a suggestion the demo trader left in the plant catalogue's box, then loads a hardiness CSV, refused
// first with each bad line (nothing written), then whole; a 客服 opens the list the trader sent from the catalogue,
// its lines at the prices sent, and may not read the suggestion box.
const browser = useBrowser(() => inject('baseUrl'));
// Logins of this journey's own: the journeys share one server.
const CATALOGUE = { login: 'jianyi', password: 'garden789', role: '运营', display_name: '运营小简' };
const SERVICE = { login: 'baojia', password: 'garden789', role: '客服', display_name: '客服小包' };
/** The seed's trade buyer (api seed DEMO_ACCOUNTS). */
const TRADER = { mobile: '13900139000', password: 'garden123' };
const SUGGESTION = '希望目录里多一些耐寒的铁线莲品种（来自后台测试）';

let trader: Record<string, string>;
beforeAll(async () => {
  const owner = await ownerAuth();
  for (const operator of [CATALOGUE, SERVICE]) await apiCall('POST', endpoints.addOperator.path, operator, owner);
  const { key } = await apiCall<{ key: string }>('POST', endpoints.signIn.path, { ...TRADER, login_type: 1 });
  trader = { key };
});

/** A fresh page signed in as `who`. */
const signedIn = (who: { login: string; password: string }) => signedInPage(browser, who);

/** Chooses a CSV of `lines` for the file button `name` (Mantine's FileButton opens the browser's file chooser). */
async function uploadCsv(page: Page, name: string, file: string, lines: string[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name }).click()]);
  // As Excel writes it: a BOM and CRLF line ends.
  await chooser.setFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) });
}

const zoneOf = async (city: string) => (await apiCall<CityHardiness>('GET', endpoints.readCityHardiness.path, { city_name: city })).zone;

describe('the back office: suggestions, quotation lists and the hardiness import', () => {
  it('a 运营 reads the suggestion box and loads a hardiness file, refused with each bad line first', async () => {
    await apiCall('POST', endpoints.sendCatalogueSuggestion.path, { content: SUGGESTION }, trader);
    const page = await signedIn(CATALOGUE);
    expect(await menuOf(page)).toEqual(MENU_OF.运营);
    await navigation(page).getByRole('link', { name: '建议反馈' }).click();
    await page.waitForURL('**/admin/feedback');
    await page.getByLabel('查找建议').fill('铁线莲品种');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/q=/);
    const row = page.getByRole('table', { name: '建议反馈' }).getByRole('row').filter({ hasText: SUGGESTION });
    await row.waitFor();
    expect(await row.textContent()).toContain(TRADER.mobile);
    await page.getByText(/^共 \d+ 条建议$/).waitFor();
    await shoot(page, 'data-01-feedback');

    // The hardiness import: a file with bad lines is refused whole, each bad line named, and nothing changes.
    const before = { ningbo: await zoneOf('宁波市'), wenzhou: await zoneOf('温州市') };
    const next = { ningbo: before.ningbo === '9a' ? '8b' : '9a', wenzhou: before.wenzhou === '9b' ? '9a' : '9b' };
    await navigation(page).getByRole('link', { name: '耐寒区导入' }).click();
    await page.waitForURL('**/admin/hardiness');
    await uploadCsv(page, '选择 CSV 文件导入', 'bad.csv', ['地区,耐寒区', `宁波市,${next.ningbo}`, '火星市,7b', '3303,99z']);
    const refusal = page.getByRole('alert').filter({ hasText: hardinessFileRefusedMessage(2) });
    await refusal.waitFor();
    expect(await refusal.getByRole('list', { name: '不正确的行' }).getByRole('listitem').allTextContents()).toEqual([
      `第 3 行：${HARDINESS_REGION_UNKNOWN}`,
      `第 4 行：${HARDINESS_ZONE_INVALID}`,
    ]);
    expect(await zoneOf('宁波市')).toBe(before.ningbo);
    await shoot(page, 'data-02-hardiness-refused');

    await uploadCsv(page, '选择 CSV 文件导入', 'good.csv', ['地区,耐寒区', `宁波市,${next.ningbo}`, `3303,${next.wenzhou}`]);
    await page.getByRole('alert').filter({ hasText: 'good.csv：已导入' }).getByText('已导入 2 个城市的耐寒区（其中 2 个替换了原有数据）').waitFor();
    expect({ ningbo: await zoneOf('宁波市'), wenzhou: await zoneOf('温州市') }).toEqual(next);
    await clearNotices(page);
    await shoot(page, 'data-03-hardiness-imported');
  });

  it('a 客服 opens the list the demo trader sent, each line at its price, and not the suggestion box', async () => {
    // The demo trader sends two SKUs of a plant from the catalogue (发送清单), as the storefront does.
    const [plant] = (await apiCall<TradeSearch>('GET', endpoints.searchTradeCatalogue.path, {}, trader)).data;
    await apiCall('POST', endpoints.addToQuote.path, { spu_id: plant?.id }, trader);
    const lines = (await apiCall<QuoteList>('GET', endpoints.readQuoteList.path, {}, trader)).list.filter((line) => line.spu_id === plant?.id);
    const chosen = lines.slice(0, 2);
    const sent = await apiCall<QuoteSent>('POST', endpoints.sendQuote.path, { sku: chosen.map((line) => line.sku_id).join(',') }, trader);
    const owner = await ownerAuth();
    const [request] = (await apiCall<QuoteRequestList>('GET', endpoints.quoteRequests.path, { trader: TRADER.mobile, limit: 1 }, owner)).list;
    expect(request?.id).toBe(sent.request_id);

    const page = await signedIn(SERVICE);
    expect(await menuOf(page)).toEqual(MENU_OF.客服);
    await navigation(page).getByRole('link', { name: '报价清单' }).click();
    await page.waitForURL('**/admin/quotes');
    await page.getByLabel('查找批发商').fill(TRADER.mobile);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/q=13900139000/);
    const row = page.locator(`tr[data-request="${sent.request_id}"]`);
    await row.waitFor();
    const total = formatYuan(fromFen(request?.total ?? 0));
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      String(sent.request_id),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.stringContaining(TRADER.mobile),
      String(chosen.length),
      total,
      '查看',
    ]);
    await shoot(page, 'data-04-quotes');

    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: `报价清单 ${sent.request_id}` });
    const table = dialog.getByRole('table', { name: '清单商品' });
    await table.waitFor();
    for (const line of request?.lines ?? []) {
      const cells = await table
        .getByRole('row')
        .filter({ hasText: line.goods_name })
        .filter({ hasText: line.spe || '—' })
        .getByRole('cell')
        .allTextContents();
      expect(cells).toEqual([line.cat_name, line.goods_name, line.spe || '—', formatYuan(fromFen(line.price))]);
    }
    await dialog.getByText(`合计 ¥${total}`).waitFor();
    await shoot(page, 'data-05-quote-detail');

    // The suggestion box is the catalogue's: opened by address, it says so.
    await page.keyboard.press('Escape');
    await page.goto('/admin/feedback');
    await page.getByText(OPERATOR_FORBIDDEN).waitFor();
    expect(await notice(page, OPERATOR_FORBIDDEN).count()).toBe(0);
  });
});
