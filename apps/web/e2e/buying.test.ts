import {
  ADDRESS_MOBILE_INVALID,
  CONFIRM_DELETE_ADDRESS,
  CONSIGNEE_REQUIRED,
  FAILED,
  ATTRIBUTES_INCOMPLETE,
  BLACK_FIVE_NO_STACKING,
  BLACK_FIVE_NOT_APPLICABLE,
  PAY_METHOD_REQUIRED,
  QUANTITY_FORMAT_INVALID,
  SELECT_GOODS_TO_DELETE,
  PAY_SUCCESS_REDIRECTING,
  QR_CODE_SIZE_PX,
  SELECT_GOODS_TO_CHECKOUT,
  SHIP_FROM_DIFFERS,
  ADDED_TO_CART,
  COUPON_TAKEN,
  REQUEST_FAILED,
} from '@garden/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectToast, launchBrowser, openPage, saveScreenshot } from './browser';
import { buyFromGoodsPage, findGoodsPerShipFrom, openSignedIn, submitOrder, type GoodsFacts } from './buying-steps';
import { garden } from './cli';
import { call, ensureAddress, placeOrder, post, registerShopper, signInDemoShopper } from './shop-api';

// The buying journeys: address book, cart with two ship-from places, the order page with
// its auto-picked coupon, shipping choice and balance, and paying by WeChat QR and Alipay before the
// order exists (/payway?from=1) and by member card for a placed order, through the sandbox gateway
// pages, against the real seeded server.

const baseUrl = inject('baseUrl');
let browser: Browser;
let key: string;

/** Chooses the first province, then its first city and district, as each list loads. */
async function chooseRegions(page: Page): Promise<void> {
  for (const level of ['省份', '城市', '区县']) {
    const select = page.getByLabel(level, { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  }
}

/** The shopper's newest order (GET /v1/order/list lists the newest first). */
async function readNewestOrder(): Promise<{ order_id: number; o_status: number }> {
  const { list } = await call<{ list: { order_id: number; o_status: number }[] }>(`/v1/order/list?key=${key}&o_status=-1&page=1`);
  if (!list[0]) throw new Error('the shopper has no order');
  return list[0];
}

async function readOrderStatus(orderId: number): Promise<number> {
  const { o_status } = await call<{ o_status: number }>(`/v2/order/pay_status?order_id=${orderId}&key=${key}`);
  return o_status;
}

beforeAll(async () => {
  browser = await launchBrowser();
  key = await signInDemoShopper();
});
afterAll(async () => {
  await browser?.close();
});

describe('buying', () => {
  it('keeps an address book: the form refuses bad input, saves the first address as the default, deletes after confirming', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto(`/addressList?key=${key}`);
    await page.getByRole('link', { name: '+ 新增收货地址' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, CONSIGNEE_REQUIRED);
    await page.locator('input[name=consignee]').fill('林小园');
    await page.locator('input[name=tel]').fill('1231234');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, ADDRESS_MOBILE_INVALID);
    await page.locator('input[name=tel]').fill('13912345678');
    await chooseRegions(page);
    await page.locator('textarea[name=address]').fill('文三路 100 号 花园小区 3 幢');
    await saveScreenshot(page, 'buying-1-address-form');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/addressList/);
    const card = page.locator('.address-card').filter({ hasText: '林小园' }).first();
    await card.waitFor();
    await expect.poll(() => page.locator('.address-card--default').count()).toBe(1);
    // Saving the default address keeps its city as the default city (shopping §7).
    const city = await page.evaluate(() => localStorage.getItem('garden.defaultCity'));
    expect(city).toContain('city_name');
    await saveScreenshot(page, 'buying-2-address-list');

    // A second address, deleted once the shopper confirms `确定删除该地址?` (shopping §5).
    await page.getByRole('link', { name: '+ 新增收货地址' }).click();
    await page.locator('input[name=consignee]').fill('临时收货人');
    await page.locator('input[name=tel]').fill('13712345678');
    await chooseRegions(page);
    await page.locator('textarea[name=address]').fill('临时地址 1 号');
    // The connection drops on the save: an address call says 失败 (shopping §8), and the form stays filled.
    await page.route('**/v1/address/add', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, FAILED);
    await page.unroute('**/v1/address/add');
    expect(await page.locator('input[name=consignee]').inputValue()).toBe('临时收货人');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/addressList/);
    const extra = page.locator('.address-card').filter({ hasText: '临时收货人' });
    const deleteExtra = async () => {
      await extra.getByRole('button', { name: '删除' }).click();
      await page.getByRole('alertdialog', { name: CONFIRM_DELETE_ADDRESS }).getByRole('button', { name: '确定' }).click();
    };
    // And on a delete: 失败 again, and the address stays.
    await page.route('**/v1/address/delete', (route) => route.abort('internetdisconnected'));
    await deleteExtra();
    await expectToast(page, FAILED);
    await page.unroute('**/v1/address/delete');
    expect(await extra.count()).toBe(1);
    await deleteExtra();
    await expect.poll(() => extra.count()).toBe(0);
    await page.context().close();
  });

  it('sends two ship-from places to separate checkouts, buys one group with the auto-picked coupon and pays by WeChat QR', async () => {
    // Goods with a choice of specs that all have stock, so a line's stock is less than the goods' own (the popup
    // must show the line's).
    const [first, second] = await findGoodsPerShipFrom(
      key,
      2,
      async (goods) =>
        goods.properties.spe.some((group) => group.values.length > 1) &&
        (await post<{ no_allow_attr_arr: number[] }>(key, '/v2/goods/price', { gsup_id: goods.gsup_id, attr_id: [] })).no_allow_attr_arr.length === 0,
    );
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    for (const goods of [first, second]) {
      await buyFromGoodsPage(page, goods!, '加入购物车');
      await expectToast(page, ADDED_TO_CART);
    }
    await page.goto('/shopCart');
    const groups = page.locator('.cart-group').filter({ has: page.locator('.cart-group__head .cart-check') });
    await expect.poll(() => groups.count()).toBeGreaterThanOrEqual(2);

    const all = page.getByRole('checkbox', { name: '全选' });
    if (await all.isChecked()) await all.click();
    await expect.poll(() => all.isChecked()).toBe(false);
    await page.getByRole('button', { name: /^结算/ }).click();
    await expectToast(page, SELECT_GOODS_TO_CHECKOUT);
    await page.getByRole('button', { name: '删除选中' }).click();
    await expectToast(page, SELECT_GOODS_TO_DELETE);

    // Quantities move by the domain's rules: plus steps up, typed junk resets with its message.
    const row = page.locator('.cart-item').first();
    const quantity = row.getByRole('textbox', { name: '购买数量' });
    const start = Number(await quantity.inputValue());
    await row.getByRole('button', { name: '增加数量' }).click();
    await expect.poll(async () => Number(await quantity.inputValue())).toBeGreaterThan(start);
    await quantity.fill('abc');
    await quantity.press('Enter');
    await expectToast(page, QUANTITY_FORMAT_INVALID);

    // The spec popup shows the stock of the line's spec, as the row does, then refuses an incomplete choice
    // (shopping §5 "Add to cart").
    const rowStock = await row.getByText(/^库存 \d+$/).textContent();
    await row.locator('.cart-item__attr').click();
    const popup = page.getByRole('dialog', { name: '修改规格' });
    const chosen = popup.locator('button[aria-pressed="true"]').first();
    await chosen.waitFor();
    await expect.poll(() => popup.getByText(/^库存 \d+$/).textContent()).toBe(rowStock);
    await chosen.click();
    await popup.getByRole('button', { name: '确定' }).click();
    await expectToast(page, ATTRIBUTES_INCOMPLETE);
    await saveScreenshot(page, 'buying-3-cart-spec-popup');
    await page.keyboard.press('Escape');

    await all.click();
    await expect.poll(() => all.isChecked()).toBe(true);
    await page.getByRole('button', { name: /^结算/ }).click();
    await expectToast(page, SHIP_FROM_DIFFERS);
    await saveScreenshot(page, 'buying-4-cart-two-places');

    // Only one place's group stays selected.
    const groupCount = await groups.count();
    await all.click();
    await expect.poll(() => all.isChecked()).toBe(false);
    const group = groups.first().locator('.cart-group__head .cart-check');
    await group.click();
    await expect.poll(() => group.isChecked()).toBe(true);
    await page.getByRole('button', { name: /^结算/ }).click();
    await page.waitForURL(/\/editOrder/);

    // One split order, with the best usable coupon picked without the shopper asking (shopping §4).
    await expect.poll(() => page.locator('.checkout-order').count()).toBe(1);
    const coupon = page.getByLabel('优惠券', { exact: true });
    await expect.poll(() => coupon.inputValue()).not.toBe('');
    // The second method (ordinary express, ¥5) replaces the free dedicated carrier.
    const shipping = page.getByRole('radiogroup', { name: '配送方式' }).getByRole('radio');
    await shipping.nth(1).click();
    await expect.poll(() => shipping.nth(1).isChecked()).toBe(true);
    await expect.poll(() => page.locator('.checkout-sums').first().textContent()).toContain('¥5.00');
    await page.getByLabel('给卖家留言').fill('请帮忙包好根土');
    await saveScreenshot(page, 'buying-5-edit-order');

    // The page is kept alive: a trip to the address picker comes back to the same choices.
    await page.getByRole('link', { name: '更换地址' }).click();
    await page.waitForURL(/\/addressList\?hasorder=1/);
    await page.getByText('点击选择要更换的地址').waitFor();
    await page.locator('.address-card__body').first().click();
    await page.waitForURL(/\/editOrder/);
    await expect.poll(() => shipping.nth(1).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('给卖家留言').inputValue()).toBe('请帮忙包好根土');

    // Paying before the order exists: the payment page places it with the chosen method (shopping §2).
    await submitOrder(page);
    await page.getByRole('button', { name: '立即支付' }).click();
    await expectToast(page, PAY_METHOD_REQUIRED);
    await page.getByRole('button', { name: '微信支付' }).click();
    await saveScreenshot(page, 'buying-6-payway');
    await page.getByRole('button', { name: '立即支付' }).click();

    await page.waitForURL(/\/wxPay/);
    const { order_id: orderId, o_status: placedStatus } = await readNewestOrder();
    expect(placedStatus).toBe(0);
    const qr = page.locator('.wx-pay__qr svg');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe(String(QR_CODE_SIZE_PX));
    await saveScreenshot(page, 'buying-7-wxpay');
    // What a phone would open after scanning: the sandbox scan page completes the payment.
    const codeUrl = await page.locator('.wx-pay__link').getAttribute('href');
    const phone = await page.context().newPage();
    phone.setDefaultTimeout(15_000);
    await phone.goto(codeUrl!);
    await phone.locator('#sandbox-pay').click();
    // Closing the phone while its payment form is still posting can leave the close waiting forever.
    const result = phone.locator('#sandbox-result');
    await result.waitFor();
    expect(await result.textContent()).toBe('支付成功');
    await phone.close();

    await page.getByText(PAY_SUCCESS_REDIRECTING).first().waitFor();
    await saveScreenshot(page, 'buying-8-wxpay-paid');
    // Then the order list.
    await page.waitForURL(/\/userOrder/);
    expect([1, 2]).toContain(await readOrderStatus(orderId));
    // The bought group left the cart; the other places' goods are still there.
    await page.goto('/shopCart');
    await expect.poll(() => groups.count()).toBe(groupCount - 1);
    await page.context().close();
    // The longest journey: on a busy machine its many page loads need more than the default.
  }, 240_000);

  it('buys now, tries the black-five card, and pays by Alipay through the sandbox cashier page', async () => {
    const [goods] = await findGoodsPerShipFrom(key, 1);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder/);
    const blackFive = page.getByRole('checkbox', { name: /黑五卡/ });
    await blackFive.click();
    await expect
      .poll(() => page.locator('.checkout-note').first().textContent())
      .toMatch(new RegExp(`${BLACK_FIVE_NO_STACKING}|${BLACK_FIVE_NOT_APPLICABLE}`));
    await saveScreenshot(page, 'buying-9-black-five');
    await blackFive.click();
    await expect.poll(() => page.locator('.checkout-note').count()).toBe(0);

    // The balance pays min(balance, what is due now), and the totals say so (shopping §2 "balance and card use").
    const total = page.locator('.checkout-bar__total strong');
    const due = Number((await total.textContent())?.replace('¥', ''));
    const { info } = await call<{ info: { user_money: string } }>(`/v1/user/info?key=${key}`);
    const surplus = Math.min(Number(info.user_money), due);
    const useBalance = page.getByRole('checkbox', { name: /使用余额/ });
    await useBalance.click();
    await expect.poll(() => page.locator('.checkout-bar dl').textContent()).toContain(`余额抵扣-¥${surplus.toFixed(2)}`);
    await expect.poll(() => total.textContent()).toBe(`¥${(due - surplus).toFixed(2)}`);
    await saveScreenshot(page, 'buying-10-balance');
    await useBalance.click();
    await expect.poll(() => total.textContent()).toBe(`¥${due.toFixed(2)}`);

    await submitOrder(page);
    await page.getByRole('button', { name: '支付宝' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/__sandbox\/alipay/);
    await saveScreenshot(page, 'buying-11-alipay-cashier');
    await page.locator('#sandbox-pay').click();
    // The cashier returns to the order list (return_url), with the new order paid.
    await page.waitForURL(/\/userOrder/);
    const { order_id: orderId } = await readNewestOrder();
    await expect.poll(() => readOrderStatus(orderId)).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  it('refuses to place at another price than the one confirmed: a coupon taken meanwhile sends the shopper back to the re-priced order page', async () => {
    // A shopper of their own, holding one coupon: the ¥5 one without threshold (seeded type 9, issued by the operator).
    const shopper = await registerShopper();
    await ensureAddress(shopper.key);
    await garden('coupons', 'issue', '--type', '9', '--mobile', shopper.mobile);
    const [goods] = await findGoodsPerShipFrom(key, 1);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, shopper.key);
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder/);
    const coupon = page.getByLabel('优惠券', { exact: true });
    await expect.poll(() => coupon.inputValue()).not.toBe('');
    const bonusId = Number(await coupon.inputValue());
    const total = page.locator('.checkout-bar__total strong');
    const confirmed = Number((await total.textContent())?.replace('¥', ''));
    await submitOrder(page);

    // Meanwhile another order of the shopper (another tab, the app) uses the coupon.
    const attrIds = goods!.properties.spe.map((group, i) => group.values.find((value) => value.label === goods!.labels[i])?.goods_attr_id);
    await post(shopper.key, '/v2/order/done', { gshp_id: goods!.gshp_id, number: goods!.start_num, attr_id: attrIds, once: 1, bonus_id: bonusId });

    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    // Not charged ¥5 more in silence: back on the order page, told why, priced again without the coupon.
    await page.waitForURL(/\/editOrder/);
    await page.getByRole('alert').filter({ hasText: COUPON_TAKEN }).waitFor();
    await expect.poll(() => total.textContent()).toBe(`¥${(confirmed + 5).toFixed(2)}`);
    expect(await coupon.inputValue()).toBe('');
    await saveScreenshot(page, 'buying-12-coupon-taken');

    // The new price, confirmed, is placed.
    await submitOrder(page);
    await expect.poll(() => page.locator('.pay-summary__amount').textContent()).toBe(`¥${(confirmed + 5).toFixed(2)}`);
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/wxPay/);
    await page.context().close();
  });

  it('retries an order whose reply was lost on the network and lands on the same order', async () => {
    const [goods] = await findGoodsPerShipFrom(key, 1);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    const countOrders = async () => (await call<{ total: number }>(`/v1/order/list?key=${key}&o_status=-1&page=1`)).total;
    const before = await countOrders();
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder/);
    await submitOrder(page);

    // The first placement reaches the server and is made there, but its reply never comes back.
    const sentKeys: string[] = [];
    await page.route('**/v2/order/done', async (route) => {
      sentKeys.push(String(route.request().postDataJSON()?.idempotency_key));
      if (sentKeys.length === 1) {
        await route.fetch();
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.getByRole('button', { name: '微信支付' }).click();
    const pay = page.getByRole('button', { name: '立即支付' });
    await pay.click();
    await expectToast(page, REQUEST_FAILED);
    await expect.poll(() => countOrders()).toBe(before + 1);
    const { order_id: placed } = await readNewestOrder();

    // The shopper tries again: the same attempt's key answers the order already placed, and pays it.
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(/\/wxPay/);
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(await countOrders()).toBe(before + 1);
    expect((await readNewestOrder()).order_id).toBe(placed);
    await page.locator('.wx-pay__qr svg').waitFor();
    await saveScreenshot(page, 'buying-11c-retry-same-order');
    await page.context().close();
  });

  it('pays from the balance alone when it covers the order: no method to choose, the order paid as it is placed', async () => {
    const [goods] = await findGoodsPerShipFrom(key, 1, (g) => Number(g.price.max_price) * g.start_num < 100);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder/);
    const total = page.locator('.checkout-bar__total strong');
    await expect.poll(() => total.textContent()).toMatch(/^¥\d/);
    const due = Number((await total.textContent())?.replace('¥', ''));
    const before = Number((await call<{ info: { user_money: string } }>(`/v1/user/info?key=${key}`)).info.user_money);
    expect(before).toBeGreaterThanOrEqual(due);
    await page.getByRole('checkbox', { name: /使用余额/ }).click();
    await expect.poll(() => total.textContent()).toBe('¥0.00');

    await submitOrder(page);
    const byBalance = page.getByRole('region', { name: '余额支付' });
    await byBalance.waitFor();
    expect(await page.getByRole('region', { name: '支付方式' }).count()).toBe(0);
    await saveScreenshot(page, 'buying-11b-balance-covers-all');
    await byBalance.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/orderDetail\?id=/);
    await page.getByRole('region', { name: '订单详情' }).getByRole('heading', { name: '待发货' }).waitFor();
    const { order_id: orderId } = await readNewestOrder();
    expect(await readOrderStatus(orderId)).toBe(1);
    const after = Number((await call<{ info: { user_money: string } }>(`/v1/user/info?key=${key}`)).info.user_money);
    expect(after).toBeCloseTo(before - due, 2);
    await page.context().close();
  });

  it('shows the gift a buy-N-get-a-gift promotion earns, in the cart and on the order page', async () => {
    // The seed's gift promotion (act_type 4, apps/api README "Gifts") gives one gift per 2 pieces; its
    // name ends with the gift's, which takes part but earns nothing.
    const earnsGift = (candidate: GoodsFacts) =>
      candidate.activities_list.some((activity) => activity.type === 4 && !activity.name.endsWith(candidate.name));
    const [goods] = await findGoodsPerShipFrom(key, 1, earnsGift);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    for (let added = 0; added < 2; added += 1) {
      await buyFromGoodsPage(page, goods!, '加入购物车');
      await expectToast(page, ADDED_TO_CART);
    }
    await page.goto('/shopCart');
    const all = page.getByRole('checkbox', { name: '全选' });
    await expect.poll(() => all.isEnabled()).toBe(true);
    if (await all.isChecked()) await all.click();
    await expect.poll(() => all.isChecked()).toBe(false);
    const group = page.locator('.cart-group').filter({ hasText: goods!.name }).locator('.cart-group__head .cart-check');
    await group.click();
    await expect.poll(() => group.isChecked()).toBe(true);
    const gifts = page.getByRole('region', { name: '赠品' });
    await gifts.waitFor();
    await saveScreenshot(page, 'buying-13-cart-gift');
    await page.getByRole('button', { name: /^结算/ }).click();
    await page.waitForURL(/\/editOrder/);
    await expect.poll(() => page.locator('.checkout-lines__gift').first().textContent()).toContain('赠品');
    await saveScreenshot(page, 'buying-14-order-gift');

    // Placed (the WeChat payment left open), the order keeps its gift: the detail lists it at ¥0.00.
    await submitOrder(page);
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/wxPay/);
    const { order_id: orderId } = await readNewestOrder();
    await page.goto(`/orderDetail?id=${orderId}`);
    const gift = page.locator('.order-lines__gift').first();
    await expect.poll(() => gift.textContent()).toContain('赠品');
    expect(await gift.textContent()).toContain('¥0.00');
    await saveScreenshot(page, 'buying-14b-placed-order-gift');
    // The order list's card lists it too.
    await page.goto('/userOrder');
    await expect.poll(() => page.locator('.order-card__gift').first().textContent()).toContain('赠品');
    await saveScreenshot(page, 'buying-14c-order-list-gift');
    await page.context().close();
  });

  it('pays by a member card before the order exists, showing and charging the price that card gives', async () => {
    const [goods] = await findGoodsPerShipFrom(key, 1, (candidate) => candidate.is_fei5zhe === 0);
    const page = await openPage(browser, baseUrl);
    await openSignedIn(page, key);
    await buyFromGoodsPage(page, goods!, '立即购买');
    await page.waitForURL(/\/editOrder/);
    await submitOrder(page);
    const amount = page.locator('.pay-summary__amount');
    const withoutCard = await amount.textContent();
    const { list } = await call<{ list: { FCardNumber: number; FName: string }[] }>(`/v2/user/vipCard?key=${key}`);
    const card = list.find((entry) => entry.FCardNumber !== 2);
    if (!card) throw new Error('the demo shopper holds no member card to pay with');
    // The card prices the order (shopping §7: the payment page's card_number): the amount follows the choice.
    await page.getByRole('button', { name: new RegExp(card.FName) }).click();
    await expect.poll(() => amount.textContent()).not.toBe(withoutCard);
    const withCard = await amount.textContent();
    expect(Number(withCard?.replace('¥', ''))).toBeLessThan(Number(withoutCard?.replace('¥', '')));
    await saveScreenshot(page, 'buying-12b-card-price');
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/orderDetail\?id=/);
    const detail = page.getByRole('region', { name: '订单详情' });
    await detail.getByRole('heading', { name: '待发货' }).waitFor();
    await expect.poll(() => detail.locator('.order-detail__sums').textContent()).toContain(`订单金额${withCard}`);
    await page.context().close();
  });

  it('pays an unpaid order by member card within its countdown, debiting the card balance', async () => {
    const balanceOf = async () => {
      const { list } = await call<{ list: { FCardNumber: number; FName: string; FAmtIn: string }[] }>(`/v2/user/vipCard?key=${key}`);
      const card = list.find((entry) => entry.FCardNumber !== 2);
      if (!card) throw new Error('the demo shopper holds no member card to pay with');
      return card;
    };
    const card = await balanceOf();
    const orderId = await placeOrder(key);
    const page = await openPage(browser, baseUrl);
    await page.goto(`/payway?order_id=${orderId}&key=${key}`);
    await expect.poll(() => page.locator('.pay-summary__countdown strong').textContent()).toMatch(/^[56]\d:\d\d$/);
    await page.getByRole('button', { name: new RegExp(card.FName) }).click();
    await saveScreenshot(page, 'buying-12-member-card');
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/orderDetail\?id=/);
    expect([1, 2]).toContain(await readOrderStatus(orderId));
    expect(Number((await balanceOf()).FAmtIn)).toBeLessThan(Number(card.FAmtIn));
    await page.context().close();
  });
});
