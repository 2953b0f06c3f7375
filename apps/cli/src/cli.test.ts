// `garden` against the real API: a fresh shop served on a free port, the CLI's main function run with
// GARDEN_URL and the operator token, and the database read (or, to simulate drift, written) directly.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cellAt,
  createBuyer,
  createGiftPromotion,
  createGoods,
  createSeededContext,
  editSheet,
  giveCard,
  giveCoupon,
  cancelAllExpiredOrders,
  OPERATOR_CALLS,
  operatorOfRole,
  overwriteBalance,
  overwriteStock,
  placeTestOrder,
  type TestContext,
} from '@garden/api/testing';
import type { QuoteLine, QuoteList, QuoteSent } from '@garden/contract';
import {
  findForbiddenCharacters,
  GOODS_SHEET_SPEC_CHANGED,
  goodsSheetRefusedMessage,
  HARDINESS_REGION_UNKNOWN,
  HARDINESS_ZONE_INVALID,
  hardinessFileRefusedMessage,
  OPERATOR_FORBIDDEN,
  OPERATOR_ROLES,
  OPERATOR_TOKEN_INVALID,
  ORDER_CANCELLED,
  ORDER_NOTE_REQUIRED,
  ORDER_NOTE_SAVED,
  type OperatorRole,
  PACKING_SLIP_ORDERS_MAX,
  PACKING_SLIP_TOO_MANY,
  PARCEL_STAFF_ADDED,
  REVIEW_HIDDEN,
  REVIEW_SHOWN,
  roleAllows,
  SHEET_COLUMN,
  SHIPMENT_SHEET_HEADERS,
  SHOPPER_DISABLED,
  SHOPPER_ENABLED,
  sheetPriceMessage,
  shipmentSheetRefusedMessage,
  shipmentSheetShippedMessage,
} from '@garden/domain';
import type { CliEnv } from './client';
import { type Command, COMMANDS } from './commands';
import { main } from './main';

let ctx: TestContext;
let server: ServerType;
let url: string;

beforeAll(async () => {
  ctx = await createSeededContext();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** Runs `garden <args>` against the test server; answers the exit code and what it printed. */
async function garden(args: string, env: CliEnv = { GARDEN_URL: url, GARDEN_TOKEN: ctx.operatorKey }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args.split(' ').filter(Boolean), { env, output: { out: (line) => out.push(line), err: (line) => err.push(line) } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The stored order row (plain SQL: the test reads the database as it is). */
async function orderOf(orderId: number) {
  const { rows } = await ctx.db.execute<{ order_sn: string; o_status: number; order_amount_fen: number }>(
    `SELECT order_sn, o_status, order_amount_fen FROM orders WHERE order_id = ${Number(orderId)}`,
  );
  return rows[0] as (typeof rows)[number];
}

/** Writes a stored amount behind the API's back, as drift would. */
const setOrderAmount = (orderId: number, fen: number) =>
  ctx.db.execute(`UPDATE orders SET order_amount_fen = ${Number(fen)} WHERE order_id = ${Number(orderId)}`);

describe('garden --help', () => {
  it('explains every subcommand without a server or a token', async () => {
    for (const command of COMMANDS) {
      const shown = await garden(`${command.name} --help`, {});
      expect(shown.code, command.name).toBe(0);
      expect(shown.out, command.name).toContain(`garden ${command.name}`);
    }
    const overview = await garden('--help', {});
    expect(overview.code).toBe(0);
    for (const command of COMMANDS) expect(overview.out).toContain(command.name);
    expect((await garden('orders --help', {})).out).toContain('orders ship');
  });

  it('refuses an unknown command, a bare group and an unknown option with exit code 1', async () => {
    expect(await garden('orders frobnicate', {})).toMatchObject({ code: 1, err: expect.stringContaining('未知命令') });
    expect(await garden('refunds', {})).toMatchObject({ code: 1, err: expect.stringContaining('refunds approve') });
    expect(await garden('orders ship 1 --carrier 1 --invoice 1 --bogus')).toMatchObject({ code: 1, err: expect.stringContaining('--bogus') });
    expect(await garden('orders ship --carrier 1 --invoice 1')).toMatchObject({ code: 1, err: expect.stringContaining('order_id') });
  });
});

describe('signing in', () => {
  it('a wrong key prints the server message and exits 1', async () => {
    expect(await garden('orders list', { GARDEN_URL: url, GARDEN_TOKEN: 'not-the-key' })).toEqual({ code: 1, out: '', err: '操作员令牌无效' });
  });

  it('adds an operator with the data folder’s token, who signs in with garden login; later commands run as them', async () => {
    const home = await mkdtemp(path.join(tmpdir(), 'garden-cli-home-'));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-cli-test-'));
    try {
      await writeFile(path.join(dataDir, 'operator-token'), `${ctx.operatorToken}\n`);
      const env: CliEnv = { GARDEN_URL: url, DATA_DIR: dataDir, XDG_CONFIG_HOME: home, GARDEN_PASSWORD: 'shipit123' };
      expect(await garden('orders list', env)).toMatchObject({ code: 1, err: expect.stringContaining('garden login') });
      expect(await garden('operators add laozhang --role 仓库 --name 仓库老张', env)).toMatchObject({
        code: 0,
        out: expect.stringMatching(/laozhang\t仓库$/),
      });
      expect(await garden('operators add cangku2 --role 老板', env)).toMatchObject({ code: 1, err: expect.stringContaining('--role') });
      expect(await garden('operators add cangku3 --role 仓库', { ...env, DATA_DIR: path.join(dataDir, 'missing') })).toMatchObject({
        code: 1,
        err: expect.stringContaining('找不到运营令牌'),
      });
      expect(await garden('login laozhang', { ...env, GARDEN_PASSWORD: 'wrong-one' })).toEqual({ code: 1, out: '', err: '账号或密码错误' });
      expect(await garden('login laozhang', env)).toEqual({ code: 0, out: `已登录 ${url}：laozhang（仓库）`, err: '' });
      const file = path.join(home, 'garden', 'sessions.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      // Signed in as the warehouse: its calls pass, others are refused by its role.
      expect(await garden('whoami', env)).toMatchObject({ code: 0, out: 'laozhang\t仓库老张\t仓库' });
      expect((await garden('orders list', env)).code).toBe(0);
      expect(await garden('goods stock -s 1 5', env)).toEqual({ code: 1, out: '', err: '没有权限执行此操作' });
      expect(await garden(`goods export ${path.join(dataDir, 'goods.xlsx')}`, env)).toEqual({ code: 1, out: '', err: '没有权限执行此操作' });
      // The token adds operators and nothing else.
      expect(await garden('orders list', { GARDEN_URL: url, GARDEN_TOKEN: ctx.operatorToken })).toMatchObject({
        code: 1,
        err: expect.stringContaining('只能用于添加操作员'),
      });
      expect(await garden('logout', env)).toMatchObject({ code: 0 });
      expect(await garden('orders list', env)).toMatchObject({ code: 1, err: expect.stringContaining('garden login') });
    } finally {
      await rm(home, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('lists operators and the audit trail for the shop manager', async () => {
    const operators = await garden('operators list');
    expect(operators.out).toMatch(/owner\towner\t店长\t启用/);
    const trail = await garden('audit trail --target operator:laozhang');
    expect(trail).toMatchObject({ code: 0, out: expect.stringMatching(/运营令牌\taddOperator\toperator:laozhang/) });
  });

  it('says so when the server cannot be reached', async () => {
    expect(await garden('orders list', { GARDEN_URL: 'http://127.0.0.1:9', GARDEN_TOKEN: 'x' })).toMatchObject({
      code: 1,
      err: expect.stringContaining('无法连接服务器'),
    });
  });
});

describe('running the shop from garden', () => {
  it('the stock audit finds no drift after placing, cancelling, the automatic cancel and a refund, until a stock row is changed behind the API', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 100_000 });
    const item = await createGoods(ctx.db, { sendAddressId: 1, skus: [[2_000, 20]] });
    const line = { goodsId: item.goodsId, number: 2 };
    const cancelled = await placeTestOrder(ctx, buyer.key, { lines: [line] });
    expect((await call(ctx.app, 'PUT', '/v1/order/cancel', { key: buyer.key, json: { order_id: cancelled.orderId } })).body.code).toBe(200);
    await placeTestOrder(ctx, buyer.key, { lines: [line] });
    const paid = await placeTestOrder(ctx, buyer.key, { lines: [line], paid: true });
    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      json: { order_id: paid.orderId, goods_json: JSON.stringify([{ rec_id: paid.recIds[0], number: 1 }]), refund_type: 1, reason_type: 1 },
    });
    expect(await garden(`refunds approve ${applied.body.data.refund_id}`)).toMatchObject({ code: 0 });
    ctx.clock.advance(61 * 60_000);
    await cancelAllExpiredOrders(ctx.db, ctx.clock.now());
    const clean = await garden('audit stock');
    expect(clean, clean.out).toMatchObject({ code: 0, out: expect.stringMatching(/核对了 \d+ 个规格、\d+ 件商品的库存：全部一致/) });

    // 20 − 1 held by the paid order (the other unit refunded before shipping went back to the shelf).
    const { rows } = await ctx.db.execute<{ sku_id: number; stock: number }>(`SELECT sku_id, stock FROM goods_skus WHERE goods_id = ${item.goodsId}`);
    const [sku] = rows;
    expect(sku?.stock).toBe(19);
    await overwriteStock(ctx.db, sku?.sku_id as number, 25);
    const drifted = await garden('audit stock');
    expect(drifted).toMatchObject({ code: 1, err: expect.stringContaining('发现 2 处不一致') });
    expect(drifted.out).toContain(`规格 ${sku?.sku_id}\t商品 ${item.goodsId} ${item.name}\t库存 25\t订单占用 1\t基准 20\t差额 6`);
    expect(drifted.out).toContain(`商品 ${item.goodsId} ${item.name}\t总库存 19\t规格库存之和 25`);
  });

  it('pays and refuses withdrawals, and the balance audit finds no drift until a balance is changed without its ledger', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 10_000 });
    const ask = (amount: string) =>
      call<{ withdrawal: { id: number } }>(ctx.app, 'POST', '/v1/user/cash', {
        key: buyer.key,
        json: { amount, zfb: '13800138000', zfb_name: '花园演示' },
      });
    const paying = (await ask('30')).body.data.withdrawal.id;
    const refusing = (await ask('20')).body.data.withdrawal.id;
    const listed = await garden('withdrawals list');
    expect(listed.out).toContain(`${paying}\t${buyer.user.mobile}\t¥30.00\t13800138000\t花园演示\t申请中`);
    expect(await garden(`withdrawals pay ${paying}`)).toMatchObject({ code: 0, out: expect.stringContaining(`提现 ${paying} 已付款 ¥30.00`) });
    expect(await garden(`withdrawals refuse ${refusing}`)).toMatchObject({ code: 0, out: expect.stringContaining('¥20.00 退回余额') });
    expect(await garden(`withdrawals refuse ${refusing}`)).toMatchObject({ code: 1, err: expect.stringContaining('该提现申请已处理') });
    // The staff read a refused one as back on the balance (the shopper's record keeps the spec's 申请中).
    expect((await garden('withdrawals list --all')).out).toContain(`${refusing}\t${buyer.user.mobile}\t¥20.00\t13800138000\t花园演示\t已退回余额`);
    expect(await garden('audit balances')).toMatchObject({ code: 0, out: expect.stringContaining('全部一致') });

    await overwriteBalance(ctx.db, buyer.user.id, 99_999);
    const audit = await garden('audit balances');
    expect(audit).toMatchObject({ code: 1, out: expect.stringContaining(`用户 ${buyer.user.id}\t余额 ¥999.99\t明细之和 ¥70.00`) });
  });

  it('issues a member card, tops it up with its ledger row and lists both, refusing bad amounts', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const user = buyer.user.id;
    expect((await garden(`cards list --user ${user}`)).out).toContain('没有会员卡');
    const issued = await garden(`cards issue --user ${user} --kind 8801`);
    expect(issued).toMatchObject({ code: 0, out: expect.stringContaining(`已发卡：用户 ${user} 的园艺会员卡（卡号 8801`) });
    expect(await garden(`cards issue --user ${user} --kind 8801`)).toMatchObject({ code: 1, err: expect.stringContaining('该用户已有这种会员卡') });
    const cardId = Number(/编号 (\d+)/.exec(issued.out)?.[1]);
    expect(await garden(`cards topup -u ${user} -c ${cardId} -a 88.8 -r 线下收款`)).toMatchObject({
      code: 0,
      out: '已充值 ¥88.80：园艺会员卡（卡号 8801）余额 ¥88.80',
    });
    expect(await garden(`cards topup -u ${user} -c ${cardId} -a 0.001 -r 线下收款`)).toMatchObject({
      code: 1,
      err: expect.stringContaining('充值金额应为 0.01–50000.00 元'),
    });
    expect((await garden(`cards list -u ${user}`)).out).toMatch(new RegExp(`^${cardId}\t卡号 8801\t园艺会员卡\t0.9500\t¥88.80\t可用\t`));
    const ledger = (await garden(`cards list -u ${user} -c ${cardId}`)).out.split('\n');
    expect(ledger[0]).toBe(`${cardId}\t卡号 8801\t园艺会员卡\t余额 ¥88.80\t共 1 条流水`);
    expect(ledger[1]).toMatch(/\t88\.80\t¥88\.80\t-\t后台充值（.+）：线下收款$/);
  });

  it('prints what shoppers typed with its control characters escaped, so the terminal obeys none of them', async () => {
    // Stored before the API refused such text (or behind its back): a clear-screen, a window title, a C1 CSI, a tab.
    const hostile = String.raw`林\x1b[2J\x1b]0;owned\x07\u009b31m\t傅\u202e`;
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key, { paid: true });
    await ctx.db.execute(`UPDATE orders SET consignee = E'${hostile}' WHERE order_id = ${Number(orderId)}`);
    await ctx.db.execute(
      `INSERT INTO catalogue_feedback (user_id, content, add_time) VALUES (NULL, E'${hostile}\\n第二行', now() + interval '1 day')`,
    );
    const shown = String.raw`林\x1b[2J\x1b]0;owned\x07\x9b31m\t傅\u202e`;

    const orders = await garden('orders list --limit 100');
    const line = orders.out.split('\n').find((row) => row.startsWith(`${orderId}\t`)) as string;
    expect(line.split('\t')[3]).toBe(shown);
    const feedback = await garden('feedback list --limit 1');
    expect(feedback.out.split('\t')[3]).toBe(`${shown}\\n第二行`);
    // Tab and line break are the listing's own columns and rows; inside them nothing a terminal acts on.
    for (const cell of `${orders.out}\n${feedback.out}`.split(/[\t\n]/)) expect(findForbiddenCharacters(cell, 'name'), cell).toEqual([]);
  });

  it('lists the gifts to pack with an order that earned them', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const pot = await createGoods(ctx.db, { sendAddressId: 1, skus: [[3_000, 10]] });
    const soil = await createGoods(ctx.db, { name: '营养土' });
    await createGiftPromotion(ctx.db, { goodsIds: [pot.goodsId], giftGoodsId: soil.goodsId, buyNumber: 2, now: ctx.clock.now() });
    const earning = await placeTestOrder(ctx, buyer.key, { lines: [{ goodsId: pot.goodsId, number: 4 }], paid: true });
    const plain = await placeTestOrder(ctx, buyer.key, { paid: true });

    const lines = (await garden('orders list --limit 100')).out.split('\n');
    expect(lines.find((line) => line.startsWith(`${earning.orderId}\t`))).toMatch(/\t赠品 营养土×2$/);
    expect(lines.find((line) => line.startsWith(`${plain.orderId}\t`))).not.toContain('赠品');
  });

  it('a partial refund leaves the order to ship: it lists again, ships, takes a second refund, and both audits stay clean', async () => {
    // A partial refund (shopping §4 "5 and 6 (refund orders)"): 3 paid units, not shipped; 1 refunded and approved
    // with `garden refunds approve`.
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds, goodsIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 6193, number: 3 }], paid: true });
    const order = await orderOf(orderId);
    const refund = async (number: number) => {
      const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
        key: buyer.key,
        json: { order_id: orderId, goods_json: [{ rec_id: recIds[0], number }], refund_type: 1, reason_type: 2 },
      });
      expect(applied.body.code, applied.body.msg).toBe(200);
      return garden(`refunds approve ${applied.body.data.refund_id}`);
    };
    expect(await refund(1)).toMatchObject({ code: 0, out: expect.stringMatching(/已退款 ¥61\.93：余额 ¥61\.93；订单待发货（o_status 1）$/) });
    expect((await garden('orders list --limit 100')).out).toContain(order.order_sn);
    expect(await garden(`orders ship ${orderId} -c 1 -i SF3003`)).toMatchObject({
      code: 0,
      out: expect.stringContaining('已全部发货（o_status 4）'),
    });
    expect((await garden('orders list --limit 100')).out).not.toContain(order.order_sn);
    expect(await refund(2)).toMatchObject({ code: 0, out: expect.stringMatching(/已退款 ¥123\.86：余额 ¥123\.86；订单售后完成（o_status 6）$/) });
    // Other tests here leave drift of their own behind on purpose: this order and its goods are not in either report.
    expect((await garden('audit orders')).out).not.toContain(order.order_sn);
    const stock = await garden('audit stock');
    expect(`${stock.out}${stock.err}`).toMatch(/核对了 \d+ 个规格/);
    expect(stock.out).not.toContain(`商品 ${goodsIds[0]} `);
  });

  it('ships an order in two parcels, approves a refund, and the audit finds no drift until an amount is corrupted', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId, recIds } = await placeTestOrder(ctx, buyer.key, { lines: [{ priceFen: 1990, number: 2 }, {}], paid: true });
    const order = await orderOf(orderId);

    expect((await garden('orders list --limit 100')).out).toContain(order.order_sn);
    const partly = await garden(`orders ship ${orderId} --carrier 顺丰速运 --invoice SF1001 --lines ${recIds[0]}`);
    expect(partly).toMatchObject({ code: 0, out: expect.stringContaining('部分发货（o_status 3）') });
    const rest = await garden(`orders ship ${orderId} -c 2 -i 778800`);
    expect(rest).toMatchObject({ code: 0, out: expect.stringContaining('已全部发货（o_status 4）：中通快递 778800') });
    expect((await orderOf(orderId)).o_status).toBe(4);
    expect(await garden(`orders ship ${orderId} -c 2 -i 778900`)).toMatchObject({ code: 1, err: expect.any(String) });

    const other = await placeTestOrder(ctx, buyer.key, { paid: true });
    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: buyer.key,
      json: { order_id: other.orderId, goods_json: [{ rec_id: other.recIds[0], number: 1 }], refund_type: 1, reason_type: 2 },
    });
    const refundId = applied.body.data.refund_id;
    expect((await garden('refunds list')).out).toContain(`${refundId}\t`);
    expect(await garden(`refunds approve ${refundId}`)).toMatchObject({ code: 0, out: expect.stringMatching(/已退款 ¥100\.00：余额 ¥100\.00/) });
    expect(await garden(`refunds refuse ${refundId}`)).toMatchObject({ code: 1, err: expect.any(String) });

    const clean = await garden('audit orders');
    expect(clean).toMatchObject({ code: 0, err: '' });
    expect(clean.out).toMatch(/核对了 \d+ 张订单、\d+ 张父订单：全部一致/);

    // Drift, simulated: a stored amount no longer follows the rules.
    await setOrderAmount(orderId, order.order_amount_fen + 1);
    try {
      const drifted = await garden('audit orders');
      expect(drifted.code).toBe(1);
      const stored = order.order_amount_fen + 1;
      expect(drifted.out).toBe(`${order.order_sn}\torder_amount\t存储 ${(stored / 100).toFixed(2)}\t重算 ${((stored - 1) / 100).toFixed(2)}`);
      expect(drifted.err).toMatch(/发现 1 处不一致/);
    } finally {
      await setOrderAmount(orderId, order.order_amount_fen);
    }
  });

  it('recomputes orders priced with coupons, a member card, the black-five card and a deposit without drift', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const now = ctx.clock.now();
    await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 1_500, minGoodsAmountFen: 5_000 }, now);
    await giveCoupon(ctx.db, buyer.user.id, { typeMoneyFen: 300, isShipping: true }, now);
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 8801, balanceFen: 1_000_000, fDiscount: '0.9' });
    await giveCard(ctx.db, buyer.user.id, { fCardNumber: 2, balanceFen: 0, fName: '黑五卡' });
    const day = 86_400_000;
    const goods = [
      await createGoods(ctx.db, { skus: [[12_345, 10]] }),
      await createGoods(ctx.db, { isHei5ka: true, skus: [[9_990, 10]] }),
      await createGoods(ctx.db, {
        isDeposit: true,
        djBegTime: new Date(now.getTime() - day),
        djEndTime: new Date(now.getTime() + day),
        skus: [[8_888, 10]],
      }),
    ];
    const placements = [
      { gshp_id: goods[0]!.goodsId, number: 2, shipping_id: 2, card_number: 8801, pay_id: 8 },
      // A black-five order is paid by card 2 only (not the balance): placed now, paid later.
      { gshp_id: goods[1]!.goodsId, shipping_id: 2, is_black: 1 },
      { gshp_id: goods[2]!.goodsId, number: 3, shipping_id: 2, is_dingjin: 1 },
    ];
    for (const fields of placements) {
      const placed = await call(ctx.app, 'POST', '/v2/order/done', { key: buyer.key, json: fields });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    }
    // The orders really carry what the audit must rebuild: coupons, a card share, black-five, a deposit.
    const { rows } = await ctx.db.execute<{
      bonus_fen: number;
      bonus_ship_fen: number;
      discount_fen: number;
      is_black: boolean;
      deposit_fen: number;
    }>(`SELECT bonus_fen, bonus_ship_fen, discount_fen, is_black, deposit_fen FROM orders WHERE user_id = ${buyer.user.id} ORDER BY order_id`);
    expect(rows).toEqual([
      expect.objectContaining({ bonus_fen: 1_500, bonus_ship_fen: 300, discount_fen: 1_500 + 300 + 2_469 }),
      expect.objectContaining({ is_black: true, bonus_fen: 0 }),
      expect.objectContaining({ deposit_fen: expect.any(Number) }),
    ]);
    expect(rows[2]?.deposit_fen).toBeGreaterThan(0);
    const audit = await garden('audit orders');
    expect(audit, audit.out).toMatchObject({ code: 0, err: '' });
  });

  it('doctor says the test shop runs on the sandbox', async () => {
    const { code, out } = await garden('doctor');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      '模式\tsandbox（演示：外部服务均为沙箱，不可对外开放）',
      '支付（支付宝、微信支付）\t沙箱\t无密钥',
      '短信\t沙箱\t无密钥',
      '物流查询\t沙箱\t无密钥',
    ]);
  });

  it('lists the quotation lists traders sent, with each line at the price it was sent at', async () => {
    expect((await garden('quotes list')).code).toBe(0);
    const trader = await createBuyer(ctx.db, ctx.config, { isTrader: true, uGrade: 5, nick: '绿源苗木' });
    await call(ctx.app, 'POST', '/v1/catalogue/cart', { key: trader.key, json: { spu_id: 5 } });
    const { list } = (await call<QuoteList>(ctx.app, 'GET', '/v1/catalogue/cart', { key: trader.key })).body.data;
    const line = list[0] as QuoteLine;
    const sent = await call<QuoteSent>(ctx.app, 'POST', '/v1/catalogue/send', { key: trader.key, json: { sku: String(line.sku_id) } });
    const { code, out } = await garden('quotes list --limit 1');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(
      new RegExp(`^清单 ${sent.body.data.request_id}\t.+\t${trader.user.mobile} 绿源苗木\t1 行\t合计 ¥${line.list_price}$`),
    );
    expect(out.split('\n')[1]).toBe(`  ${line.cat_name}\t${line.goods_name}\t${line.spe || '—'}\t¥${line.list_price}`);
  });

  it('issues coupons and sets stock and prices', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const issued = await garden(`coupons issue --type 1 --mobile ${buyer.user.mobile}`);
    expect(issued).toMatchObject({ code: 0, out: expect.stringContaining(`已发放：用户 ${buyer.user.id}`) });
    expect((await garden(`coupons issue -t 1 -u ${buyer.user.id}`)).out).toContain('未重复发放');

    const item = await createGoods(ctx.db, { skus: [[1000, 3]] });
    expect(await garden(`goods stock --goods ${item.goodsId} 25`)).toMatchObject({
      code: 0,
      out: expect.stringContaining('库存 25（商品总库存 25）'),
    });
    expect(await garden(`goods price -g ${item.goodsId} 12.50`)).toMatchObject({ code: 0, out: expect.stringContaining('市场价 ¥12.50') });
    expect(await garden(`goods price -g ${item.goodsId} 11 --grade 3`)).toMatchObject({
      code: 0,
      out: expect.stringContaining('等级 3 价格 ¥11.00'),
    });
    expect(await garden(`goods price -g ${item.goodsId} 1.234`)).toMatchObject({ code: 1, err: expect.stringContaining('价格应为') });
    expect(await garden('goods stock 5')).toMatchObject({ code: 1, err: expect.stringContaining('--sku') });
  });
});

/** A temporary folder for a block's files (`.path`, set before its tests), removed after them. */
function useTempFolder(prefix: string): { path: string } {
  const folder = { path: '' };
  beforeAll(async () => {
    folder.path = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(folder.path, { recursive: true, force: true });
  });
  return folder;
}

describe('garden hardiness import', () => {
  const temp = useTempFolder('garden-hardiness-');

  /** Writes `text` to a file of the temporary folder (no spaces: `garden()` splits on them) and answers its path. */
  const file = async (name: string, text: string | Buffer) => {
    const written = path.join(temp.path, name);
    await writeFile(written, text);
    return written;
  };
  /** Every stored zone, in region order (plain SQL: the database as it is). */
  const allZones = async () => (await ctx.db.execute('SELECT * FROM city_hardiness ORDER BY region_id')).rows;
  /** A server that cannot be reached: a command that still succeeds in calling it would fail differently. */
  const offline: CliEnv = { GARDEN_URL: 'http://127.0.0.1:9', GARDEN_TOKEN: 'x' };

  it('loads a file by code and by name (with or without 市), replacing the demo zones', async () => {
    const before = await ctx.db.execute<{ region_id: number; source: string }>(
      'SELECT region_id, source FROM city_hardiness WHERE region_id IN (3301, 3302, 3303) ORDER BY region_id',
    );
    expect(before.rows).toEqual([
      { region_id: 3301, source: 'demo-city' },
      { region_id: 3302, source: 'demo-city' },
      { region_id: 3303, source: 'demo-province' },
    ]);
    // As Excel writes it: a BOM, a header, CRLF line ends, a tab on one line and a blank line.
    const csv = await file('good.csv', '\uFEFF地区,耐寒区\r\n3301,7a\r\n宁波市\t8a\r\n\r\n温州,9b\r\n');
    expect(await garden(`hardiness import ${csv}`)).toEqual({ code: 0, out: '已导入 3 个城市的耐寒区（其中 3 个替换了原有数据）', err: '' });
    const after = await ctx.db.execute<{ region_id: number; zone: string; source: string }>(
      'SELECT region_id, zone, source FROM city_hardiness WHERE region_id IN (3301, 3302, 3303) ORDER BY region_id',
    );
    expect(after.rows).toEqual([
      { region_id: 3301, zone: '7a', source: 'import' },
      { region_id: 3302, zone: '8a', source: 'import' },
      { region_id: 3303, zone: '9b', source: 'import' },
    ]);
  });

  it('refuses a file with bad lines, naming each, and changes nothing', async () => {
    const before = await allZones();
    const csv = await file('bad.csv', '3301,8a\n火星市,7b\n上海市,99z\n');
    expect(await garden(`hardiness import ${csv}`)).toEqual({
      code: 1,
      out: '',
      err: [hardinessFileRefusedMessage(2), `第 2 行：${HARDINESS_REGION_UNKNOWN}`, `第 3 行：${HARDINESS_ZONE_INVALID}`].join('\n'),
    });
    expect(await allZones()).toEqual(before);
  });

  it('says so, without calling the server, when the file is missing, too large or not named', async () => {
    const missing = path.join(temp.path, 'missing.csv');
    expect(await garden(`hardiness import ${missing}`, offline)).toEqual({ code: 1, out: '', err: `找不到文件 ${missing}` });
    const large = await file('large.csv', '3301,8b\n'.repeat(2_501));
    expect(await garden(`hardiness import ${large}`, offline)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^文件过大：20008 个字符，最多 20000 个/),
    });
    expect(await garden(`hardiness import ${temp.path}`, offline)).toMatchObject({ code: 1, err: expect.stringContaining('是文件夹') });
    const gbk = await file('gbk.csv', Buffer.from([0xba, 0xbc, 0xd6, 0xdd, 0x2c, 0x38, 0x62, 0x0a])); // 杭州,8b in GBK
    expect(await garden(`hardiness import ${gbk}`, offline)).toMatchObject({ code: 1, err: expect.stringContaining('不是 UTF-8 编码') });
    expect(await garden('hardiness import', offline)).toMatchObject({ code: 1, err: expect.stringContaining('请给出要导入的文件') });
  });
});

describe('garden goods export and import', () => {
  const temp = useTempFolder('garden-sheet-');

  it('exports the sheet, imports it back unchanged, then with a changed stock, printing each change', async () => {
    const file = path.join(temp.path, 'goods.xlsx');
    expect(await garden(`goods export ${file}`)).toMatchObject({ code: 0, out: expect.stringContaining(`已导出商品表格到 ${file}`), err: '' });
    expect(await garden(`goods import ${file}`)).toEqual({ code: 0, out: '已导入：0 件商品、0 个 SKU 有改动', err: '' });

    let skuId = 0;
    const changed = path.join(temp.path, 'changed.xlsx');
    await writeFile(
      changed,
      await editSheet(await readFile(file), (sheet) => {
        skuId = Number(cellAt(sheet, 2, SHEET_COLUMN.skuId).value);
        cellAt(sheet, 2, SHEET_COLUMN.stock).value = 4321;
      }),
    );
    const imported = await garden(`goods import ${changed}`);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out.split('\n')).toEqual([
      '已导入：1 件商品、1 个 SKU 有改动',
      expect.stringMatching(/^商品 \d+ \S/),
      expect.stringMatching(new RegExp(`^  SKU ${skuId} .*：库存 \\d+ → 4321$`)),
    ]);
    const { rows } = await ctx.db.execute<{ stock: number }>(`SELECT stock FROM goods_skus WHERE sku_id = ${skuId}`);
    expect(rows[0]?.stock).toBe(4321);
  });

  it('prints each bad row of a refused sheet and exits 1, changing nothing', async () => {
    const file = path.join(temp.path, 'export.xlsx');
    expect((await garden(`goods export ${file}`)).code).toBe(0);
    const spoiled = path.join(temp.path, 'spoiled.xlsx');
    await writeFile(
      spoiled,
      await editSheet(await readFile(file), (sheet) => {
        cellAt(sheet, 2, SHEET_COLUMN.stock).value = 1; // a good change, which must not land either
        cellAt(sheet, 3, SHEET_COLUMN.marketPrice).value = '十元';
        cellAt(sheet, 5, SHEET_COLUMN.spec).value = '规格：不存在';
      }),
    );
    const before = (await ctx.db.execute('SELECT sku_id, stock, market_price_fen FROM goods_skus ORDER BY sku_id')).rows;
    expect(await garden(`goods import ${spoiled}`)).toEqual({
      code: 1,
      out: '',
      err: [goodsSheetRefusedMessage(2), `第 3 行：${sheetPriceMessage('市场价')}`, `第 5 行：${GOODS_SHEET_SPEC_CHANGED}`].join('\n'),
    });
    expect((await ctx.db.execute('SELECT sku_id, stock, market_price_fen FROM goods_skus ORDER BY sku_id')).rows).toEqual(before);
  });

  it('refuses a missing file or none before calling the server', async () => {
    const offline: CliEnv = { GARDEN_URL: 'http://127.0.0.1:9', GARDEN_TOKEN: 'x' };
    const missing = path.join(temp.path, 'missing.xlsx');
    expect(await garden(`goods import ${missing}`, offline)).toEqual({ code: 1, out: '', err: `找不到文件 ${missing}` });
    expect(await garden('goods import', offline)).toMatchObject({ code: 1, err: expect.stringContaining('请给出要导入的文件') });
    expect(await garden('goods export', offline)).toMatchObject({ code: 1, err: expect.stringContaining('请给出要导出到的文件') });
  });
});

describe('the back office’s operator calls from garden, each as the role that should make it', () => {
  const temp = useTempFolder('garden-desk-');
  /** The environment of `garden` signed in as a new operator of `role`, and that operator's id. */
  const signedInAs = async (role: OperatorRole) => {
    const operator = await operatorOfRole(ctx, role);
    return { id: operator.id, env: { GARDEN_URL: url, GARDEN_TOKEN: operator.operatorKey } as CliEnv };
  };
  /** What the audit trail (read by the shop manager) holds of an operator's writes, newest first: `action target` each. */
  const trailOf = async (operatorId: number) =>
    (await garden(`audit trail --operator ${operatorId}`)).out
      .split('\n')
      .slice(0, -1)
      .map((line) => line.split('\t').slice(1, 4).join(' '));
  const loginOf = async (env: CliEnv) => (await garden('whoami', env)).out.split('\t')[0];
  const paidOrder = async () => {
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const placed = await placeTestOrder(ctx, buyer.key, { paid: true });
    return { ...placed, buyer, orderSn: (await orderOf(placed.orderId)).order_sn };
  };
  const refusedRole = { code: 1, out: '', err: OPERATOR_FORBIDDEN };

  it('prints packing slips of one or more orders to a PDF for the warehouse, not for 运营', async () => {
    const warehouse = await signedInAs('仓库');
    const [first, second] = [await paidOrder(), await paidOrder()];
    const file = path.join(temp.path, 'slips.pdf');
    expect(await garden(`orders slip ${first.orderId},${second.orderId} --out ${file}`, warehouse.env)).toEqual({
      code: 0,
      out: expect.stringMatching(new RegExp(`^已保存 2 个订单的发货单到 ${file}（\\d+ KB）$`)),
      err: '',
    });
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await garden(`orders slip ${first.orderId} --out ${path.join(temp.path, 'none.pdf')}`, (await signedInAs('运营')).env)).toEqual(
      refusedRole,
    );
    await expect(stat(path.join(temp.path, 'none.pdf'))).rejects.toThrow();
    expect(await garden(`orders slip ${first.orderId}`, warehouse.env)).toMatchObject({ code: 1, err: expect.stringContaining('--out') });
    const tooMany = Array.from({ length: PACKING_SLIP_ORDERS_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(await garden(`orders slip ${tooMany} --out ${file}`, warehouse.env)).toMatchObject({
      code: 1,
      err: expect.stringContaining(PACKING_SLIP_TOO_MANY),
    });
  });

  it('ships the orders of a sheet, printing each row; a sheet with a bad row ships none and names it; 客服 may not', async () => {
    const warehouse = await signedInAs('仓库');
    const [first, second, third] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const sheet = async (name: string, rows: string[]) => {
      const file = path.join(temp.path, name);
      await writeFile(file, `${[SHIPMENT_SHEET_HEADERS.join(','), ...rows].join('\n')}\n`);
      return file;
    };
    const good = await sheet('ship.csv', [`${first.orderSn},顺丰速运,SF7700110001`, `${second.orderSn},中通快递,7700110002`]);
    expect(await garden(`orders ship-sheet ${good}`, warehouse.env)).toEqual({
      code: 0,
      out: [
        shipmentSheetShippedMessage(2),
        `第 2 行\t订单 ${first.orderSn}\t顺丰速运 SF7700110001\to_status 4`,
        `第 3 行\t订单 ${second.orderSn}\t中通快递 7700110002\to_status 4`,
      ].join('\n'),
      err: '',
    });
    expect((await orderOf(first.orderId)).o_status).toBe(4);

    // The first row is good, the second an order shipped already: nothing ships.
    const bad = await sheet('bad.csv', [`${third.orderSn},顺丰速运,SF7700110003`, `${first.orderSn},顺丰速运,SF7700110004`]);
    const refused = await garden(`orders ship-sheet ${bad}`, warehouse.env);
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err.split('\n')).toEqual([shipmentSheetRefusedMessage(1), expect.stringMatching(/^第 3 行：/)]);
    expect((await orderOf(third.orderId)).o_status).toBe(1);
    expect(await garden(`orders ship-sheet ${good}`, (await signedInAs('客服')).env)).toEqual(refusedRole);

    // The sheet and each order it shipped are in the audit trail, under the warehouse operator.
    const login = await loginOf(warehouse.env);
    expect(await trailOf(warehouse.id)).toEqual(
      expect.arrayContaining([
        `${login} shipOrdersFromSheet shipment-sheet:import`,
        `${login} shipOrdersFromSheet order:${first.orderId}`,
        `${login} shipOrdersFromSheet order:${second.orderId}`,
      ]),
    );
  });

  it('notes on an order, shows it with its note and cancels it unpaid as 客服; the warehouse may not cancel', async () => {
    const service = await signedInAs('客服');
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 1_000_000 });
    const { orderId } = await placeTestOrder(ctx, buyer.key);
    const { order_sn: orderSn } = await orderOf(orderId);
    expect(await garden(`orders note ${orderId} 顾客来电：明天再付款`, service.env)).toMatchObject({
      code: 0,
      out: expect.stringMatching(new RegExp(`^订单 ${orderId} ${ORDER_NOTE_SAVED}（备注编号 \\d+）$`)),
    });
    expect(await garden(`orders note ${orderId}`, service.env)).toMatchObject({ code: 1, err: expect.stringContaining(ORDER_NOTE_REQUIRED) });
    const login = await loginOf(service.env);
    const shown = await garden(`orders show ${orderId}`, service.env);
    expect(shown).toMatchObject({ code: 0, err: '' });
    expect(shown.out.split('\n')[0]).toMatch(new RegExp(`^订单 ${orderSn}\t待付款（o_status 0）`));
    expect(shown.out).toMatch(new RegExp(`\n  备注 .+\t${login}\t顾客来电：明天再付款$`));

    expect(await garden(`orders cancel ${orderId}`, (await signedInAs('仓库')).env)).toEqual(refusedRole);
    expect(await garden(`orders cancel ${orderId}`, service.env)).toEqual({ code: 0, out: `${ORDER_CANCELLED}：${orderSn}`, err: '' });
    const { rows } = await ctx.db.execute<{ o_status: number; is_delete: number }>(
      `SELECT o_status, is_delete FROM orders WHERE order_id = ${Number(orderId)}`,
    );
    expect(rows[0]).toEqual({ o_status: 0, is_delete: 1 });
    expect(await garden(`orders cancel ${orderId}`, service.env)).toMatchObject({ code: 1, err: expect.any(String) });
    expect(await trailOf(service.id)).toEqual([`${login} cancelShopOrder order:${orderId}`, `${login} addOrderNote order:${orderId}`]);
  });

  it('refuses an after-sales request with the reason the shopper reads, as 客服; the warehouse may not', async () => {
    const service = await signedInAs('客服');
    const order = await paidOrder();
    const applied = await call<{ refund_id: number }>(ctx.app, 'POST', '/v1/order/refund', {
      key: order.buyer.key,
      json: { order_id: order.orderId, goods_json: [{ rec_id: order.recIds[0], number: 1 }], refund_type: 1, reason_type: 2 },
    });
    const refundId = applied.body.data.refund_id;
    expect(await garden(`refunds refuse ${refundId} --reason 已与顾客电话确认，不退`, (await signedInAs('仓库')).env)).toEqual(refusedRole);
    expect(await garden(`refunds refuse ${refundId} --reason 已与顾客电话确认，不退`, service.env)).toMatchObject({
      code: 0,
      out: expect.stringMatching(/已拒绝；订单待发货（o_status 1）$/),
    });
    const { rows } = await ctx.db.execute<{ status: number; refuse_reason: string }>(
      `SELECT status, refuse_reason FROM refunds WHERE refund_id = ${Number(refundId)}`,
    );
    expect(rows[0]).toEqual({ status: 2, refuse_reason: '已与顾客电话确认，不退' });
    expect(await trailOf(service.id)).toEqual([`${await loginOf(service.env)} decideRefund refund:${refundId}`]);
  });

  it('finds and reads shoppers as 客服; only the shop manager disables and enables them', async () => {
    const service = await signedInAs('客服');
    const buyer = await createBuyer(ctx.db, ctx.config, { userMoneyFen: 12_345 });
    const listed = await garden(`users list -q ${buyer.user.mobile}`, service.env);
    expect(listed).toMatchObject({ code: 0, err: '' });
    expect(listed.out.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${buyer.user.id}\t${buyer.user.mobile}\t.*\t余额 ¥123\\.45\t启用\t`)),
      '共 1 位顾客，第 1 页',
    ]);
    const shown = await garden(`users show ${buyer.user.id}`, service.env);
    expect(shown).toMatchObject({ code: 0, out: expect.stringContaining('订单 0 个\t收藏 0 件') });

    expect(await garden(`users disable ${buyer.user.id}`, service.env)).toEqual(refusedRole);
    expect(await garden(`users disable ${buyer.user.id}`)).toEqual({ code: 0, out: `用户 ${buyer.user.id}：${SHOPPER_DISABLED}`, err: '' });
    expect((await garden(`users list -q ${buyer.user.mobile}`, service.env)).out).toContain('\t已停用\t');
    expect((await call(ctx.app, 'GET', '/v1/user/info', { key: buyer.key })).body.code).not.toBe(200);
    expect(await garden(`users enable ${buyer.user.id}`)).toEqual({ code: 0, out: `用户 ${buyer.user.id}：${SHOPPER_ENABLED}`, err: '' });
    const { rows } = await ctx.db.execute<{ disabled: boolean }>(`SELECT disabled FROM users WHERE user_id = ${buyer.user.id}`);
    expect(rows[0]?.disabled).toBe(false);
    expect((await garden(`audit trail --target user:${buyer.user.id}`)).out).toMatch(/\towner\tsetShopperDisabled\tuser:\d+\t/);
  });

  it('keeps the parcel staff’s accounts as the warehouse: add, reset a password, disable, enable; 客服 may not', async () => {
    const warehouse = await signedInAs('仓库');
    const env = { ...warehouse.env, GARDEN_PASSWORD: 'dock1234' };
    const added = await garden('parcel-staff add dock-cli --name 退件小周', env);
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${PARCEL_STAFF_ADDED}：\\d+\tdock-cli\t退件小周\t启用\t`)) });
    const staffId = Number(added.out.split('：')[1]?.split('\t')[0]);
    expect((await garden('parcel-staff list', warehouse.env)).out).toContain(`${staffId}\tdock-cli\t退件小周\t启用`);
    const signIn = (password: string) =>
      call(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'dock-cli', password } }).then((reply) => reply.body.code);
    expect(await signIn('dock1234')).toBe(200);

    expect(await garden(`parcel-staff reset-password ${staffId}`, { ...env, GARDEN_PASSWORD: 'dock5678' })).toMatchObject({
      code: 0,
      out: expect.stringContaining('（密码已重设）'),
    });
    expect(await signIn('dock5678')).toBe(200);
    expect(await garden(`parcel-staff disable ${staffId}`, warehouse.env)).toMatchObject({ code: 0, out: expect.stringContaining('\t已停用\t') });
    expect(await signIn('dock5678')).not.toBe(200);
    expect(await garden(`parcel-staff enable ${staffId}`, warehouse.env)).toMatchObject({ code: 0, out: expect.stringContaining('\t启用\t') });
    expect(await garden('parcel-staff list', (await signedInAs('客服')).env)).toEqual(refusedRole);
    const login = await loginOf(warehouse.env);
    // Every row names the account by its user name, the changes as the addition.
    expect(await trailOf(warehouse.id)).toEqual([
      `${login} updateParcelStaff parcel-staff:dock-cli`,
      `${login} updateParcelStaff parcel-staff:dock-cli`,
      `${login} updateParcelStaff parcel-staff:dock-cli`,
      `${login} addParcelStaff parcel-staff:dock-cli`,
    ]);
  });

  it('hides a review from the goods page and shows it again as 客服; the warehouse may not', async () => {
    const service = await signedInAs('客服');
    const { rows } = await ctx.db.execute<{ g_comment_id: number }>('SELECT g_comment_id FROM reviews WHERE is_show ORDER BY g_comment_id LIMIT 1');
    const reviewId = rows[0]?.g_comment_id as number;
    const isShown = async () =>
      (await ctx.db.execute<{ is_show: boolean }>(`SELECT is_show FROM reviews WHERE g_comment_id = ${Number(reviewId)}`)).rows[0]?.is_show;
    expect(await garden(`reviews hide ${reviewId}`, (await signedInAs('仓库')).env)).toEqual(refusedRole);
    expect(await garden(`reviews hide ${reviewId}`, service.env)).toEqual({ code: 0, out: `评价 ${reviewId}：${REVIEW_HIDDEN}`, err: '' });
    expect(await isShown()).toBe(false);
    expect(await garden(`reviews show ${reviewId}`, service.env)).toEqual({ code: 0, out: `评价 ${reviewId}：${REVIEW_SHOWN}`, err: '' });
    expect(await isShown()).toBe(true);
    const login = await loginOf(service.env);
    expect(await trailOf(service.id)).toEqual([`${login} setReviewShown review:${reviewId}`, `${login} setReviewShown review:${reviewId}`]);
  });

  it('changes an operator’s role and disables them as the shop manager; 财务 may not', async () => {
    const target = await signedInAs('客服');
    expect(await garden(`operators update ${target.id} --role 财务`, (await signedInAs('财务')).env)).toEqual(refusedRole);
    expect(await garden(`operators update ${target.id}`)).toMatchObject({ code: 1, err: expect.stringContaining('请给出要修改的内容') });
    expect(await garden(`operators update ${target.id} --role 老板`)).toMatchObject({ code: 1, err: expect.stringContaining('--role') });
    const login = await loginOf(target.env);
    expect(await garden(`operators update ${target.id} --role 财务 --name 财务小吴`)).toEqual({
      code: 0,
      out: `已修改操作员 ${target.id}\t${login}\t财务小吴\t财务\t启用`,
      err: '',
    });
    expect(await garden('whoami', target.env)).toMatchObject({ code: 0, out: `${login}\t财务小吴\t财务` });
    expect(await garden(`operators update ${target.id} --disable`)).toMatchObject({ code: 0, out: expect.stringMatching(/\t已停用$/) });
    // Disabling ends the operator's sessions: the key they signed in with opens nothing.
    expect(await garden('whoami', target.env)).toMatchObject({ code: 1, err: OPERATOR_TOKEN_INVALID });
    // The trail names the account by its login, as its addition did.
    expect((await garden(`audit trail --target operator:${login}`)).out.split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(new RegExp(`\towner\tupdateOperator\toperator:${login}\t`)),
      expect.stringMatching(new RegExp(`\towner\tupdateOperator\toperator:${login}\t`)),
    ]);
  });
});

describe('the README', () => {
  const readme = () => readFile(new URL('../README.md', import.meta.url), 'utf8');

  it('lists every command with the roles that may make all its calls', async () => {
    const rows = (await readme()).split('\n').filter((line) => line.startsWith('| `garden '));
    const rolesOf = (command: Command) => {
      if (command.auth === 'bootstrap') return 'the data-folder token';
      const roles = OPERATOR_ROLES.filter((role) =>
        command.calls.every((name) => {
          const { permission } = OPERATOR_CALLS[name];
          return permission === 'public' || roleAllows(role, permission);
        }),
      );
      return roles.length === OPERATOR_ROLES.length ? 'any operator' : roles.join('、');
    };
    for (const command of COMMANDS) {
      const [group, verb] = command.name.split(' ');
      // Its own row, or the second of a pair: `garden withdrawals pay <id>` / `refuse <id>`.
      const row = rows.find((line) => {
        const first = line.split(' | ')[0] as string;
        return new RegExp(`\`garden ${command.name}[ \`]`).test(first) || (first.includes(`\`garden ${group} `) && first.includes(`/ \`${verb}`));
      });
      expect(row, command.name).toBeDefined();
      expect(row?.split(' | ').at(-1), command.name).toBe(`${rolesOf(command)} |`);
    }
  });

  it('has a command for every operator call, or names it among those done only in the back office', async () => {
    const text = await readme();
    const section = text.slice(text.indexOf('### Only in the back office'), text.indexOf('\n## ', text.indexOf('### Only in the back office')));
    const operatorCalls = Object.keys(OPERATOR_CALLS).sort();
    const browserOnly = [...section.matchAll(/`(\w+)`/g)].map((match) => match[1] as string).filter((name) => name in OPERATOR_CALLS);
    const byCommand = [...new Set(COMMANDS.flatMap((command) => command.calls))];
    expect(byCommand.filter((name) => browserOnly.includes(name))).toEqual([]);
    expect([...new Set([...byCommand, ...browserOnly])].sort()).toEqual(operatorCalls);
  });
});
