import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, loginKeyTable, reference, staffSignIn } from '../columns';
import { orders } from './orders';

/** The back office's operator accounts (issue 31): each signs in with its own password and acts under one role. */
export const operators = pgTable(
  'operators',
  {
    id: serial('operator_id').primaryKey(),
    login: varchar('login', { length: 32 }).notNull(),
    displayName: varchar('display_name', { length: 60 }).notNull().default(''),
    /** One of the domain's OPERATOR_ROLES (店长, 运营, 客服, 仓库, 财务). */
    role: varchar('role', { length: 8 }).notNull(),
    ...staffSignIn(),
  },
  (t) => [uniqueIndex('operators_login_key').on(t.login)],
);

/** Operator sign-ins (`loginKeyTable`), apart from shoppers' and parcel staff's. */
export const operatorSessions = loginKeyTable(
  'operator_sessions',
  { operatorId: reference('operator_id', () => operators.id, { onDelete: 'cascade' }) },
  'operator_sessions_operator_idx',
);

/**
 * The audit trail: one row per operator write, inserted in the write's own transaction. Append-only: no code
 * updates or deletes a row, and a trigger (migration 0020) refuses UPDATE, DELETE and TRUNCATE.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('audit_id').primaryKey(),
    /** Null only for the data-folder token, which may add operators before there is one (bootstrap). */
    operatorId: integer('operator_id').references(() => operators.id),
    at: at('at').notNull(),
    /** The operator call's name in the contract's endpoint table (setStock, decideRefund…). */
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_operator_idx').on(t.operatorId, t.at),
    index('operator_audit_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * Operators' internal notes on orders (issue 32 "an internal note on an order"): read in the back office's order
 * detail, never in the shopper's replies. Kept as written; each one's addition is in the audit trail too.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('note_id').primaryKey(),
    orderId: reference('order_id', () => orders.orderId),
    operatorId: integer('operator_id').references(() => operators.id),
    note: text('note').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
