/**
 * fast-check arbitraries for the shop's data, entry `@garden/domain/testing`: the domain's own
 * properties use them, and the API and the auditors reuse them to generate carts, orders and coupons.
 * fast-check is an optional peer dependency: only importers of this entry need it.
 */
import fc from 'fast-check';
import type { CheckoutInput, CheckoutOrderInput } from './checkout/checkout-input';
import type { CouponChoices } from './coupons/assign-coupons';
import type { ActRange, Coupon } from './coupons/coupon';
import { fromFen } from './money/from-fen';
import type { GoodsLine } from './pricing/goods-line';
import { isMemberGrade, type MemberGrade } from './pricing/member-grade';
import type { OrderState } from './order-status/order-state';
import type { QuantityLimits } from './quantity/quantity-limits';

/** Options of `moneyArb`: bounds in whole fen (defaults 0 and 10 000 000 fen = 100 000 yuan). */
export interface MoneyArbOptions {
  readonly minFen?: number;
  readonly maxFen?: number;
}

/** An amount in yuan as payload text with at most two decimals ("12.5", "0.07"), as the API sends it. */
export function moneyArb({ minFen = 0, maxFen = 10_000_000 }: MoneyArbOptions = {}): fc.Arbitrary<string> {
  return fc.integer({ min: minFen, max: maxFen }).map((fen) => fromFen(fen).toString());
}

/** A member grade `u_grade` 0–9. */
export const memberGradeArb: fc.Arbitrary<MemberGrade> = fc.integer({ min: 0, max: 9 }).filter(isMemberGrade);

/** Small id pools so that coupons' `act_range_ext` ids often hit the generated goods. */
export const goodsIdArb = fc.integer({ min: 1, max: 6 });
/** A category id from the same small pool as `goodsIdArb`. */
export const categoryIdArb = fc.integer({ min: 1, max: 6 });
/** A brand id from the same small pool as `goodsIdArb`. */
export const brandIdArb = fc.integer({ min: 1, max: 6 });
/** A supplier id from the same small pool as `goodsIdArb`. */
export const supplierIdArb = fc.integer({ min: 1, max: 6 });

/** A valid goods line: market price at least the price, quantity 1–20, every flag sometimes set. */
export const goodsLineArb: fc.Arbitrary<GoodsLine> = fc
  .record({
    goodsId: goodsIdArb,
    categoryId: categoryIdArb,
    brandId: brandIdArb,
    supplierId: supplierIdArb,
    priceFen: fc.integer({ min: 0, max: 200_000 }),
    markupFen: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    weight: fc.option(
      fc.integer({ min: 1, max: 50_000 }).map((grams) => grams / 1000),
      { nil: undefined },
    ),
    specialGoods: fc.boolean(),
    noCardDiscount: fc.boolean(),
    isBlackFiveGoods: fc.boolean(),
    isMini: fc.boolean(),
  })
  .map(({ priceFen, markupFen, weight, ...rest }) => ({
    ...rest,
    price: fromFen(priceFen).toString(),
    marketPrice: fromFen(priceFen + markupFen).toString(),
    ...(weight === undefined ? {} : { weight }),
  }));

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the generated coupons' dates are spread around unless told otherwise: 2025-06-15 12:00 Beijing time. */
/** An example goods line (¥100, market ¥120, one piece) with `overrides`, for example-based tests. */
export const exampleLine = (overrides: Partial<GoodsLine> = {}): GoodsLine => ({
  goodsId: 1,
  categoryId: 10,
  brandId: 20,
  supplierId: 30,
  price: '100',
  marketPrice: '120',
  quantity: 1,
  ...overrides,
});

/** An example whole-order coupon (¥20 off, June 2025 in Beijing) with `overrides`, for example-based tests. */
export const exampleCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponId: 1,
  faceValue: '20',
  minGoodsAmount: '0',
  isShipping: false,
  actRange: 0,
  actRangeExt: [],
  useStartDate: new Date('2025-06-01T00:00:00+08:00'),
  useEndDate: new Date('2025-06-30T00:00:00+08:00'),
  ...overrides,
});

export const ARBITRARY_NOW = new Date('2025-06-15T04:00:00Z');

/** Options of `couponArb`. */
export interface CouponArbOptions {
  /** Dates are spread around it: about one coupon in five not yet started or expired. Default `ARBITRARY_NOW`. */
  readonly now?: Date;
  /** Whether shipping coupons are generated: always, never, or sometimes (default). */
  readonly shipping?: boolean;
}

/** A coupon: face value 1–300 yuan, sometimes a lower or higher `type_money_deal`, any `act_range`. */
export function couponArb({ now = ARBITRARY_NOW, shipping }: CouponArbOptions = {}): fc.Arbitrary<Coupon> {
  return fc
    .record({
      couponId: fc.integer({ min: 1, max: 1_000_000 }),
      faceValue: moneyArb({ minFen: 100, maxFen: 30_000 }),
      deductionCap: fc.option(moneyArb({ minFen: 0, maxFen: 30_000 }), { nil: null }),
      minGoodsAmount: moneyArb({ minFen: 0, maxFen: 100_000 }),
      isShipping: shipping === undefined ? fc.boolean() : fc.constant(shipping),
      actRange: fc.constantFrom<ActRange>(0, 1, 2, 3, 4),
      actRangeExt: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
      startOffsetDays: fc.integer({ min: -60, max: 5 }),
      lengthDays: fc.integer({ min: 0, max: 90 }),
    })
    .map(({ startOffsetDays, lengthDays, ...coupon }) => {
      const useStartDate = new Date(now.getTime() + startOffsetDays * DAY_MS);
      return { ...coupon, useStartDate, useEndDate: new Date(useStartDate.getTime() + lengthDays * DAY_MS) };
    });
}

/** A shopper's wallet: up to `maxLength` coupons with distinct `bonus_id`s (default 30). */
export function couponsArb(options: CouponArbOptions & { readonly maxLength?: number } = {}): fc.Arbitrary<Coupon[]> {
  return fc.uniqueArray(couponArb(options), { selector: (coupon) => coupon.couponId, maxLength: options.maxLength ?? 30 });
}

/** A split order: 1–12 goods lines, the fallback shipping options, sometimes an explicit shipping id; one in five a deposit order. */
export const checkoutOrderArb: fc.Arbitrary<Omit<CheckoutOrderInput, 'id'>> = fc
  .record({
    lines: fc.array(goodsLineArb, { minLength: 1, maxLength: 12 }),
    shippingId: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
    deposit: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  })
  .map(({ lines, shippingId, deposit }) => ({
    lines: deposit ? lines.map((line) => ({ ...line, isDeposit: true })) : lines,
    ...(shippingId === undefined ? {} : { shippingId }),
  }));

/** 1–`maxLength` split orders (default 5) with ids "o1", "o2", … */
export function checkoutOrdersArb(maxLength = 5): fc.Arbitrary<CheckoutOrderInput[]> {
  return fc.array(checkoutOrderArb, { minLength: 1, maxLength }).map((orders) => orders.map((order, index) => ({ id: `o${index + 1}`, ...order })));
}

/** Random explicit choices for some orders: one of the coupons' ids, an unknown id, or none (null). */
export function couponChoicesArb(orderIds: readonly string[], coupons: readonly Coupon[]): fc.Arbitrary<CouponChoices> {
  const choice = fc.oneof(
    fc.constant(null),
    fc.constant(9_999_999),
    ...(coupons.length > 0 ? [fc.constantFrom(...coupons.map(({ couponId }) => couponId))] : []),
  );
  return fc.array(fc.tuple(fc.constantFrom(...orderIds), choice), { maxLength: orderIds.length }).map((entries) => Object.fromEntries(entries));
}

/** A whole checkout: orders, a wallet of goods and shipping coupons, the toggles, a card and some choices. */
export function checkoutInputArb({ now = ARBITRARY_NOW }: { readonly now?: Date } = {}): fc.Arbitrary<CheckoutInput> {
  return fc
    .record({
      orders: checkoutOrdersArb(),
      coupons: couponsArb({ now }),
      blackFive: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      memberCard: fc.option(fc.record({ cardNumber: fc.constant('8800001'), discount: fc.integer({ min: 50, max: 100 }) }), { nil: null }),
    })
    .chain((input) => {
      const ids = input.orders.map(({ id }) => id);
      return fc
        .record({
          couponChoices: couponChoicesArb(ids, input.coupons),
          shippingCouponChoices: couponChoicesArb(ids, input.coupons),
        })
        .map((choices) => ({ ...input, ...choices, now }));
    });
}

// ── Order-status and quantity arbitraries ──
/** An order's status fields as the API stores them: every `o_status` row of shopping §4 and some unknown values. */
export const orderStateArb: fc.Arbitrary<OrderState> = fc
  .record({
    orderStatus: fc.oneof(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 9, 100), fc.integer({ min: -5, max: 200 })),
    isDelete: fc.constantFrom(0, 1, 2),
    status: fc.integer({ min: 0, max: 3 }),
    isCommented: fc.boolean(),
    isFollowedUp: fc.boolean(),
    isDeposit: fc.boolean(),
    depositStatus: fc.integer({ min: 0, max: 3 }),
    addTime: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
    statusBeforeAfterSales: fc.option(fc.constantFrom(1, 2, 3, 4)),
    // Balance windows in unix seconds, some starting in 1970 (goods no longer in the deposit activity).
    balanceWindow: fc.option(
      fc
        .tuple(fc.oneof(fc.constant(0), fc.integer({ min: 1_700_000_000, max: 1_800_000_000 })), fc.integer({ min: 0, max: 30 * 86_400 }))
        .map(([payBegTime, length]) => ({ payBegTime, payEndTime: payBegTime + length })),
    ),
  })
  // A follow-up review exists only after the first one.
  .map((state) => ({ ...state, isFollowedUp: state.isCommented && state.isFollowedUp }));

/** An order as placement leaves it (shopping §4 `o_status` 0): unpaid, kept, not reviewed, no deposit; `overrides` on top. */
export const placedOrderState = (addTime: Date, overrides: Partial<OrderState> = {}): OrderState => ({
  orderStatus: 0,
  isDelete: 0,
  status: 0,
  isCommented: false,
  isFollowedUp: false,
  isDeposit: false,
  depositStatus: 0,
  addTime,
  statusBeforeAfterSales: null,
  ...overrides,
});

/** Quantity limits of a buyable product: a step 0–12 (0 counts as 1), a minimum 0–30, stock covering the minimum. */
export const quantityLimitsArb: fc.Arbitrary<QuantityLimits> = fc
  .record({ step: fc.integer({ min: 0, max: 12 }), min: fc.integer({ min: 0, max: 30 }), extra: fc.integer({ min: 0, max: 200 }) })
  .map(({ step, min, extra }) => {
    const unit = step === 0 ? 1 : step;
    return { step, min, stock: Math.ceil(Math.max(min, 1) / unit) * unit + extra };
  });

/** Characters no text field takes (`findForbiddenCharacters` 'control'): C0 but tab and line breaks, DEL, C1, lone surrogates. */
export const controlCharacterArb: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }).filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

/** Zero-width and text-direction characters (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069), refused in names. */
export const formatCharacterArb: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 0x200b, max: 0x200f }), fc.integer({ min: 0x202a, max: 0x202e }), fc.integer({ min: 0x2066, max: 0x2069 }))
  .map((code) => String.fromCharCode(code));

/**
 * Text a hostile or careless client sends: ordinary text with control, line-break, zero-width or text-direction
 * characters and lone surrogates put in, and the terminal's escape sequences (clear screen, window title).
 */
export const hostileTextArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.oneof(controlCharacterArb, formatCharacterArb, fc.constantFrom('\t', '\n', '\r', '\r\n')),
      fc.string({ maxLength: 8 }),
    )
    .map((parts) => parts.join('')),
  fc.constantFrom('a\u0000b', '\u0000', '\u001b[2J\u001b[H', '\u001b]0;owned\u0007', '\u009b31m', '林\u202e傅', '林\u200b傅', '\ud83c', '\udf39'),
);
