// Steps the journeys take through the shop's own API rather than a page: a shopper's order paid, an operator's
// account added (the pages under test are the back office's, not these).
import { endpoints } from '@garden/contract/endpoints';
import { inject } from 'vitest';

/** A call of the shop's API (the operator's key as a bearer, a shopper's as `key`): the envelope's data, or its message thrown. */
export async function apiCall<T>(
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, unknown>,
  auth: Record<string, string> = {},
): Promise<T> {
  const url = new URL(path, inject('baseUrl'));
  if (method === 'GET') for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...auth },
    body: method === 'POST' ? JSON.stringify(fields) : undefined,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** The cart items' ids anywhere in a cart reply (plain goods and goods under a promotion alike). */
const itemIdsIn = (reply: unknown) => [...JSON.stringify(reply).matchAll(/"item_id":(\d+)/g)].map((match) => Number(match[1]));

interface GoodsInfo {
  gshp_id: number;
  start_num: number;
  is_sale: number;
  forward: number;
  is_dingjin: number;
  special_goods: number;
  delivery: unknown[];
  properties: { spe: { values: { goods_attr_id: number }[] }[] };
}

/**
 * The seed's demo shopper places a cart order of two ordinary goods from one ship-from place and pays it with a
 * member card, as the storefront does (the seed's paid orders waiting for the warehouse have one line each).
 */
export async function placePaidTwoLineOrder(): Promise<number> {
  const shopper = { key: await demoShopperKey() };
  const emptied = itemIdsIn(await apiCall('GET', endpoints.readCart.path, {}, shopper));
  if (emptied.length > 0) await apiCall('POST', endpoints.deleteCartItems.path, { item_id: emptied.join(',') }, shopper);
  for (let goodsId = 1; goodsId <= 200; goodsId += 1) {
    const goods = await apiCall<GoodsInfo>('GET', '/v2/goods/info', { gshp_id: goodsId }).catch(() => null);
    const ordinary =
      goods && goods.is_sale === 1 && goods.forward === 0 && goods.is_dingjin === 0 && goods.special_goods === 0 && goods.delivery.length === 0;
    if (!ordinary) continue;
    const attrIds = goods.properties.spe.flatMap((group) => (group.values[0] ? [group.values[0].goods_attr_id] : []));
    const added = await apiCall<unknown>(
      'POST',
      endpoints.addToCart.path,
      { gshp_id: goodsId, number: goods.start_num, attr_id: attrIds },
      shopper,
    ).catch(() => null);
    if (!added) continue;
    const cart = await apiCall<{ products: { devide_item: string }[] }>('GET', endpoints.readCart.path, {}, shopper);
    const group = cart.products.find((products) => itemIdsIn(products).length >= 2);
    if (!group) continue;
    const choice = { [group.devide_item]: 0 };
    const { order_id } = await apiCall<{ order_id: number }>(
      'POST',
      endpoints.placeCartOrder.path,
      { devide_items: [group.devide_item], bonus_ids: choice, bonus_ship_ids: choice },
      shopper,
    );
    const cards = await apiCall<{ list: { FCardNumber: number }[] }>('GET', endpoints.listMemberCards.path, {}, shopper);
    const card = cards.list.find((entry) => entry.FCardNumber !== 2);
    await apiCall('POST', endpoints.payOrder.path, { order_id, pay_id: 8, card_number: card?.FCardNumber ?? 0 }, shopper);
    return order_id;
  }
  throw new Error('the seed has no two ordinary goods from one ship-from place');
}

/** The demo shopper's login key (the seed's 13800138000). */
export async function demoShopperKey(): Promise<string> {
  const { key } = await apiCall<{ key: string }>('POST', endpoints.signIn.path, { mobile: '13800138000', password: 'garden123', login_type: 1 });
  return key;
}

/** The seeded owner (admin) signed in: the header their calls carry. */
export async function ownerAuth(): Promise<Record<string, string>> {
  const { key } = await apiCall<{ key: string }>('POST', endpoints.operatorSignIn.path, { login: 'admin', password: 'garden123' });
  return { authorization: `Bearer ${key}` };
}
