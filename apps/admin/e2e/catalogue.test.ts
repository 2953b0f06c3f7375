import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { endpoints } from '@garden/contract/endpoints';
import {
  CATEGORY_HAS_GOODS,
  CATEGORY_SAVED,
  GOODS_CREATED,
  GOODS_DEPOSIT_WINDOWS_REQUIRED,
  GOODS_NAME_INVALID,
  GOODS_SAVED,
  HOME_LINK_ID_INVALID,
  SAVED,
} from '@garden/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clearNotices, navigation, notice, pick, shoot, signInHere, useBrowser } from './browser';

// The seeded 运营 builds a category three levels deep (the top one with an uploaded icon) and a goods with two spec attributes of two values each
// (four SKUs), two uploaded pictures, prices and on sale; the storefront's search then finds it by its pinyin
// initials, and the owner finds the 运营's createGoods in the audit trail (issue 31 "Catalogue").
const browser = useBrowser(() => inject('baseUrl'));
const GOODS_NAME = '月光玫瑰盆栽';
const INITIALS = 'ygmgpz';

/** The icon the storefront's category tree gives a top category. */
async function storefrontIcon(page: Page, name: string): Promise<string | undefined> {
  const tree = await page.request.get(endpoints.readCategoryTree.path);
  return ((await tree.json()).data.list as { cat_name: string; icon: string }[]).find((node) => node.cat_name === name)?.icon;
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await signInHere(page, login, password);
}

/** A valid PNG of one pixel of the given grey (the server reads the type from the bytes). */
function png(grey: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, grey]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo shopper, signed in through the API the storefront's dialog calls, types the initials into the header's
 * search, opens the goods from the results, picks `labels`, buys now and pays by Alipay on the sandbox cashier.
 */
async function shopperBuys(goodsId: number, labels: readonly string[]): Promise<void> {
  const shopper = await browser.open();
  const signedIn = await shopper.request.post('/v1/auth/signin', { data: { mobile: '13800138000', password: 'garden123', login_type: 1 } });
  const { data } = (await signedIn.json()) as { data: { key: string } };
  await shopper.goto(`/index?key=${data.key}`);
  await shopper.getByTestId('user-menu').waitFor();
  const search = shopper.getByRole('search');
  await search.getByLabel('搜索商品').fill(INITIALS);
  await search.getByRole('button', { name: '搜索' }).click();
  await shopper.getByTestId('goods-card').filter({ hasText: GOODS_NAME }).first().click();
  await shopper.waitForURL((url) => url.pathname === '/goodDetail' && url.searchParams.get('gshp_id') === String(goodsId));
  const groups = shopper.locator('.purchase-panel .attr-values');
  for (const [index, label] of labels.entries()) {
    const value = groups.nth(index).getByRole('button', { name: label, exact: true });
    await value.click();
    await expect.poll(() => value.getAttribute('aria-pressed')).toBe('true');
  }
  await shopper.getByRole('button', { name: '立即购买' }).click();
  await shopper.waitForURL(/\/editOrder/);
  await shopper.locator('.checkout-lines').first().getByText(GOODS_NAME).waitFor();
  const submit = shopper.getByRole('button', { name: '提交订单' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await shopper.waitForURL(/\/payway\?from=1/);
  await shopper.getByRole('button', { name: '支付宝' }).click();
  await shopper.getByRole('button', { name: '立即支付' }).click();
  await shopper.waitForURL(/__sandbox\/alipay/);
  await shopper.locator('#sandbox-pay').click();
  await shopper.waitForURL(/\/userOrder/);
  await shopper.context().close();
}

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'garden-admin-pictures-'));
  await writeFile(join(folder, 'first.png'), png(40));
  await writeFile(join(folder, 'second.png'), png(200));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the back office: the catalogue', () => {
  it('a 运营 creates a category and a goods of four SKUs that the storefront finds, and the trail shows it', async () => {
    const page = await browser.open();
    await signIn(page, 'yunying', 'garden123');

    // 分类与品牌: a category three levels deep.
    await navigation(page).getByRole('link', { name: '分类与品牌' }).click();
    await page.waitForURL('**/admin/categories');
    await page.getByRole('button', { name: '添加一级分类' }).click();
    await page.getByLabel('分类名称').fill('旅程花卉');
    await page.getByRole('button', { name: '保存' }).click();
    await notice(page, CATEGORY_SAVED).waitFor();
    await page.getByRole('button', { name: '在 旅程花卉 下添加' }).click();
    await page.getByLabel('分类名称').fill('旅程月季');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('tr[data-category="旅程月季"]').waitFor();
    await page.getByRole('button', { name: '在 旅程月季 下添加' }).click();
    await page.getByLabel('分类名称').fill('旅程盆栽');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('tr[data-category="旅程盆栽"]').waitFor();
    // The top one's icon: uploaded, shown in its row, and in the storefront's tree at once.
    const top = page.locator('tr[data-category="旅程花卉"]');
    await top.locator('input[type=file]').setInputFiles(join(folder, 'first.png'));
    await top.getByRole('img', { name: '旅程花卉 图标' }).waitFor();
    await top.getByRole('button', { name: '更换旅程花卉 图标' }).waitFor();
    expect(await storefrontIcon(page, '旅程花卉')).toMatch(/^\/uploads\/catalogue\//);
    await clearNotices(page);
    await shoot(page, '11-categories');

    // 商品: the list, then a new goods.
    await navigation(page).getByRole('link', { name: '商品' }).click();
    await page.waitForURL('**/admin/goods');
    await page.getByRole('table', { name: '商品' }).locator('tbody tr').first().waitFor();
    await clearNotices(page);
    await shoot(page, '10-goods');
    await page.getByRole('link', { name: '添加商品' }).click();
    await page.waitForURL('**/admin/goods/new');

    // The domain's rule speaks at the field before anything is sent.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(GOODS_NAME_INVALID).waitFor();

    await page.getByLabel('商品名称').fill(GOODS_NAME);
    await page.getByLabel('简称').fill('月光玫瑰');
    await pick(page, '一级分类', '旅程花卉');
    await pick(page, '二级分类', '旅程月季');
    await pick(page, '三级分类', '旅程盆栽');
    // The description as rich text: a heading, bold words and a list, typed with the toolbar.
    const description = page.getByRole('textbox', { name: '商品描述' });
    await description.click();
    await page.getByRole('button', { name: '大标题' }).click();
    await page.keyboard.type('养护要点');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('花大色艳');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('，适合阳台盆栽。');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '项目列表' }).click();
    await page.keyboard.type('全日照');
    // A picture inserted through the toolbar is uploaded and shown from the shop's own address.
    await page.getByTestId('description-editor').locator('input[type=file]').setInputFiles(join(folder, 'second.png'));
    await description.locator('img[src^="/uploads/"]').waitFor();

    await page.locator('input[type=file][multiple]').setInputFiles([join(folder, 'first.png'), join(folder, 'second.png')]);
    await expect.poll(() => page.locator('[data-picture]').count()).toBe(2);
    // The second picture becomes the main one.
    const second = await page.locator('[data-picture]').nth(1).getAttribute('data-picture');
    await page.getByRole('button', { name: '图片 2 前移' }).click();
    expect(await page.locator('[data-picture]').first().getAttribute('data-picture')).toBe(second);

    await page.getByLabel('规格 1 的值').fill('小盆，大盆');
    await page.getByRole('button', { name: '添加规格' }).click();
    await page.getByLabel('规格 2 名称').fill('颜色');
    await page.getByLabel('规格 2 的值').fill('红，白');
    await page.getByRole('combobox', { name: '会员等级价' }).click();
    await page.getByRole('option', { name: '金卡会员', exact: true }).click();
    await page.keyboard.press('Escape');
    const skus = ['小盆 / 红', '小盆 / 白', '大盆 / 红', '大盆 / 白'];
    for (const [index, sku] of skus.entries()) {
      await page.getByLabel(`${sku} 市场价`).fill(`${39 + index * 10}.00`);
      await page.getByLabel(`${sku} 金卡会员价`).fill(`${35 + index * 10}.00`);
      await page.getByLabel(`${sku} 库存`).fill('20');
    }
    // A card tag, the plant finder's facts, then on sale.
    await page.getByRole('combobox', { name: '商品标签' }).fill('新品');
    await page.keyboard.press('Enter');
    await page.getByLabel('植物：在「找植物」中按城市的耐寒区列出').check();
    await pick(page, '花色', '红色');
    await pick(page, '株型', '丛生');
    await pick(page, '光照', '全日照');
    await pick(page, '植物类型', '灌木');
    await pick(page, '最冷耐寒区', '6a');
    await pick(page, '最暖耐寒区', '10b');
    await pick(page, '销售状态', '在售');
    // A deposit goods needs its four windows: the domain's rule says so before anything is sent.
    const deposit = page.getByLabel('定金商品（先付定金，尾款期内付尾款）');
    await deposit.check();
    await page.getByLabel('尾款结束').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(GOODS_DEPOSIT_WINDOWS_REQUIRED).waitFor();
    await deposit.uncheck();
    await clearNotices(page);
    await shoot(page, '12-goods-editor');
    await page.getByRole('button', { name: '保存' }).click();
    await notice(page, GOODS_CREATED).waitFor();
    await page.waitForURL(/\/admin\/goods\/\d+$/);
    const goodsId = Number(new URL(page.url()).pathname.split('/').pop());
    // The editor of the saved goods (the new one's form may still show while it loads).
    await page.getByRole('heading', { name: `编辑商品 ${goodsId}` }).waitFor();
    expect(await page.getByLabel('大盆 / 白 金卡会员价').inputValue()).toBe('65.00');
    // The editor loads back what was saved: the tag and the plant facts.
    await page.getByText('新品', { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: '最暖耐寒区', exact: true }).inputValue()).toBe('10b');
    // The shopper's product page shows the formatted description as the server kept it.
    const product = await page.context().newPage();
    await product.goto(`/goodDetail?gshp_id=${goodsId}`);
    const shown = product.locator('.goods-description__text');
    await shown.locator('h2', { hasText: '养护要点' }).waitFor();
    await shown.locator('strong', { hasText: '花大色艳' }).waitFor();
    await shown.locator('li', { hasText: '全日照' }).waitFor();
    await shown.locator('img[src^="/uploads/"]').waitFor();
    await product.close();
    // Saved again (an update): the SKUs keep their values.
    await page.getByLabel('大盆 / 白 库存').fill('25');
    await page.getByRole('button', { name: '保存' }).click();
    await notice(page, GOODS_SAVED).waitFor();

    // In the list, searched by its initials: on sale with its 85 pieces.
    await page.goto(`/admin/goods?keyword=${INITIALS}`);
    const row = page.locator(`tr[data-goods="${goodsId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('在售');
    expect(await row.textContent()).toContain('85');
    // 下架 and 上架 again from its row.
    await row.getByRole('button', { name: '下架' }).click();
    await row.getByText('已下架').waitFor();
    await row.getByRole('button', { name: '上架' }).click();
    await row.getByText('在售').waitFor();

    // A shopper finds it by its pinyin initials in the storefront and buys one SKU, paying through the sandbox cashier.
    await shopperBuys(goodsId, ['大盆', '白']);
    await page.goto(`/admin/goods?keyword=${INITIALS}`);
    // Its stock (the sixth column) less the one bought.
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('84');

    // A category that holds goods is not deleted: the server's message says why.
    await navigation(page).getByRole('link', { name: '分类与品牌' }).click();
    // The tree opens folded to its first level.
    await page.getByRole('button', { name: '展开 旅程花卉' }).click();
    await page.getByRole('button', { name: '展开 旅程月季' }).click();
    // Asked first, as every deletion is.
    const asked = page.waitForEvent('dialog').then(async (question) => {
      await question.accept();
      return question.message();
    });
    await page.getByRole('button', { name: '删除 旅程盆栽' }).click();
    expect(await asked).toBe('删除分类「旅程盆栽」？删除后无法恢复。');
    await notice(page, CATEGORY_HAS_GOODS).waitFor();

    // 首页内容: a slide linking to the new goods (its picture uploaded) and a theme holding it, found by initials.
    await navigation(page).getByRole('link', { name: '首页内容' }).click();
    await page.waitForURL('**/admin/home');
    await page.getByRole('button', { name: '添加轮播图' }).click();
    const slide = page.getByRole('dialog', { name: '添加轮播图' });
    await slide.locator('input[type=file]').setInputFiles(join(folder, 'first.png'));
    await slide.getByRole('img', { name: '轮播图' }).waitFor();
    await slide.getByLabel('标题').fill('月光玫瑰上新');
    await slide.getByLabel('链接目标').fill('不是编号');
    await slide.getByRole('button', { name: '保存' }).click();
    await slide.getByText(HOME_LINK_ID_INVALID).waitFor();
    await slide.getByLabel('链接目标').fill(String(goodsId));
    await slide.getByRole('button', { name: '保存' }).click();
    await notice(page, SAVED).waitFor();
    await page.getByRole('table', { name: '轮播图' }).getByText('月光玫瑰上新').waitFor();
    // The slide's 已保存 is closed before the dialog opens: its overlay would take the click meant for the notice.
    await clearNotices(page);

    await page.getByRole('button', { name: '添加专题' }).click();
    const theme = page.getByRole('dialog', { name: '添加专题' });
    await theme.getByLabel('标题').fill('阳台玫瑰');
    await theme.getByLabel('链接目标').fill('玫瑰');
    await theme.getByLabel('查找商品').fill(INITIALS);
    await theme.getByRole('button', { name: '查找' }).click();
    await theme.getByRole('button', { name: `加入 ${GOODS_NAME}` }).click();
    await clearNotices(page);
    await shoot(page, '14-theme-dialog');
    await theme.getByRole('button', { name: '保存' }).click();
    await page.getByRole('table', { name: '专题' }).getByText('阳台玫瑰').waitFor();
    await clearNotices(page);
    await shoot(page, '13-home-content');

    // The owner finds the 运营's createGoods in the trail, with their login.
    await navigation(page).getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/admin/login');
    await signIn(page, 'admin', 'garden123');
    await navigation(page).getByRole('link', { name: '操作记录' }).click();
    // Each step of the 运营's, by its call's name in words, with their login.
    const trail = page.getByRole('table', { name: '操作记录' }).locator('tbody tr');
    for (const step of ['添加分类', '上传图片', '添加商品', '修改商品', '上架/下架商品', '保存轮播图', '保存专题']) {
      const entry = trail.filter({ hasText: step });
      await entry.first().waitFor();
      expect(await entry.first().getByRole('cell').nth(1).textContent()).toBe('yunying');
    }
  }, 120_000);
});
