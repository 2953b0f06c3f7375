import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addTime, at, createdAt, reference } from '../columns';
import { parcelStaff, users } from './accounts';
import { goods, goodsSkus } from './catalogue';
import { userCoupons } from './marketing';

/**
 * Orders (shopping §3 "Order", §4). One checkout makes a father order and one child per ship-from
 * place (`order_father_id` points at the father; null on the father itself). All amounts are fen.
 * - `o_status`: 0 unpaid, 1/2 paid awaiting shipment, 3 partly shipped, 4 shipped, 5/6 after-sales,
 *   7 complete, 9 deposit goods, 100 other (shopping §4 table).
 * - `is_delete`: 0 live, 1 closed by the system (unpaid past `pay_deadline`), 2 recycle bin,
 *   3 deleted for good (kept for the books, never shown).
 * - `status`: the refund state of after-sales orders (0 in progress).
 * - deposit orders: `is_dingjin`, `dj_status` (0 deposit unpaid, 1–3 balance phase) and the balance
 *   window `pay_beg_time`–`pay_end_time` (shopping §4 "Deposit orders").
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    orderSn: varchar('order_sn', { length: 32 }).notNull(),
    orderFatherId: integer('order_father_id').references((): AnyPgColumn => orders.orderId),
    userId: reference('user_id', () => users.id),
    oStatus: smallint('o_status').notNull().default(0),
    isDelete: smallint('is_delete').notNull().default(0),
    status: smallint('status').notNull().default(0),
    isComment: smallint('is_comment').notNull().default(0),
    isTwice: smallint('is_twice').notNull().default(0),
    isDeposit: boolean('is_dingjin').notNull().default(false),
    djStatus: smallint('dj_status').notNull().default(0),
    payBegTime: at('pay_beg_time'),
    payEndTime: at('pay_end_time'),
    /** End of the payment window: add_time + 60 minutes (shopping §9). */
    payDeadline: at('pay_deadline').notNull(),
    goodsAmountFen: integer('goods_amount_fen').notNull(),
    marketAmountFen: integer('market_amount_fen').notNull().default(0),
    shippingFeeFen: integer('shipping_fee_fen').notNull().default(0),
    /** Coupon deduction on goods (`bonus`). */
    bonusFen: integer('bonus_fen').notNull().default(0),
    /** Shipping-coupon deduction (`bonus_ship`). */
    bonusShipFen: integer('bonus_ship_fen').notNull().default(0),
    /** Card and activity discounts (`discount`). */
    discountFen: integer('discount_fen').notNull().default(0),
    /** What the shopper pays: goods + shipping − deductions (`order_amount`). */
    orderAmountFen: integer('order_amount_fen').notNull(),
    /** Deposit part of `order_amount` for deposit orders (20 %, shopping §4). */
    depositFen: integer('deposit_fen').notNull().default(0),
    /** Paid so far, by any method (`total_fee` once paid). */
    moneyPaidFen: integer('money_paid_fen').notNull().default(0),
    /** Paid from the shopper's balance (`yue`). */
    surplusFen: integer('surplus_fen').notNull().default(0),
    payId: smallint('pay_id'),
    /** Member card used to pay (`FCardNumber`), e.g. 2 for the black-five card. */
    fCardNumber: integer('f_card_number'),
    /**
     * The member card whose rate priced the order at checkout, and that rate as it was then: the card that
     * later pays may be another one, and a card's rate may change, so the audit recomputes from these.
     */
    pricingCardNumber: integer('pricing_card_number'),
    pricingCardDiscount: numeric('pricing_card_discount', { precision: 5, scale: 4 }),
    /** The black-five toggle was on (`is_black`), so the order was priced by the black-five rules (shopping §4). */
    isBlack: boolean('is_black').notNull().default(false),
    bonusId: integer('bonus_id').references(() => userCoupons.bonusId),
    bonusShipId: integer('bonus_ship_id').references(() => userCoupons.bonusId),
    /** Address snapshot: later edits of the address book do not change a placed order. */
    consignee: varchar('consignee', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    province: integer('province').notNull(),
    city: integer('city').notNull(),
    district: integer('district').notNull(),
    address: text('address').notNull(),
    sendAddressId: integer('send_address_id').notNull().default(0),
    sendAddressName: text('sendaddress_name').notNull().default(''),
    shippingId: integer('shipping_id'),
    shippingName: text('shipping_name').notNull().default(''),
    logisticsName: text('logistics_name').notNull().default(''),
    invoiceNo: varchar('invoice_no', { length: 64 }).notNull().default(''),
    /** Message to the seller, at most 20 characters (shopping §5). */
    postscript: varchar('postscript', { length: 20 }).notNull().default(''),
    addTime: addTime(),
    payTime: at('pay_time'),
    shippingTime: at('shipping_time'),
    confirmTime: at('confirm_time'),
    operateTime: at('operate_time'),
    /** The `o_status` an open after-sales request started from, so cancelling it restores that state; null otherwise. */
    statusBeforeAfterSales: smallint('status_before_after_sales'),
  },
  (t) => [
    uniqueIndex('orders_order_sn_uq').on(t.orderSn),
    index('orders_user_idx').on(t.userId, t.addTime),
    index('orders_father_idx').on(t.orderFatherId),
    // Finds unpaid orders past their window for the automatic cancel.
    index('orders_unpaid_idx').on(t.payDeadline).where(sql`${t.oStatus} = 0 and ${t.isDelete} = 0`),
    check(
      'orders_amounts_ck',
      sql`${t.goodsAmountFen} >= 0 and ${t.shippingFeeFen} >= 0 and ${t.bonusFen} >= 0 and ${t.bonusShipFen} >= 0 and ${t.discountFen} >= 0 and ${t.orderAmountFen} >= 0 and ${t.moneyPaidFen} >= 0 and ${t.surplusFen} >= 0`,
    ),
  ],
);

/**
 * Order lines (shopping §3 "Order goods line", `rec_id`): a snapshot of the goods as bought.
 * Stock lives on `goods_skus` and is taken in the transaction that writes these lines.
 */
export const orderGoods = pgTable(
  'order_goods',
  {
    recId: serial('rec_id').primaryKey(),
    orderId: reference('order_id', () => orders.orderId, { onDelete: 'cascade' }),
    goodsId: reference('goods_id', () => goods.goodsId),
    skuId: integer('sku_id').references(() => goodsSkus.skuId),
    goodsName: text('goods_name').notNull(),
    goodsAttr: text('goods_attr').notNull().default(''),
    /** Chosen attribute value ids, comma-separated (`goods_attr_id`). */
    goodsAttrId: text('goods_attr_id').notNull().default(''),
    goodsThumb: text('goods_thumb').notNull().default(''),
    goodsPriceFen: integer('goods_price_fen').notNull(),
    marketPriceFen: integer('market_price_fen').notNull(),
    goodsNumber: integer('goods_number').notNull(),
    // The goods' facts `computeCheckout` reads, as they were when bought, so an audit rebuilds the order.
    catId: integer('cat_id').notNull().default(0),
    brandId: integer('brand_id').notNull().default(0),
    supId: integer('sup_id').notNull().default(0),
    specialGoods: boolean('special_goods').notNull().default(false),
    isFei5zhe: boolean('is_fei5zhe').notNull().default(false),
    isHei5ka: boolean('is_hei5ka').notNull().default(false),
    isMini: boolean('is_mini').notNull().default(false),
    refundNumber: integer('refund_number').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(10),
    isDeposit: boolean('is_dingjin').notNull().default(false),
    deliveryId: integer('delivery_id'),
    deliveryTime: text('delivery_time').notNull().default(''),
    /** Review state of this line: 0 none, 1 reviewed, 2 followed up. */
    isComment: smallint('is_comment').notNull().default(0),
    /** The parcel this line left in; null until shipped. Some lines shipped and others not is `o_status` 3. */
    shipmentId: integer('shipment_id').references((): AnyPgColumn => shipments.shipmentId),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    index('order_goods_goods_idx').on(t.goodsId),
    check('order_goods_number_ck', sql`${t.goodsNumber} > 0 and ${t.refundNumber} between 0 and ${t.goodsNumber}`),
  ],
);

/**
 * The gifts an order earned at placement (shopping §3 `present`: buy-N-get-a-gift promotions, `act_type` 4), a
 * snapshot of the gift as it was then, so the order keeps it after the promotion ends or changes. Gifts are not
 * order lines: they cost nothing, so shipping state, after-sales, reviews, buy-again and the price audit never
 * see them. `fv_id` is the promotion's id without a foreign key, since the snapshot outlives a deleted promotion.
 */
export const orderGifts = pgTable(
  'order_gifts',
  {
    orderId: reference('order_id', () => orders.orderId, { onDelete: 'cascade' }),
    fvId: integer('fv_id').notNull(),
    goodsId: reference('goods_id', () => goods.goodsId),
    goodsName: text('goods_name').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    goodsNumber: integer('goods_number').notNull(),
    /** The gift's market price when earned, shown struck through beside its price 0. */
    marketPriceFen: integer('market_price_fen').notNull().default(0),
  },
  (t) => [
    // One award per promotion and order (the domain's countGifts); the key also finds an order's gifts.
    primaryKey({ columns: [t.orderId, t.fvId] }),
    check('order_gifts_number_ck', sql`${t.goodsNumber} > 0 and ${t.marketPriceFen} >= 0`),
  ],
);

/** Parcels the operator sent for an order: carrier and tracking number (`logistics_name`, `invoice_no`). */
export const shipments = pgTable(
  'shipments',
  {
    shipmentId: serial('shipment_id').primaryKey(),
    orderId: reference('order_id', () => orders.orderId),
    logisticsName: text('logistics_name').notNull(),
    invoiceNo: varchar('invoice_no', { length: 64 }).notNull(),
    shippedAt: at('shipped_at').notNull(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/**
 * Payment attempts. `out_trade_no` is what the payment provider knows; `status` pending, paid,
 * failed or closed. A paid order may have several rows (deposit, then balance).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    orderId: reference('order_id', () => orders.orderId),
    userId: reference('user_id', () => users.id),
    payId: smallint('pay_id').notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_uq').on(t.outTradeNo),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Notifications from the payment provider. The provider's event id is the primary key, so a
 * notification delivered twice is applied once.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 128 }).primaryKey(),
  paymentId: integer('payment_id').references(() => payments.paymentId),
  type: varchar('type', { length: 40 }).notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull(),
});

/**
 * Money sent back through the payment provider (an approved after-sales request, or a payment that
 * arrived after its order was closed). `refund_no` is the idempotency key the provider sees, so a
 * retried refund never pays out twice; `status` pending until the provider confirms, then done.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    refundNo: varchar('refund_no', { length: 64 }).primaryKey(),
    paymentId: reference('payment_id', () => payments.paymentId),
    amountFen: integer('amount_fen').notNull(),
    /** Why the money goes back: `after-sales` or `late-payment`. */
    reason: varchar('reason', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId), check('payment_refunds_amount_ck', sql`${t.amountFen} > 0`)],
);

/**
 * After-sales requests (shopping §3 "After-sales request"). `refund_type` 1 refund only, 2 return
 * and refund; `reason_type` 1–7 and `goods_status` 0/1 as shopping §9 lists; `status` 0 in
 * progress, 1 refunded, 2 refused, 3 cancelled by the shopper.
 */
export const refunds = pgTable(
  'refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    refundSn: varchar('refund_sn', { length: 32 }).notNull(),
    orderId: reference('order_id', () => orders.orderId),
    userId: reference('user_id', () => users.id),
    refundType: smallint('refund_type').notNull(),
    reasonType: smallint('reason_type').notNull(),
    goodsStatus: smallint('goods_status').notNull().default(0),
    shippingId: integer('shipping_id'),
    refundInvoiceNo: varchar('refund_invoince_no', { length: 64 }).notNull().default(''),
    refundInfo: text('refund_info').notNull().default(''),
    imgs: text('imgs').array().notNull().default(sql`'{}'::text[]`),
    amountFen: integer('amount_fen').notNull().default(0),
    status: smallint('status').notNull().default(0),
    /** When the warehouse recorded the returned parcel (its number is `refund_invoince_no`); null until then. */
    receivedAt: at('received_at'),
    /** Why the shop refused the request (status 2), as the shopper reads it on the after-sales page; '' otherwise. */
    refuseReason: text('refuse_reason').notNull().default(''),
    addTime: addTime(),
    updateTime: at('update_time').notNull(),
  },
  (t) => [
    uniqueIndex('refunds_refund_sn_uq').on(t.refundSn),
    index('refunds_invoice_idx').on(t.refundInvoiceNo),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId, t.addTime),
    check('refunds_amount_ck', sql`${t.amountFen} >= 0`),
  ],
);

/** The lines and quantities of an after-sales request (`goods_json`: rec_id and number). */
export const refundGoods = pgTable(
  'refund_goods',
  {
    refundId: reference('refund_id', () => refunds.refundId, { onDelete: 'cascade' }),
    recId: reference('rec_id', () => orderGoods.recId),
    number: integer('number').notNull(),
    /**
     * The units went back on the shelf when the request was approved (domain `returnsToStock`, decided then: the
     * rest of a partly refunded line may ship later), so `garden audit stock` counts them as no longer held.
     */
    restocked: boolean('restocked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.recId] }), check('refund_goods_number_ck', sql`${t.number} > 0`)],
);

/**
 * Replays of state-changing calls (place order, pay): the first reply to a shopper's key is stored
 * and answered again for a retry, so a double click or a lost reply never orders twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /** The server process (its boot id) running the request; a claim of a process gone is taken over. */
    bootId: varchar('boot_id', { length: 36 }),
    /** Names the current claim: the placement writes its orders only while the claim is still its own. */
    claimToken: varchar('claim_token', { length: 36 }),
    claimedAt: at('claimed_at'),
    /** The orders placed under the key, written by the placement's own statement (`PlacedOrderIds`). */
    placed: jsonb('placed').$type<{ order_id: number; order_father_id: number; order_ids: number[] }>(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Courier numbers recorded by parcel staff (shopping §3 "Parcel record": user, logistics_no). */
export const parcelRecords = pgTable(
  'parcel_records',
  {
    recordId: serial('record_id').primaryKey(),
    staffId: reference('staff_id', () => parcelStaff.id),
    logisticsNo: varchar('logistics_no', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  // A number is recorded once, whoever scans it again.
  (t) => [index('parcel_records_staff_idx').on(t.staffId, t.createdAt), uniqueIndex('parcel_records_logistics_no_uq').on(t.logisticsNo)],
);
