// The cart (shopping §3 "Cart item", §4 "Cart and checkout").
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addTime, reference } from '../columns';
import { users } from './accounts';
import { goods } from './catalogue';

/**
 * One cart line per shopper, goods, SKU and delivery date: adding the same SKU and delivery again
 * merges quantities. The SKU is kept as its `attr_key` rather than a foreign key so a SKU
 * removed from the catalogue leaves the line behind as an invalid item (shopping §3 cart `errors`).
 * `delivery_id` 0 means no pre-sale delivery date was chosen.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    itemId: serial('item_id').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    goodsId: reference('goods_id', () => goods.goodsId, { onDelete: 'cascade' }),
    /** Sorted `goods_attr_id`s joined by commas, as `goods_skus.attr_key`. */
    attrKey: text('attr_key').notNull(),
    deliveryId: integer('delivery_id').notNull().default(0),
    number: integer('number').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** The purchase type at adding time (`normal`, `preSale`, `deposit`; shopping §7). */
    type: text('type', { enum: ['normal', 'preSale', 'deposit'] }).notNull(),
    addTime: addTime(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.userId, t.goodsId, t.attrKey, t.deliveryId), index('cart_items_user_idx').on(t.userId, t.itemId)],
);
