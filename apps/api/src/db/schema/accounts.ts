import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, loginKeyTable, reference, staffSignIn } from '../columns';

/**
 * Shoppers (storefront §3 "Login info", shopping §3). `mobile` stays null for accounts created by
 * user name until they bind one (storefront §4, dialog mode 4). Money is integer fen.
 */
export const users = pgTable(
  'users',
  {
    id: serial('user_id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }),
    userName: varchar('user_name', { length: 60 }),
    nick: varchar('nick', { length: 60 }).notNull().default(''),
    /** argon2id PHC string; null for accounts that can only sign in by SMS. */
    passwordHash: text('password_hash'),
    /** 0 unknown, 1 male, 2 female (shopping §5 profile). */
    sex: smallint('sex').notNull().default(0),
    avatar: text('avatar').notNull().default(''),
    /** Member grade 0–9 (shopping §3 "Member card"). */
    uGrade: smallint('u_grade').notNull().default(0),
    isTrader: boolean('is_trader').notNull().default(false),
    /** Account balance in fen. */
    userMoneyFen: integer('user_money_fen').notNull().default(0),
    /** Disabled by the shop manager (issue 32 "People"): no sign-in, and its sessions were ended when it was. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_mobile_key').on(t.mobile), uniqueIndex('users_user_name_key').on(t.userName)],
);

/**
 * Shoppers' login keys (`loginKeyTable`). A row outlives its expiry so the API can answer 2004 (expired) rather than 2001 (unknown).
 */
export const sessions = loginKeyTable('sessions', { userId: reference('user_id', () => users.id, { onDelete: 'cascade' }) }, 'sessions_user_id_idx');

/**
 * SMS codes sent (storefront §7 /v2/sms/send). Each row is also one send, which the per-mobile
 * and per-IP limits count. The code itself is kept only as a digest.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** What the code is for: signin, signup, forget, binding. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeDigest: varchar('code_digest', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** The image captcha a device must solve before an SMS is sent; one live captcha per device, single-use. */
export const captchas = pgTable('captchas', {
  deviceId: varchar('device_id', { length: 32 }).primaryKey(),
  answerDigest: varchar('answer_digest', { length: 64 }).notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Wrong-password counters per account and IP; the sign-in slows down and then locks. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    account: varchar('account', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: at('last_failed_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] })],
);

/** Parcel staff logins (shopping §6), separate from shoppers: they record parcel numbers only. */
export const parcelStaff = pgTable(
  'parcel_staff',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 60 }).notNull(),
    name: varchar('name', { length: 60 }).notNull().default(''),
    /** Its password, and its disabled flag, which the warehouse or the shop manager sets (issue 32 "People"). */
    ...staffSignIn(),
  },
  (t) => [uniqueIndex('parcel_staff_user_name_key').on(t.userName)],
);

/** Parcel staff login keys, apart from shoppers' (shopping §6): a shopper's key opens no parcel call, nor the reverse. */
export const parcelSessions = loginKeyTable(
  'parcel_sessions',
  { staffId: reference('staff_id', () => parcelStaff.id, { onDelete: 'cascade' }) },
  'parcel_sessions_staff_idx',
);

/**
 * The operator token the `/v1/operator/*` calls need (modules/auth/operator-token.ts): one row, made by whichever
 * instance starts first, so every instance of a shop accepts the same token.
 */
export const operatorToken = pgTable(
  'operator_token',
  {
    id: smallint('id').primaryKey().default(1),
    token: text('token').notNull(),
  },
  (t) => [check('operator_token_one_ck', sql`${t.id} = 1`)],
);
