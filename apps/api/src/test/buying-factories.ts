// Test helpers for buying: shoppers signed in without argon2 (hundreds for the oversell tests),
// addresses, coupons, member cards and deposit goods.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, couponTypes, memberCards, userCoupons, users } from '../db/schema/index';
import type { AppConfig } from '../env';
import { openSession } from '../platform/sessions';
import { createGoods } from './catalogue-factories';
import { createUser, type UserOverrides } from './factories';

/** 浙江省 › 杭州市 › 西湖区, from the seeded GB/T 2260 tree. */
/** What placing an order or paying answers, as tests read it (shopping §7 "Place order", "Pay"). */
export interface PlacedReply {
  order_id: number;
  order_ids: number[];
  sign: { redirect_url: string } | { code_url: string } | null;
  paid: number;
}

export const HANGZHOU = { province: 33, city: 3301, district: 330106 };

/** A shopper with a login key opened directly (sign-in itself is tested elsewhere) and a default address. */
export async function createBuyer(db: Database, config: AppConfig, overrides: UserOverrides = {}) {
  const user = await createUser(db, { password: 'buyer-pass', ...overrides });
  const key = await openSession(db, config, user.id);
  const address = await createAddress(db, user.id);
  return { user, key, address };
}

export async function createAddress(db: Database, userId: number, isDefault = true) {
  const now = new Date();
  const [row] = await db
    .insert(addresses)
    .values({ userId, consignee: '林花匠', tel: '13912345678', ...HANGZHOU, address: '文三路 100 号', isDefault, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('createAddress inserted nothing');
  return row;
}

/** Gives the shopper a coupon of a new type; returns its `bonus_id`. */
export async function giveCoupon(
  db: Database,
  userId: number,
  coupon: { typeMoneyFen: number; minGoodsAmountFen?: number; isShipping?: boolean },
  now: Date,
): Promise<number> {
  const day = 24 * 3_600_000;
  const [type] = await db
    .insert(couponTypes)
    .values({
      typeName: coupon.isShipping ? '运费券' : `满减券${coupon.typeMoneyFen / 100}`,
      typeMoneyFen: coupon.typeMoneyFen,
      minGoodsAmountFen: coupon.minGoodsAmountFen ?? 0,
      isShipping: coupon.isShipping ?? false,
      claimable: false,
      useStartDate: new Date(now.getTime() - day),
      useEndDate: new Date(now.getTime() + 30 * day),
    })
    .returning();
  const [held] = await db
    .insert(userCoupons)
    .values({ typeId: (type as { typeId: number }).typeId, userId, addTime: now })
    .returning();
  return (held as { bonusId: number }).bonusId;
}

/** Gives the shopper a member card. */
export async function giveCard(db: Database, userId: number, card: { fCardNumber: number; balanceFen: number; fDiscount?: string; fName?: string }) {
  const [row] = await db
    .insert(memberCards)
    .values({
      userId,
      fCardNumber: card.fCardNumber,
      balanceFen: card.balanceFen,
      fDiscount: card.fDiscount ?? '1',
      fName: card.fName ?? `会员卡${card.fCardNumber}`,
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('giveCard inserted nothing');
  return row;
}

const HOUR_MS = 3_600_000;

/**
 * Deposit (定金) goods of one SKU at 100.00 whose deposit window is open at `now` (from an hour
 * before, for a day) and whose balance window opens `balanceInHours` after `now`, for two days.
 */
export async function createDepositGoods(db: Database, now: Date, balanceInHours = 48) {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  return createGoods(db, {
    isDeposit: true,
    djBegTime: at(-1),
    djEndTime: at(24),
    djPayBegTime: at(balanceInHours),
    djPayEndTime: at(balanceInHours + 48),
    skus: [[10_000, 10]],
  });
}

/** Writes a balance without its ledger row, as only a broken code path would: for the balance audit's tests. */
export async function overwriteBalance(db: Database, userId: number, fen: number): Promise<void> {
  await db.update(users).set({ userMoneyFen: fen }).where(eq(users.id, userId));
}
