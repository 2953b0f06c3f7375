import {
  maxQuantityMessage,
  minQuantityMessage,
  stepQuantityMessage,
  BLACK_FIVE_NO_STACKING,
  BLACK_FIVE_NOT_APPLICABLE,
  FORWARD_PRESALE_USE_APP,
  IDEMPOTENCY_MISMATCH,
  NOT_LOGGED_IN,
  OFF_SALE,
  SELLER_MESSAGE_TOO_LONG,
  SHIP_FROM_DIFFERS,
  SOLD_OUT_BUTTON,
  ADDRESS_INVALID,
  BLACK_FIVE_CARD_REQUIRED,
  SHIPPING_INVALID,
  CARD_BALANCE_SHORT,
  depositBalanceBeforeMessage,
  formatChinaTime,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, balanceLogs, cartItems, goodsAttrs, goodsSkus, orderGoods, orders, userCoupons, users } from '../../db/schema/index';
import { createBuyer, createAddress, createDepositGoods, giveCard, giveCoupon } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { call } from '../../test/http';
import { addToCart as addToTestCart, createGiftPromotion } from '../../test/order-factories';

interface CheckoutReply {
  pay_money: string;
  surplus: string;
  order_amount: string;
  shipping_fee: string;
  is_black: number;
  black_msg: string;
  bonusUseNum: number;
  shipBonusUseNum: number;
  bonus: { list: { bonus_id: number; devide_item: string | null; is_usable: number }[]; shipping_bonus: unknown[] };
  order_list: {
    devide_item: string;
    sendaddress: number;
    sendaddress_name: string;
    subtotal: string;
    subtotal_dj: string;
    subtotal_wk: string;
    balance_window: { phase: string; payable: boolean; overtime: boolean; message: string } | null;
    discount: string;
    shipping_fee: string;
    bonus_id: number;
    shipping_list: { shipping_id: number; shipping_name: string; shipping_fee: string }[];
    detail_discount_arr: { kind: string; amount: string }[];
    surplus: string;
    present: { goods_id: number; goods_number: number; goods_price: string }[];
    goods_detail: { goods_id: number; goods_number: number; goods_price: string }[];
  }[];
  errors_order_list: { msg: string }[];
}

interface Placed {
  order_id: number;
  order_father_id: number;
  order_ids: number[];
  sign: { redirect_url: string } | { code_url: string } | null;
  paid: number;
  pay_msg: string;
}

const ctx = useSeededContext();

const stockOf = async (goodsId: number) => (await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)))[0]?.stock;

describe('POST /v2/order/checkout (direct buy)', () => {
  it('computes the order on the server: grade price, auto-picked coupon, first shipping option', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const small = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    const big = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 2_000, minGoodsAmountFen: 15_000 }, ctx.clock.now());
    const { status, body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 2, once: 1, goods_price: '0.01' },
    });
    expect(status).toBe(200);
    const [order] = body.data.order_list;
    expect(order?.subtotal).toBe('200.00');
    expect(order?.bonus_id).toBe(big);
    expect(order?.shipping_list.map((s) => s.shipping_id)).toEqual([1, 2]);
    expect(order?.detail_discount_arr).toEqual([expect.objectContaining({ kind: 'coupon', amount: '20.00' })]);
    expect(body.data.pay_money).toBe('180.00');
    expect(body.data.bonusUseNum).toBe(2);
    expect(body.data.bonus.list.find((c) => c.bonus_id === small)?.devide_item).toBeNull();
  });

  it('lets the shopper change the coupon and shipping, or take none', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const small = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 500 }, ctx.clock.now());
    await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 2_000 }, ctx.clock.now());
    const chosen = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      form: { gshp_id: String(item.goodsId), bonus_id: String(small), shipping_id: '2' },
    });
    expect(chosen.body.data.order_list[0]?.bonus_id).toBe(small);
    expect(chosen.body.data.shipping_fee).toBe('5.00');
    expect(chosen.body.data.pay_money).toBe('100.00');
    const none = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: item.goodsId, bonus_id: 0 } });
    expect(none.body.data.pay_money).toBe('100.00');
    expect(none.body.data.order_list[0]?.bonus_id).toBe(0);
  });

  it('applies a shipping coupon to the fee', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1_000, isShipping: true }, ctx.clock.now());
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, shipping_id: 2 },
    });
    expect(body.data.shipBonusUseNum).toBe(1);
    expect(body.data.pay_money).toBe('100.00');
  });

  it('answers 303 for an address or shipping that is not valid, and 2001 without a key', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const stranger = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db);
    const theirs = await call(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, address_id: stranger.address.addressId },
    });
    expect(theirs.body).toMatchObject({ code: 303, msg: ADDRESS_INVALID });
    const shipping = await call(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: item.goodsId, shipping_id: 99 } });
    expect(shipping.body).toMatchObject({ code: 303, msg: SHIPPING_INVALID });
    const guest = await call(ctx.app, 'POST', '/v2/order/checkout', { json: { gshp_id: item.goodsId } });
    expect(guest).toMatchObject({ status: 401, body: { code: 2001, msg: NOT_LOGGED_IN } });
  });

  it('refuses forward goods with the domain message and lists sold-out goods as errors', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const forward = await createGoods(ctx.db, { forward: true });
    const refused = await call(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: forward.goodsId } });
    expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: FORWARD_PRESALE_USE_APP } });
    const soldOut = await createGoods(ctx.db, { skus: [[10_000, 0]] });
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: soldOut.goodsId } });
    expect(body.data.order_list).toEqual([]);
    expect(body.data.errors_order_list[0]?.msg).toBe(SOLD_OUT_BUTTON);
    // Goods taken off sale say so, as a cart line does, though the goods page calls them sold out.
    const offSale = await createGoods(ctx.db, { isSale: 3 });
    const offSaleCheckout = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: offSale.goodsId } });
    expect(offSaleCheckout.body.data.errors_order_list[0]?.msg).toBe(OFF_SALE);
  });

  it('says why a quantity cannot be bought: below the minimum, off the step, above the stock', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 20]], startNum: 4, nbei: 2 });
    const reason = async (number: number) =>
      (await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: item.goodsId, number } })).body.data
        .errors_order_list[0]?.msg;
    expect([await reason(2), await reason(5), await reason(22), await reason(6)]).toEqual([
      minQuantityMessage(4),
      stepQuantityMessage(2),
      maxQuantityMessage(20),
      undefined,
    ]);
  });

  it('applies the black-five card only for its holder, with its messages and doubled shipping', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const plain = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const noCard = await call(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: plain.goodsId, is_black: 1 } });
    expect(noCard.body).toMatchObject({ code: 400, msg: BLACK_FIVE_CARD_REQUIRED });
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 2, balanceFen: 0, fName: '黑五卡' });
    const notApplicable = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: plain.goodsId, is_black: 1 },
    });
    expect(notApplicable.body.data.black_msg).toBe(BLACK_FIVE_NOT_APPLICABLE);
    const hei5ka = await createGoods(ctx.db, { isHei5ka: true, skus: [[10_000, 10]] });
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: hei5ka.goodsId, is_black: 1, shipping_id: 2 },
    });
    expect(body.data.black_msg).toBe(BLACK_FIVE_NO_STACKING);
    expect(body.data.order_list[0]?.shipping_fee).toBe('10.00');
    // Half the market price, and half the doubled fee taken off again.
    expect(body.data.pay_money).toBe('55.00');
  });

  it('shows the balance the shopper chose to use: min(balance, due now), taken off what is left to pay', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 3_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const fields = { gshp_id: item.goodsId, shipping_id: 2 };
    const without = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: fields });
    expect(without.body.data).toMatchObject({ surplus: '0.00', pay_money: '105.00' });
    const partly = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { ...fields, is_balance: 1 } });
    expect(partly.body.data).toMatchObject({ surplus: '30.00', pay_money: '75.00', order_amount: '105.00' });
    expect(partly.body.data.order_list[0]).toMatchObject({ surplus: '30.00' });
    const rich = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 50_000 });
    const covered = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: rich.key, json: { ...fields, is_balance: 1 } });
    expect(covered.body.data).toMatchObject({ surplus: '105.00', pay_money: '0.00' });
  });

  it('splits a deposit order into the 20 % deposit and the balance', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const deposit = await createDepositGoods(ctx.db, ctx.clock.now());
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', {
      key: buyer.key,
      json: { gshp_id: deposit.goodsId, bonus_id: 0 },
    });
    expect(body.data.order_list[0]).toMatchObject({ subtotal_dj: '20.00', subtotal_wk: '80.00' });
    expect(body.data.pay_money).toBe('20.00');
  });

  it("says when a deposit order's balance can be paid: the goods' balance window, placed against now", async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const now = ctx.clock.now();
    const deposit = await createDepositGoods(ctx.db, now, 48);
    const ordinary = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const checkoutOf = async (goodsId: number) =>
      (await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/checkout', { key: buyer.key, json: { gshp_id: goodsId } })).body.data.order_list[0];
    const at = (hours: number) => formatChinaTime(new Date(now.getTime() + hours * 3_600_000));
    expect((await checkoutOf(deposit.goodsId))?.balance_window).toEqual({
      phase: 'before',
      payable: false,
      overtime: false,
      message: depositBalanceBeforeMessage(at(48), at(96)),
    });
    expect((await checkoutOf(ordinary.goodsId))?.balance_window).toBeNull();
  });
});

describe('POST /v2/order/done (direct buy)', () => {
  it('places the order in one go: stock, coupon and balance taken, a snapshot of every line', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 3_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1_000 }, ctx.clock.now());
    const { status, body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, number: 2, shipping_id: 2, msg_to_shop: '请轻拿轻放', is_balance: 1 },
    });
    expect(status).toBe(200);
    expect(body.data.order_father_id).toBe(0);
    expect(body.data.order_ids).toEqual([body.data.order_id]);
    expect(await stockOf(item.goodsId)).toBe(3);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, body.data.order_id));
    expect(order).toMatchObject({
      goodsAmountFen: 20_000,
      shippingFeeFen: 500,
      bonusFen: 1_000,
      orderAmountFen: 19_500,
      surplusFen: 3_000,
      oStatus: 0,
      bonusId: bonus,
      postscript: '请轻拿轻放',
      consignee: '林花匠',
      sendAddressId: 1,
      sendAddressName: '杭州仓',
    });
    const [line] = await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, body.data.order_id));
    expect(line).toMatchObject({ goodsNumber: 2, goodsPriceFen: 10_000, catId: item.catId, supId: item.supId });
    const [coupon] = await ctx.db.select().from(userCoupons).where(eq(userCoupons.bonusId, bonus));
    expect(coupon?.orderId).toBe(body.data.order_id);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user?.userMoneyFen).toBe(0);
    // One debit, of this order (the buyer's starting balance has its own credit row).
    const ledger = await ctx.db.select().from(balanceLogs).where(eq(balanceLogs.userId, buyer.user.id));
    expect(ledger.filter((row) => row.changeFen < 0).map((row) => row.orderId)).toEqual([body.data.order_id]);
  });

  it('answers a double submit with the first order and refuses the key reused for other contents', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 1]] });
    const fields = { gshp_id: item.goodsId, idempotency_key: 'page-key-0001' };
    const first = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
    expect(first.body.code).toBe(200);
    const again = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
    expect(again.body.data).toEqual(first.body.data);
    const other = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { ...fields, msg_to_shop: '改了' } });
    expect(other).toMatchObject({ status: 409, body: { code: 409, msg: IDEMPOTENCY_MISMATCH } });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(1);
  });

  it('refuses a long seller message, a missing address and sold-out stock', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 1]] });
    const long = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId, msg_to_shop: '这'.repeat(21) } });
    expect(long.body).toMatchObject({ code: 400, msg: SELLER_MESSAGE_TOO_LONG });
    const homeless = await createBuyer(ctx.db, ctx.config);
    await ctx.db.delete(addresses).where(eq(addresses.userId, homeless.user.id));
    const noAddress = await call(ctx.app, 'POST', '/v2/order/done', { key: homeless.key, json: { gshp_id: item.goodsId } });
    expect(noAddress.body.code).toBe(303);
    const ok = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } });
    expect(ok.body.code).toBe(200);
    const late = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } });
    expect(late).toMatchObject({ status: 409, body: { code: 409, msg: SOLD_OUT_BUTTON } });
    expect(await stockOf(item.goodsId)).toBe(0);
  });

  it('uses a second address of the shopper when asked', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const second = await createAddress(ctx.db, buyer.user.id, false);
    const item = await createGoods(ctx.db);
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, address_id: second.addressId },
    });
    expect(body.code).toBe(200);
  });
});

describe('placing from the payment page (/payway?from=1: pay_id, card_number, return_url)', () => {
  it('places the order and starts the chosen payment; a double submit answers the same order', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const fields = { gshp_id: item.goodsId, idempotency_key: 'payway-from-1', return_url: '/userOrder', pay_id: 16 };
    const first = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
    const second = await call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
    expect(first.body.data).toMatchObject({ paid: 0, pay_msg: '', sign: { code_url: expect.stringContaining('/__sandbox/wxpay/scan?trade=') } });
    expect(second.body).toEqual(first.body);
    expect(await stockOf(item.goodsId)).toBe(4);
  });

  it('keeps the order when the card refuses the payment, saying why, so the order can be paid another way', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 8801, balanceFen: 100 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, pay_id: 8, card_number: 8801 },
    });
    expect(body).toMatchObject({ code: 200, data: { paid: 0, sign: null, pay_msg: CARD_BALANCE_SHORT } });
    const wechat = await call<Placed>(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: body.data.order_id, pay_id: 16 } });
    expect(wechat.body.data.sign).toEqual({ code_url: expect.any(String) });
  });

  it('answers paid 1 with the order, not 2040, when the balance already paid it all', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 50_000 });
    const item = await createGoods(ctx.db, { skus: [[10_000, 5]] });
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/done', {
      key: buyer.key,
      json: { gshp_id: item.goodsId, is_balance: 1, pay_id: 15 },
    });
    expect(body).toMatchObject({ code: 200, data: { paid: 1, sign: null, pay_msg: '' } });
    expect((await ctx.db.select().from(orders).where(eq(orders.orderId, body.data.order_id)))[0]).toMatchObject({ oStatus: 1, surplusFen: 10_000 });
  });

  it('pays a cart order by Alipay in the same call, with the return address', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const item = await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 5]] });
    const attrIds = (await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, item.goodsId))).map((attr) => attr.goodsAttrId);
    await call(ctx.app, 'POST', '/v3/cart/add', { key: buyer.key, json: { gshp_id: item.goodsId, number: 1, attr_id: attrIds } });
    const { body } = await call<Placed>(ctx.app, 'POST', '/v2/order/cart_done', {
      key: buyer.key,
      json: { devide_items: '1', pay_id: 15, return_url: '/userOrder', idempotency_key: 'payway-cart-1' },
    });
    expect(body.data).toMatchObject({ paid: 0, sign: { redirect_url: expect.stringContaining('/__sandbox/alipay/cashier?trade=') } });
    const cashier = await ctx.app.request(
      new URL((body.data.sign as { redirect_url: string }).redirect_url).pathname +
        new URL((body.data.sign as { redirect_url: string }).redirect_url).search,
    );
    expect(cashier.status).toBe(200);
  });
});

describe('oversell (one instance)', () => {
  it('200 concurrent buyers of the last 10 units get exactly 10 orders and stock 0', async () => {
    const item = await createGoods(ctx.db, { skus: [[1_000, 10]] });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createBuyer(ctx.db, ctx.config)));
    const replies = await Promise.all(
      buyers.map((buyer) => call<Placed>(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: { gshp_id: item.goodsId } })),
    );
    expect(replies.filter((reply) => reply.body.code === 200)).toHaveLength(10);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    expect(await stockOf(item.goodsId)).toBe(0);
    expect(await ctx.db.select().from(orderGoods).where(eq(orderGoods.goodsId, item.goodsId))).toHaveLength(10);
  });
});

describe('cart flow: /v2/order/cart_checkout and /v2/order/cart_done', () => {
  const addToCart = (key: string, goodsId: number, number: number) => addToTestCart(ctx, key, goodsId, number);

  it('checks out the selected group as one order and places it, removing the bought lines from the cart', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const rose = await createGoods(ctx.db, { sendAddressId: 1, skus: [[10_000, 10]] });
    const pot = await createGoods(ctx.db, { sendAddressId: 1, skus: [[5_000, 10]] });
    await addToCart(buyer.key, rose.goodsId, 2);
    await addToCart(buyer.key, pot.goodsId, 1);
    const bonus = await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1_000 }, ctx.clock.now());
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/cart_checkout', {
      key: buyer.key,
      form: { devide_items: '1', shipping_ids: '{"1":2}' },
    });
    expect(body.code).toBe(200);
    expect(body.data.order_list).toHaveLength(1);
    expect(body.data.order_list[0]).toMatchObject({
      devide_item: '1',
      sendaddress: 1,
      sendaddress_name: '杭州仓',
      subtotal: '250.00',
      bonus_id: bonus,
      shipping_fee: '5.00',
    });
    expect(body.data.pay_money).toBe('245.00');

    const placed = await call<Placed>(ctx.app, 'POST', '/v2/order/cart_done', {
      key: buyer.key,
      json: { devide_items: ['1'], shipping_ids: { 1: 2 }, bonus_ids: { 1: 0 }, msg_to_shops: { 1: '周末送货' }, idempotency_key: 'cart-submit-1' },
    });
    expect(placed.body.code).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.body.data.order_id));
    expect(order).toMatchObject({ orderAmountFen: 25_500, bonusId: null, postscript: '周末送货', sendAddressName: '杭州仓' });
    expect(await ctx.db.select().from(orderGoods).where(eq(orderGoods.orderId, placed.body.data.order_id))).toHaveLength(2);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);
  });

  it('lists the gift a split order earns in its present', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const pot = await createGoods(ctx.db, { sendAddressId: 1, skus: [[3_000, 10]] });
    const soil = await createGoods(ctx.db, { name: '营养土' });
    await createGiftPromotion(ctx.db, { goodsIds: [pot.goodsId], giftGoodsId: soil.goodsId, buyNumber: 2, now: ctx.clock.now() });
    await addToCart(buyer.key, pot.goodsId, 5);
    const { body } = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/cart_checkout', { key: buyer.key, json: { devide_items: '1' } });
    expect(body.data.order_list[0]?.present).toEqual([expect.objectContaining({ goods_id: soil.goodsId, goods_number: 2, goods_price: '0.00' })]);
    // The gift costs nothing: the amount is the pots' alone.
    expect(body.data.order_list[0]?.subtotal).toBe('150.00');
    // A day later the promotion has ended: the promotions the cache keeps are checked at the checkout's own time.
    ctx.clock.advance(86_400_000);
    const later = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/cart_checkout', { key: buyer.key, json: { devide_items: '1' } });
    expect(later.body.data.order_list[0]?.present).toEqual([]);
  });

  it('refuses goods from two ship-from places with the domain message', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    await addToCart(buyer.key, (await createGoods(ctx.db, { sendAddressId: 1 })).goodsId, 1);
    await addToCart(buyer.key, (await createGoods(ctx.db, { sendAddressId: 2 })).goodsId, 1);
    const mixed = await call(ctx.app, 'POST', '/v2/order/cart_checkout', { key: buyer.key, json: {} });
    expect(mixed.body).toMatchObject({ code: 400, msg: SHIP_FROM_DIFFERS });
    const one = await call<CheckoutReply>(ctx.app, 'POST', '/v2/order/cart_checkout', { key: buyer.key, json: { devide_items: '2' } });
    expect(one.body.data.order_list.map((order) => [order.devide_item, order.sendaddress_name])).toEqual([['2', '苏州仓']]);
  });
});
