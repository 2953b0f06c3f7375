import {
  ATTRIBUTES_INCOMPLETE,
  FORWARD_PRESALE_USE_APP,
  NOT_LOGGED_IN,
  NOT_YET_ON_SALE,
  QUANTITY_FORMAT_INVALID,
  SELECT_GOODS_TO_CHECKOUT,
  SELECT_GOODS_TO_DELETE,
  SHIP_FROM_DIFFERS,
  SOLD_OUT_BUTTON,
  maxQuantityMessage,
  minQuantityMessage,
  CART_ITEM_NOT_FOUND,
} from '@garden/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, favActivities, favActivityGoods, favourites, goods, goodsAttrs, goodsSkus } from '../../db/schema/index';
import { invalidateCatalogue } from '../../platform/catalogue-cache';
import { OFF_SALE, SKU_GONE } from '@garden/domain';
import { selectedCartForCheckout } from './hand-over';
import type { Cart, CartItem } from '@garden/contract';
import { createGoods, useSeededContext, type GoodsOverrides } from '../../test/catalogue-factories';
import { createUser, signIn, type UserOverrides } from '../../test/factories';
import { call, type CallOptions, refused } from '../../test/http';
import { createGiftPromotion } from '../../test/order-factories';

const ctx = useSeededContext();

async function shopper(overrides: UserOverrides = {}) {
  const user = await createUser(ctx.db, overrides);
  return { user, key: await signIn(ctx.app, user) };
}

/** Goods on sale with their SKUs' goods_attr_ids (one 规格 value per SKU). */
async function goodsWithSkus(overrides: GoodsOverrides = {}) {
  const row = await createGoods(ctx.db, { isSale: 1, ...overrides });
  const attrs = await ctx.db.select().from(goodsAttrs).where(eq(goodsAttrs.goodsId, row.goodsId)).orderBy(asc(goodsAttrs.goodsAttrId));
  return { ...row, attrIds: attrs.map((attr) => attr.goodsAttrId) };
}

/** `count` SKUs of 10 in stock each, at ¥10, ¥20, ¥30…: goods whose spec a shopper must pick. */
const specs = (count: number): [number, number][] => Array.from({ length: count }, (_, i) => [(i + 1) * 1_000, 10]);

/** Changes goods behind the catalogue cache's back, as an operator would. */
async function updateGoods(goodsId: number, values: Partial<typeof goods.$inferInsert>) {
  await ctx.db.update(goods).set(values).where(eq(goods.goodsId, goodsId));
  invalidateCatalogue(ctx.db);
}

async function post<T = Cart>(key: string | undefined, path: string, options: CallOptions = {}) {
  return call<T>(ctx.app, 'POST', path, { key, ...options });
}

async function add(key: string, goodsId: number, fields: Record<string, unknown> = {}) {
  return post<{ item_id: number; cart: Cart }>(key, '/v3/cart/add', { json: { gshp_id: goodsId, number: 1, ...fields } });
}

async function cartOf(key: string): Promise<Cart> {
  const { body } = await call<Cart>(ctx.app, 'GET', '/v3/cart/lists', { key });
  expect(body.code).toBe(200);
  return body.data;
}

const itemsOf = (cart: Cart): CartItem[] =>
  cart.products.flatMap((group) => [...group.goods_detail, ...group.activity_goods_list.flatMap((block) => block.goodItem)]);

describe('POST /v3/cart/add', () => {
  it('adds goods at the shopper grade price and answers the count', async () => {
    const { key } = await shopper({ uGrade: 2 });
    const g = await goodsWithSkus({ skus: [[10_000, 10]] });
    await ctx.db
      .update(goodsSkus)
      .set({ gradePricesFen: { 2: 8_000 } })
      .where(eq(goodsSkus.goodsId, g.goodsId));
    const { body } = await add(key, g.goodsId, { number: '2', attr_id: '', delivery_id: '', type: 'normal', is_dingjin: 0, is_add: 1 });
    expect(body).toMatchObject({
      code: 200,
      msg: '已加入购物车',
      data: { cart: { count: { total_number: 2, checked_total_number: 2 }, total: '160.00' } },
    });
    const [item] = itemsOf(body.data.cart);
    expect(item).toMatchObject({
      item_id: body.data.item_id,
      goods_id: g.goodsId,
      goods_number: 2,
      price: '80.00',
      market_price: '100.00',
      selected: 1,
      type: 'normal',
    });
  });

  it('merges the same SKU and delivery into one line', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus({ skus: specs(2) });
    await add(key, g.goodsId, { attr_id: String(g.attrIds[0]) });
    await add(key, g.goodsId, { attr_id: [g.attrIds[0]], number: 2 });
    await add(key, g.goodsId, { attr_id: String(g.attrIds[1]) });
    const items = itemsOf(await cartOf(key));
    expect(items.map((item) => [item.goods_attr_id, item.goods_number])).toEqual([
      [String(g.attrIds[1]), 1],
      [String(g.attrIds[0]), 3],
    ]);
  });

  it('with is_add 0 sets the quantity of the same line instead of adding', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus();
    await add(key, g.goodsId, { number: 3 });
    await add(key, g.goodsId, { number: 2, is_add: 0 });
    expect(itemsOf(await cartOf(key)).map((item) => item.goods_number)).toEqual([2]);
  });

  it('changes the spec of a line by item_id, adding into a line of the new SKU', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus({ skus: specs(3) });
    const first = (await add(key, g.goodsId, { attr_id: String(g.attrIds[0]) })).body.data.item_id;
    const changed = await add(key, g.goodsId, { attr_id: String(g.attrIds[1]), item_id: first, number: 2 });
    expect(changed.body.data.item_id).toBe(first);
    expect(itemsOf(changed.body.data.cart).map((item) => [item.goods_attr_id, item.goods_number])).toEqual([[String(g.attrIds[1]), 2]]);
    const other = (await add(key, g.goodsId, { attr_id: String(g.attrIds[2]) })).body.data.item_id;
    const merged = await add(key, g.goodsId, { attr_id: String(g.attrIds[2]), item_id: first, number: 2 });
    expect(merged.body.data.item_id).toBe(other);
    expect(itemsOf(merged.body.data.cart).map((item) => [item.item_id, item.goods_number])).toEqual([[other, 3]]);
  });

  it('steps the number to Nbei from the minimum and refuses more than stock', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus({ nbei: 3, startNum: 2, skus: [[1_000, 10]] });
    expect(itemsOf((await add(key, g.goodsId, { number: '1' })).body.data.cart)[0]?.goods_number).toBe(3);
    expect((await add(key, g.goodsId, { number: 'abc' })).body).toEqual(refused(QUANTITY_FORMAT_INVALID));
    expect((await add(key, g.goodsId, { number: 0 })).body).toEqual(refused(QUANTITY_FORMAT_INVALID));
    expect((await add(key, g.goodsId, { number: 7 })).body).toEqual(refused(maxQuantityMessage(10)));
    expect(itemsOf(await cartOf(key))[0]?.goods_number).toBe(3);
  });

  it('refuses an incomplete spec, forward pre-sale, goods not on sale and sold-out goods', async () => {
    const { key } = await shopper();
    const many = await goodsWithSkus({ skus: specs(2) });
    expect((await add(key, many.goodsId)).body).toEqual(refused(ATTRIBUTES_INCOMPLETE));
    expect((await add(key, (await goodsWithSkus({ forward: true })).goodsId)).body).toEqual(refused(FORWARD_PRESALE_USE_APP));
    expect((await add(key, (await goodsWithSkus({ isSale: 2 })).goodsId)).body).toEqual(refused(NOT_YET_ON_SALE));
    expect((await add(key, (await goodsWithSkus({ skus: [[1_000, 0]] })).goodsId)).body).toEqual(refused(SOLD_OUT_BUTTON));
    const now = ctx.clock.now().getTime();
    const deposit = await goodsWithSkus({ isDeposit: true, djBegTime: new Date(now + 86_400_000), djEndTime: new Date(now + 2 * 86_400_000) });
    expect((await add(key, deposit.goodsId)).body).toEqual(refused(NOT_YET_ON_SALE));
    expect((await cartOf(key)).count.total_number).toBe(0);
  });

  it('answers 2001 without a key and 404 for unknown goods', async () => {
    expect((await post(undefined, '/v3/cart/add', { json: { gshp_id: 1, number: 1 } })).body).toEqual(refused(NOT_LOGGED_IN, 2001));
    expect((await call(ctx.app, 'GET', '/v3/cart/lists')).body).toEqual(refused(NOT_LOGGED_IN, 2001));
    const { key } = await shopper();
    expect((await add(key, 99_999_999)).status).toBe(404);
  });
});

describe('cart list', () => {
  it('groups by ship-from place and by free-shipping activity with the missing pieces', async () => {
    const { key } = await shopper();
    const here = await goodsWithSkus({ sendAddressId: 1 });
    const there = await goodsWithSkus({ sendAddressId: 2 });
    const promoted = await goodsWithSkus({ sendAddressId: 1 });
    const now = ctx.clock.now().getTime();
    const [activity] = await ctx.db
      .insert(favActivities)
      .values({ actType: 1, name: '满3件包邮', number: 3, begTime: new Date(now - 1000), endTime: new Date(now + 86_400_000) })
      .returning();
    await ctx.db.insert(favActivityGoods).values({ fvId: activity!.fvId, goodsId: promoted.goodsId });
    for (const g of [here, there, promoted]) await add(key, g.goodsId);
    const cart = await cartOf(key);
    expect(cart.products.map((group) => group.devide_item)).toEqual(['1', '2']);
    expect(cart.products.map((group) => [group.sendaddress, group.sendaddress_name])).toEqual([
      [1, '杭州仓'],
      [2, '苏州仓'],
    ]);
    const [first] = cart.products;
    expect(first?.goods_detail.map((item) => item.goods_id)).toEqual([here.goodsId]);
    expect(first?.activity_goods_list).toEqual([
      expect.objectContaining({
        activity_id: activity!.fvId,
        activity_type_name: '满件包邮',
        activity_msg: '还差2件即可包邮',
        goodItem: [expect.objectContaining({ goods_id: promoted.goodsId })],
      }),
    ]);
    expect(first).toMatchObject({ checked_subnumber: 2, isselected: 1 });
    expect(cart.present).toEqual([]);
  });

  it('lists the gift the selected lines earn: one per full N pieces of a buy-N-get-a-gift promotion', async () => {
    const { key } = await shopper();
    const pot = await goodsWithSkus();
    const vase = await goodsWithSkus();
    const soil = await goodsWithSkus({ name: '营养土' });
    await createGiftPromotion(ctx.db, { goodsIds: [pot.goodsId, vase.goodsId], giftGoodsId: soil.goodsId, buyNumber: 2, now: ctx.clock.now() });
    await add(key, pot.goodsId);
    expect((await cartOf(key)).present).toEqual([]);
    const { body } = await add(key, vase.goodsId, { number: 3 });
    expect(body.data.cart.present).toEqual([
      expect.objectContaining({ goods_id: soil.goodsId, name: '营养土', goods_number: 2, goods_price: '0.00', market_price: expect.any(String) }),
    ]);
    // Only selected lines count.
    await post(key, '/v3/cart/unselect', { json: { item_id: body.data.item_id } });
    expect((await cartOf(key)).present).toEqual([]);
  });

  it('moves lines that cannot be bought to errors, and clear_invalid removes them', async () => {
    const { key } = await shopper();
    const gone = await goodsWithSkus();
    const off = await goodsWithSkus();
    const empty = await goodsWithSkus();
    const fine = await goodsWithSkus();
    for (const g of [gone, off, empty, fine]) await add(key, g.goodsId);
    await ctx.db.delete(goodsSkus).where(eq(goodsSkus.goodsId, gone.goodsId));
    await updateGoods(off.goodsId, { isSale: 3 });
    await ctx.db.update(goodsSkus).set({ stock: 0 }).where(eq(goodsSkus.goodsId, empty.goodsId));
    const cart = await cartOf(key);
    expect(cart.errors.map((error) => [error.msg, error.data.product.goods_id])).toEqual([
      [SOLD_OUT_BUTTON, empty.goodsId],
      [OFF_SALE, off.goodsId],
      [SKU_GONE, gone.goodsId],
    ]);
    expect(cart.count).toEqual({ total_number: 4, checked_total_number: 1 });
    const cleared = await post(key, '/v3/cart/clear_invalid');
    expect(cleared.body.data.errors).toEqual([]);
    expect(itemsOf(cleared.body.data).map((item) => item.goods_id)).toEqual([fine.goodsId]);
  });

  it('feeds cart_v3_sum of /v1/user/info', async () => {
    const { key } = await shopper();
    await add(key, (await goodsWithSkus()).goodsId, { number: 4 });
    const { body } = await call<{ cart_v3_sum: number }>(ctx.app, 'GET', '/v1/user/info', { key });
    expect(body.data.cart_v3_sum).toBe(4);
  });
});

describe('selection', () => {
  it('selects and unselects an item, a ship-from group and everything', async () => {
    const { key } = await shopper();
    const a = await goodsWithSkus({ sendAddressId: 1 });
    const b = await goodsWithSkus({ sendAddressId: 2 });
    const itemA = (await add(key, a.goodsId)).body.data.item_id;
    await add(key, b.goodsId);
    const unselected = await post(key, '/v3/cart/unselect', { form: { item_id: String(itemA) } });
    expect(unselected.body.data.count.checked_total_number).toBe(1);
    expect(unselected.body.data.products[0]?.isselected).toBe(0);
    const none = await post(key, '/v3/cart/unselect_all');
    expect(none.body.data.count.checked_total_number).toBe(0);
    const group = await post(key, '/v3/cart/select_all', { json: { devide_item: '2' } });
    expect(group.body.data.products.map((g) => g.isselected)).toEqual([0, 1]);
    const all = await post(key, '/v3/cart/select_all');
    expect(all.body.data.count.checked_total_number).toBe(2);
    const one = await post(key, '/v3/cart/select', { json: { item_id: itemA } });
    expect(one.body.code).toBe(200);
  });

  it('keeps goods not yet on sale and deposit goods before their start unselected and unselectable', async () => {
    const { key } = await shopper();
    const soon = await goodsWithSkus();
    const normal = await goodsWithSkus();
    const soonItem = (await add(key, soon.goodsId)).body.data.item_id;
    await add(key, normal.goodsId);
    await updateGoods(soon.goodsId, { isSale: 2 });
    const cart = await cartOf(key);
    expect(itemsOf(cart).find((item) => item.item_id === soonItem)).toMatchObject({ selected: 0, sup_sale: 2 });
    expect(cart.count.checked_total_number).toBe(1);
    expect((await post(key, '/v3/cart/select', { json: { item_id: soonItem } })).body).toEqual(refused(NOT_YET_ON_SALE));
    expect((await post(key, '/v3/cart/select_all')).body.data.count.checked_total_number).toBe(1);

    const now = ctx.clock.now().getTime();
    const deposit = await goodsWithSkus({ isDeposit: true, djBegTime: new Date(now - 1000), djEndTime: new Date(now + 86_400_000) });
    const depositItem = (await add(key, deposit.goodsId)).body.data;
    expect(itemsOf(depositItem.cart).find((item) => item.item_id === depositItem.item_id)).toMatchObject({
      type: 'deposit',
      is_dingjin: 1,
      selected: 1,
    });
    await updateGoods(deposit.goodsId, { djBegTime: new Date(now + 3_600_000) });
    const later = await cartOf(key);
    expect(itemsOf(later).find((item) => item.item_id === depositItem.item_id)).toMatchObject({ selected: 0, dj: { dj_status: 2 } });
    expect((await post(key, '/v3/cart/select', { json: { item_id: depositItem.item_id } })).body).toEqual(refused(NOT_YET_ON_SALE));
  });

  it('hands checkout one ship-from group, refusing an empty selection and mixed places', async () => {
    const { user, key } = await shopper({ uGrade: 1 });
    const a = await goodsWithSkus({ sendAddressId: 1 });
    const b = await goodsWithSkus({ sendAddressId: 2 });
    await expect(selectedCartForCheckout(ctx.db, user.id, [], ctx.clock.now())).rejects.toMatchObject({ msg: SELECT_GOODS_TO_CHECKOUT });
    const itemA = (await add(key, a.goodsId, { number: 2 })).body.data.item_id;
    await add(key, b.goodsId);
    await expect(selectedCartForCheckout(ctx.db, user.id, [], ctx.clock.now())).rejects.toMatchObject({ code: 400, msg: SHIP_FROM_DIFFERS });
    await expect(selectedCartForCheckout(ctx.db, user.id, ['1', '2'], ctx.clock.now())).rejects.toMatchObject({ msg: SHIP_FROM_DIFFERS });
    const checkout = await selectedCartForCheckout(ctx.db, user.id, ['1'], ctx.clock.now());
    expect(checkout).toMatchObject({ devideItem: '1', sendAddressId: 1, items: [{ itemId: itemA, goodsId: a.goodsId, number: 2, deliveryId: 0 }] });
    expect(checkout.items[0]?.line).toMatchObject({ goodsId: a.goodsId, quantity: 2, supplierId: a.supId });
    await post(key, '/v3/cart/unselect', { json: { item_id: itemA } });
    await expect(selectedCartForCheckout(ctx.db, user.id, ['1'], ctx.clock.now())).rejects.toMatchObject({ msg: SELECT_GOODS_TO_CHECKOUT });
  });
});

describe('quantity', () => {
  it('changes the number by typed text, rounding up to Nbei and down to stock', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus({ nbei: 2, startNum: 4, skus: [[1_000, 11]] });
    const item = (await add(key, g.goodsId, { number: 4 })).body.data.item_id;
    const numberOf = (cart: Cart) => itemsOf(cart)[0]?.goods_number;
    expect(numberOf((await post(key, '/v3/cart/number', { form: { item_id: String(item), number: '7' } })).body.data)).toBe(8);
    expect(numberOf((await post(key, '/v3/cart/number', { json: { item_id: item, number: 500 } })).body.data)).toBe(10);
    expect(numberOf((await post(key, '/v3/cart/number', { json: { item_id: item, number: '1' } })).body.data)).toBe(4);
    expect((await post(key, '/v3/cart/number', { json: { item_id: item, number: '1.5' } })).body).toEqual(refused(QUANTITY_FORMAT_INVALID));
  });

  it('increases and decreases by one Nbei within the minimum and stock', async () => {
    const { key } = await shopper();
    const g = await goodsWithSkus({ nbei: 2, startNum: 4, skus: [[1_000, 6]] });
    const item = (await add(key, g.goodsId, { number: 4 })).body.data.item_id;
    expect((await post(key, '/v3/cart/decrease', { json: { item_id: item } })).body).toEqual(refused(minQuantityMessage(4)));
    expect(itemsOf((await post(key, '/v3/cart/increase', { json: { item_id: item } })).body.data)[0]?.goods_number).toBe(6);
    expect((await post(key, '/v3/cart/increase', { json: { item_id: item } })).body).toEqual(refused(maxQuantityMessage(6)));
    expect(itemsOf((await post(key, '/v3/cart/decrease', { json: { item_id: item } })).body.data)[0]?.goods_number).toBe(4);
  });
});

describe('delete and favourites', () => {
  it('deletes a comma list of items; nothing chosen is refused', async () => {
    const { key } = await shopper();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await add(key, (await goodsWithSkus()).goodsId)).body.data.item_id);
    expect((await post(key, '/v3/cart/delete', { json: { item_id: '' } })).body).toEqual(refused(SELECT_GOODS_TO_DELETE));
    expect((await post(key, '/v3/cart/delete')).body).toEqual(refused(SELECT_GOODS_TO_DELETE));
    const { body } = await post(key, '/v3/cart/delete', { form: { item_id: `${ids[0]},${ids[2]}` } });
    expect(itemsOf(body.data).map((item) => item.item_id)).toEqual([ids[1]]);
  });

  it('moves items to favourites at the price shown and out of the cart', async () => {
    const { user, key } = await shopper();
    const g = await goodsWithSkus({ skus: [[2_500, 10]] });
    const item = (await add(key, g.goodsId)).body.data.item_id;
    const details = JSON.stringify([{ price: '0.01', item_id: item, sup_id: g.goodsId }]);
    const { body } = await post(key, '/v3/cart/collect', { form: { details } });
    expect(body.data.count.total_number).toBe(0);
    const rows = await ctx.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.goodsId, g.goodsId)));
    expect(rows.map((row) => row.priceFen)).toEqual([2_500]);
    expect((await post(key, '/v3/cart/collect', { json: { details: [] } })).body).toEqual(refused(SELECT_GOODS_TO_DELETE));
  });
});

describe('ownership', () => {
  it("refuses another shopper's items as not found and changes nothing", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const item = (await add(owner.key, (await goodsWithSkus()).goodsId, { number: 2 })).body.data.item_id;
    const mine = (await add(stranger.key, (await goodsWithSkus()).goodsId)).body.data.item_id;
    const before = await ctx.db.select().from(cartItems).where(eq(cartItems.itemId, item));
    const notFound = refused(CART_ITEM_NOT_FOUND, 404);
    for (const [path, json] of [
      ['/v3/cart/select', { item_id: item }],
      ['/v3/cart/unselect', { item_id: item }],
      ['/v3/cart/number', { item_id: item, number: 5 }],
      ['/v3/cart/increase', { item_id: item }],
      ['/v3/cart/decrease', { item_id: item }],
      ['/v3/cart/delete', { item_id: `${mine},${item}` }],
      ['/v3/cart/collect', { details: [{ item_id: item }] }],
    ] as const) {
      expect((await post(stranger.key, path, { json })).body, path).toEqual(notFound);
    }
    expect((await add(stranger.key, before[0]!.goodsId, { item_id: item })).body).toEqual(notFound);
    expect((await post(stranger.key, '/v3/cart/select', { json: { item_id: 3_000_000_000 } })).status).toBe(400);
    expect((await add(stranger.key, 3_000_000_000)).status).toBe(400);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.itemId, item))).toEqual(before);
    expect((await cartOf(stranger.key)).count.total_number).toBe(1);
  });
});
