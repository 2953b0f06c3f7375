// A shopper's member cards in the back office (issue 32 "Money"): 财务 and 店长 list, issue, top up and read a card's
// ledger, 仓库 and 运营 are refused; a card is the named shopper's or not found; bad amounts, reasons and kinds are
// refused with the catalogue's words and write nothing; each write is in the audit trail, and the shopper's own card
// list (the pay page's) shows the new balance.
import type { CardLedgerPage, CardToppedUp, OperatorMemberCard, ShopperCards } from '@garden/contract';
import {
  CARD_ALREADY_ISSUED,
  CARD_BALANCE_OVER_MAX,
  CARD_ISSUED,
  CARD_KIND_INVALID,
  CARD_NOT_HELD,
  CARD_PAYMENT_DESC,
  CARD_TOP_UP_AMOUNT_INVALID,
  CARD_TOP_UP_REASON_INVALID,
  CARD_TOPPED_UP,
  OPERATOR_FORBIDDEN,
  USER_NOT_FOUND,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardLogs, memberCards, operatorAudit, operators } from '../../db/schema/index';
import { createBuyer, giveCard } from '../../test/buying-factories';
import { useSeededContext } from '../../test/catalogue-factories';
import { createUser } from '../../test/factories';
import { call, refused } from '../../test/http';
import { callOperator, newestAudit, useOperatorsOfRoles } from '../../test/operator-calls';
import { placeTestOrder } from '../../test/order-factories';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();
const as = useOperatorsOfRoles(ctx, ['财务', '店长', '仓库', '运营']);
const GARDEN_CARD = 8801;

/** What a refused write must leave as it was: the cards, their ledgers and the audit trail. */
const moneyRows = () => countRows(ctx.db, ['member_cards', 'card_logs', 'operator_audit']);
const cardBalance = async (cardId: number) =>
  (await ctx.db.select({ fen: memberCards.balanceFen }).from(memberCards).where(eq(memberCards.cardId, cardId)))[0]?.fen;

describe('member cards in the back office', () => {
  it('issues a card of each kind to 财务 and 店长, with nothing on it, once per kind, audited', async () => {
    for (const role of ['财务', '店长'] as const) {
      const shopper = await createUser(ctx.db);
      const issued = await callOperator<OperatorMemberCard>(as(role), 'issueMemberCard', { user_id: shopper.id, f_card_number: GARDEN_CARD });
      expect(issued.body).toMatchObject({
        code: 200,
        msg: CARD_ISSUED,
        data: { user_id: shopper.id, f_card_number: GARDEN_CARD, f_name: '园艺会员卡', discount: '0.9500', balance: '0.00', state: 'empty' },
      });
      const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'issueMemberCard'), eq(operatorAudit.operatorId, as(role).id)));
      expect(audit).toMatchObject({ targetType: 'card', before: null, after: expect.objectContaining({ card_id: issued.body.data.card_id }) });

      const before = await moneyRows();
      expect((await callOperator(as(role), 'issueMemberCard', { user_id: shopper.id, f_card_number: GARDEN_CARD })).body).toEqual(
        refused(CARD_ALREADY_ISSUED),
      );
      expect(await moneyRows()).toEqual(before);
      const cards = await callOperator<ShopperCards>(as(role), 'listShopperCards', { user_id: shopper.id });
      expect(cards.body.data).toMatchObject({ user_id: shopper.id, mobile: shopper.mobile, list: [{ f_card_number: GARDEN_CARD }] });
    }
  });

  it('refuses an unknown kind or shopper and writes nothing', async () => {
    const shopper = await createUser(ctx.db);
    const before = await moneyRows();
    expect((await callOperator(as('财务'), 'issueMemberCard', { user_id: shopper.id, f_card_number: 3 })).body).toEqual(refused(CARD_KIND_INVALID));
    expect((await callOperator(as('财务'), 'issueMemberCard', { user_id: 99_999_999, f_card_number: GARDEN_CARD })).body).toEqual(
      refused(USER_NOT_FOUND, 404),
    );
    expect((await callOperator(as('财务'), 'listShopperCards', { user_id: 99_999_999 })).body).toEqual(refused(USER_NOT_FOUND, 404));
    expect(await moneyRows()).toEqual(before);
  });

  it('tops a card up with a ledger row naming the operator and reason, audited, and the shopper’s pay page sees it', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const card = await giveCard(ctx.db, buyer.user.id, { fCardNumber: GARDEN_CARD, balanceFen: 1_000, fDiscount: '0.95' });
    const topped = await callOperator<CardToppedUp>(as('财务'), 'topUpMemberCard', {
      user_id: buyer.user.id,
      card_id: card.cardId,
      amount: '200.50',
      reason: '会员活动赠送',
    });
    const [finance] = await ctx.db
      .select({ login: operators.login })
      .from(operators)
      .where(eq(operators.id, as('财务').id));
    expect(topped.body).toMatchObject({
      code: 200,
      msg: CARD_TOPPED_UP,
      data: {
        card: { card_id: card.cardId, balance: '210.50', state: 'usable' },
        entry: { amount: '200.50', balance_after: '210.50', change_desc: `后台充值（${finance?.login}）：会员活动赠送`, order_id: null },
      },
    });
    expect(await cardBalance(card.cardId)).toBe(21_050);
    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'topUpMemberCard'), eq(operatorAudit.targetId, String(card.cardId))));
    expect(audit).toMatchObject({
      operatorId: as('财务').id,
      targetType: 'card',
      before: expect.objectContaining({ balance_fen: 1_000 }),
      after: expect.objectContaining({ balance_fen: 21_050 }),
    });
    // The shopper's own list, which the payment page shows.
    const mine = await call<{ list: { FCardNumber: number; FAmtIn: string }[] }>(ctx.app, 'GET', '/v2/user/vipCard', { key: buyer.key });
    expect(mine.body.data.list).toContainEqual(expect.objectContaining({ FCardNumber: GARDEN_CARD, FAmtIn: '210.50' }));
  });

  it('refuses bad amounts and reasons, another shopper’s card and a balance past the cap, writing nothing', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const card = await giveCard(ctx.db, owner.id, { fCardNumber: GARDEN_CARD, balanceFen: 99_990_000 });
    const topUp = (fields: Record<string, unknown>) =>
      callOperator(as('财务'), 'topUpMemberCard', { user_id: owner.id, card_id: card.cardId, amount: '10.00', reason: '补差价', ...fields });
    const before = await moneyRows();
    for (const amount of ['0', '-5', '1.234', 'abc', '50000.01', 1e12])
      expect((await topUp({ amount })).body, String(amount)).toEqual(refused(CARD_TOP_UP_AMOUNT_INVALID));
    for (const reason of ['', '   ', '因'.repeat(101)]) expect((await topUp({ reason })).body).toEqual(refused(CARD_TOP_UP_REASON_INVALID));
    expect((await topUp({ user_id: other.id })).body).toEqual(refused(CARD_NOT_HELD, 404));
    expect((await topUp({ card_id: 99_999_999 })).body).toEqual(refused(CARD_NOT_HELD, 404));
    // 999 900.00 on the card: 100.00 more reaches the cap, 100.01 passes it.
    expect((await topUp({ amount: '100.01' })).body).toEqual(refused(CARD_BALANCE_OVER_MAX));
    expect(await moneyRows()).toEqual(before);
    expect(await cardBalance(card.cardId)).toBe(99_990_000);
    expect((await topUp({ amount: '100.00' })).body.code).toBe(200);
    expect(await cardBalance(card.cardId)).toBe(100_000_000);
  });

  it('reads a card’s ledger newest first: the order it paid, with its number, and the top-up', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const card = await giveCard(ctx.db, buyer.user.id, { fCardNumber: GARDEN_CARD, balanceFen: 0, fDiscount: '0.95' });
    expect(
      (await callOperator(as('店长'), 'topUpMemberCard', { user_id: buyer.user.id, card_id: card.cardId, amount: '500', reason: '线下收款充值' }))
        .body.code,
    ).toBe(200);
    const { orderId } = await placeTestOrder(ctx, buyer.key);
    const paid = await call(ctx.app, 'POST', '/v2/order/pay', { key: buyer.key, json: { order_id: orderId, pay_id: 8, card_number: GARDEN_CARD } });
    expect(paid.body.code).toBe(200);
    const ledger = await callOperator<CardLedgerPage>(as('财务'), 'readCardLedger', { user_id: buyer.user.id, card_id: card.cardId });
    expect(ledger.body.data.total).toBe(2);
    const [payment, topUp] = ledger.body.data.list;
    expect(payment).toMatchObject({ order_id: orderId, order_sn: expect.any(String), change_desc: CARD_PAYMENT_DESC });
    expect(payment?.amount.startsWith('-')).toBe(true);
    expect(topUp).toMatchObject({ amount: '500.00', balance_after: '500.00', order_id: null, order_sn: null });
    expect(ledger.body.data.card.balance).toBe(payment?.balance_after);
    const rows = await ctx.db.select().from(cardLogs).where(eq(cardLogs.cardId, card.cardId));
    expect(rows).toHaveLength(2);
    // Another shopper's card is not found through this one.
    const other = await createUser(ctx.db);
    expect((await callOperator(as('财务'), 'readCardLedger', { user_id: other.id, card_id: card.cardId })).body).toEqual(refused(CARD_NOT_HELD, 404));
  });

  it('refuses 仓库 and 运营 every card call with 403, writing nothing', async () => {
    const shopper = await createUser(ctx.db);
    const card = await giveCard(ctx.db, shopper.id, { fCardNumber: GARDEN_CARD, balanceFen: 100 });
    const before = await moneyRows();
    for (const role of ['仓库', '运营'] as const) {
      for (const [name, fields] of [
        ['listShopperCards', { user_id: shopper.id }],
        ['issueMemberCard', { user_id: shopper.id, f_card_number: 2 }],
        ['topUpMemberCard', { user_id: shopper.id, card_id: card.cardId, amount: '10', reason: '试试' }],
        ['readCardLedger', { user_id: shopper.id, card_id: card.cardId }],
      ] as const) {
        const answer = await callOperator(as(role), name, fields);
        expect(answer.status, `${role} ${name}`).toBe(403);
        expect(answer.body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
      }
    }
    expect(await moneyRows()).toEqual(before);
    expect(await cardBalance(card.cardId)).toBe(100);
  });
});
