import { type Endpoint, endpoints, type ReplyOf, type RequestOf } from '@garden/contract/endpoints';
import { inject } from 'vitest';

// Steps journeys take through the real API the pages use, to set the scene quickly (a signed-in
// shopper, an address, a placed order) so the browser spends its time on the screens under test.

const baseUrl = inject('baseUrl');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The demo shopper of the seed (README "Demo accounts"). */
export const DEMO_SHOPPER = { mobile: '13800138000', password: 'garden123' } as const;

/**
 * Calls the shop's API and returns `data`; any code but 200 fails the step with the server's message. A `key`
 * written in the path's query is sent as the `key` header, the one place the API reads it from.
 */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const url = new URL(path, baseUrl);
  const key = url.searchParams.get('key');
  url.searchParams.delete('key');
  const headers = new Headers(init?.headers);
  if (key) headers.set('key', key);
  const body = (await (await fetch(url, { ...init, headers })).json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** POSTs a JSON body as the shopper with `key`. */
export function post<T>(key: string, path: string, body: Record<string, unknown>): Promise<T> {
  return call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json', key }, body: JSON.stringify(body) });
}

/** Makes a POST, PUT or DELETE call of the contract's endpoint table as the shopper with `key`, typed by the table. */
function send<E extends Endpoint>(key: string, endpoint: E, fields: RequestOf<E>): Promise<ReplyOf<E>> {
  return call<ReplyOf<E>>(endpoint.path, {
    method: endpoint.method.toUpperCase(),
    headers: { 'content-type': 'application/json', key },
    body: JSON.stringify(fields),
  });
}

/** The demo trader of the seed (README "Demo accounts"): a shopper with the trade catalogue. */
export const DEMO_TRADER = { mobile: '13900139000', password: 'garden123' } as const;

/** A demo account's login key; a page opened with ?key= stores it (storefront §2). */
export async function signInDemo(account: typeof DEMO_SHOPPER | typeof DEMO_TRADER): Promise<string> {
  const { key } = await post<{ key: string }>('', endpoints.signIn.path, { ...account, login_type: 1 });
  return key;
}

/** The demo shopper's login key. */
export const signInDemoShopper = () => signInDemo(DEMO_SHOPPER);

/** Gives the shopper a default address when the book is empty (orders need one). */
export async function ensureAddress(key: string): Promise<void> {
  const { list } = await call<{ list: unknown[] }>(`/v1/address/lists?key=${key}`);
  if (list.length > 0) return;
  const region = async (type: number, parentId: number) => {
    const { list: regions } = await post<{ list: { region_id: number }[] }>(key, '/v1/address/regions', { type, parent_id: parentId });
    if (!regions[0]) throw new Error(`no region of type ${type} under ${parentId}`);
    return regions[0].region_id;
  };
  const province = await region(1, 0);
  const city = await region(2, province);
  const district = await region(3, city);
  await post(key, '/v1/address/add', { consignee: '林小园', tel: '13912345678', province, city, district, address: '文三路 100 号', is_default: 1 });
}

interface GoodsInfo {
  gshp_id: number;
  gsup_id: number;
  start_num: number;
  is_sale: number;
  forward: number;
  is_dingjin: number;
  special_goods: number;
  region_goods_error: number;
  delivery: unknown[];
  properties: { spe: { values: { goods_attr_id: number }[] }[] };
}

/** Ordinary goods (on sale, no deposit, pre-sale or special rules) whose first attribute values are well in stock. */
async function findOrdinaryGoods(key: string): Promise<{ goods: GoodsInfo; attrIds: number[] }> {
  for (let id = 1; id <= 200; id += 1) {
    const goods = await call<GoodsInfo>(`/v2/goods/info?gshp_id=${id}`).catch(() => null);
    const ordinary =
      goods &&
      goods.is_sale === 1 &&
      goods.forward === 0 &&
      goods.is_dingjin === 0 &&
      goods.special_goods === 0 &&
      goods.region_goods_error === 0 &&
      goods.delivery.length === 0;
    if (!ordinary) continue;
    const attrIds = goods.properties.spe.flatMap((group) => (group.values[0] ? [group.values[0].goods_attr_id] : []));
    const { stock } = await post<{ stock: number }>(key, '/v2/goods/price', { gsup_id: goods.gsup_id, number: goods.start_num, attr_id: attrIds });
    if (stock >= goods.start_num + 20) return { goods, attrIds };
  }
  throw new Error('the seed has no ordinary goods in stock');
}

/**
 * Places a direct-buy order of ordinary goods (`lots` times the least number sold) at the default address, unpaid,
 * with an optional message to the seller; returns its order_id. It spends no coupon (left out, the server would pick
 * the best): the journeys share the demo shopper, and the buying journey counts on its coupons being there.
 */
export async function placeOrder(key: string, lots = 1, messageToSeller = ''): Promise<number> {
  const { goods, attrIds } = await findOrdinaryGoods(key);
  const { order_id } = await send(key, endpoints.placeDirectOrder, {
    gshp_id: goods.gshp_id,
    number: goods.start_num * lots,
    attr_id: attrIds,
    once: 1,
    msg_to_shop: messageToSeller,
    bonus_id: 0,
    bonus_ship_id: 0,
  });
  return order_id;
}

/** A member card the shopper can pay with (not the black-five card), with its balance in yuan (`FAmtIn`). */
export async function payingCard(key: string): Promise<{ FCardNumber: number; FName: string; FAmtIn: string }> {
  const { list } = await call<{ list: { FCardNumber: number; FName: string; FAmtIn: string }[] }>(`${endpoints.listMemberCards.path}?key=${key}`);
  const card = list.find((entry) => entry.FCardNumber !== 2);
  if (!card) throw new Error('the demo shopper holds no member card to pay with');
  return card;
}

/** An order as GET /v1/order/detail returns it (the fields the journeys read). */
export function readOrder(
  key: string,
  orderId: number,
): Promise<{ order_sn: string; o_status: number; is_delete: number; status: number; is_comment: number; is_twice: number }> {
  return call(`/v1/order/detail?order_id=${orderId}&key=${key}`);
}

/** Pays an order with the shopper's member card (pay_id 8), as the payment page does. */
export async function payByCard(key: string, orderId: number): Promise<void> {
  const card = await payingCard(key);
  await send(key, endpoints.payOrder, { order_id: orderId, pay_id: 8, card_number: card.FCardNumber });
}

/** POSTs a JSON body to the operator API (`/v1/operator/*`) as the seeded shop manager, as the `garden` CLI does. */
export function operatorPost<T>(path: string, body: Record<string, unknown>): Promise<T> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${inject('operatorKey')}` },
    body: JSON.stringify(body),
  });
}

/** Ships every line of a paid order with 顺丰速运 (`shipping_id` 1), as `garden ship` does. */
export function shipAsOperator(orderId: number): Promise<{ o_status: number }> {
  return operatorPost('/v1/operator/orders/ship', { order_id: orderId, shipping_id: 1, invoice_no: `${Date.now()}` });
}

/**
 * Registers a new shopper with a fresh mobile through the calls the login dialog makes (captcha, SMS
 * code from the sandbox outbox, sign-up) and answers its mobile and login key.
 */
export async function registerShopper(password = 'garden123'): Promise<{ mobile: string; key: string }> {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  const device_id = `e2e${Date.now().toString(36)}`;
  await post('', endpoints.drawCaptcha.path, { device_id });
  const { answer } = await call<{ answer: string }>(`${endpoints.readSandboxCaptcha.path}?device_id=${device_id}`);
  await post('', endpoints.sendSmsCode.path, { mobile, type: 2, device_id, captcha: answer });
  const { code } = await call<{ code: string }>(`${endpoints.readSandboxSms.path}?mobile=${mobile}`);
  const { key } = await post<{ key: string }>('', endpoints.signUp.path, { mobile, password, sms_code: code });
  return { mobile, key };
}
