// The payment sandbox's own state (integrations/payments-sandbox.ts): what a real gateway keeps on its side,
// kept in the shop's database so every instance of a demo shop plays one gateway (README "Running in production").
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The HMAC-SHA256 secret the sandbox signs its notifications with: one row, made by whichever instance needs it first. */
export const paymentSandboxSecret = pgTable(
  'payment_sandbox_secret',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
  },
  (t) => [check('payment_sandbox_secret_one_ck', sql`${t.id} = 1`)],
);

/**
 * The sandbox's books: one `paid` row per trade it took money on (a trade is paid once, however many notifications
 * it sends) and one `refund` row per refund, under the shop's `refund_no` (unique: asking again pays nothing twice).
 */
export const paymentSandboxLedger = pgTable(
  'payment_sandbox_ledger',
  {
    entryId: serial('entry_id').primaryKey(),
    kind: varchar('kind', { length: 8 }).$type<'paid' | 'refund'>().notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    refundNo: varchar('refund_no', { length: 64 }),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('payment_sandbox_ledger_paid_uq').on(t.outTradeNo).where(sql`${t.kind} = 'paid'`),
    uniqueIndex('payment_sandbox_ledger_refund_no_uq').on(t.refundNo),
    index('payment_sandbox_ledger_trade_idx').on(t.outTradeNo),
    check('payment_sandbox_ledger_kind_ck', sql`${t.kind} IN ('paid', 'refund') AND (${t.kind} = 'refund') = (${t.refundNo} IS NOT NULL)`),
    check('payment_sandbox_ledger_amount_ck', sql`${t.amountFen} > 0`),
  ],
);
