import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { addTime, at, createdAt, reference } from '../columns';
import { users } from './accounts';

/**
 * Member cards a shopper holds (shopping §3 "Member card": FCardNumber, ftype, fDisCount, FName,
 * FAmtIn). `f_card_number` 2 is the black-five card. The discount is a rate such as 0.95 kept as
 * an exact decimal; the balance is integer fen.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    cardId: serial('card_id').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    fCardNumber: integer('f_card_number').notNull(),
    ftype: smallint('ftype').notNull().default(0),
    fDiscount: numeric('f_discount', { precision: 5, scale: 4 }).notNull().default('1'),
    fName: varchar('f_name', { length: 60 }).notNull(),
    /** FAmtIn: the card's balance in fen. */
    balanceFen: integer('balance_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_cards_user_card_uq').on(t.userId, t.fCardNumber), check('member_cards_balance_ck', sql`${t.balanceFen} >= 0`)],
);

/**
 * A ledger row of a balance (a shopper's, a member card's): the signed change in fen (negative when money leaves),
 * the balance after it, and when. The table adds whose balance and why.
 */
const ledgerEntry = () => ({
  logId: serial('log_id').primaryKey(),
  changeFen: integer('change_fen').notNull(),
  balanceAfterFen: integer('balance_after_fen').notNull(),
  changeTime: at('change_time').notNull(),
});

/**
 * Every change of a shopper's balance (`users.user_money_fen`), written in the same transaction as
 * the change (shopping §3 "Balance record": change_time, user_money, short_change_desc).
 */
export const balanceLogs = pgTable(
  'balance_logs',
  {
    ...ledgerEntry(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    shortChangeDesc: text('short_change_desc').notNull(),
    orderId: integer('order_id'),
    withdrawalId: integer('withdrawal_id'),
  },
  (t) => [index('balance_logs_user_idx').on(t.userId, t.changeTime)],
);

/**
 * Withdrawal requests (shopping §3: amount, payment, zfb, zfb_name; record add_time, is_paid).
 * The amount leaves the balance when requested, so the balance is always what may be withdrawn.
 * `is_paid` 0 pending, 1 paid, 2 refused (and returned to the balance).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    withdrawalId: serial('withdrawal_id').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    payment: varchar('payment', { length: 20 }).notNull().default('alipay'),
    zfb: varchar('zfb', { length: 100 }).notNull(),
    zfbName: varchar('zfb_name', { length: 60 }).notNull(),
    isPaid: smallint('is_paid').notNull().default(0),
    addTime: addTime(),
    paidTime: at('paid_time'),
    /** The payout provider's order number of the transfer, once paid. */
    payoutNo: varchar('payout_no', { length: 64 }),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.addTime), check('withdrawals_amount_ck', sql`${t.amountFen} > 0`)],
);

/**
 * Every change of a member card's balance (`FAmtIn`), written in the same transaction as the change:
 * a card payment debits it, a cancelled order paid by card gives it back.
 */
export const cardLogs = pgTable(
  'card_logs',
  {
    ...ledgerEntry(),
    cardId: reference('card_id', () => memberCards.cardId, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    changeDesc: text('change_desc').notNull(),
  },
  (t) => [index('card_logs_card_idx').on(t.cardId, t.changeTime)],
);
