// Handing the cart's selected lines over to checkout (shopping §4 "Cart and checkout").
import { type GoodsLine, validateCheckoutSelection } from '@garden/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest } from '../../platform/api-error';
import { gradeOf } from '../catalogue/index';

import { loadCartEntries, type CartEntry, type SkuRow } from './reads';

/** One selected cart line handed to checkout: what a direct buy names, plus the domain's goods line. */
export interface CartCheckoutItem {
  itemId: number;
  goodsId: number;
  skuId: number;
  attrIds: number[];
  number: number;
  /** 0 when no delivery date was chosen. */
  deliveryId: number;
  /** The line at the shopper's grade price, for `computeCheckout`. */
  line: GoodsLine;
}

/** The one ship-from group a cart checkout covers. */
export interface CartCheckout {
  devideItem: string;
  sendAddressId: number;
  items: CartCheckoutItem[];
}

/**
 * The selected, buyable lines of the given ship-from groups (`devide_items`; empty means every
 * group) for the cart-flow checkout at `now`. Nothing selected is `请选中要结算的商品哦！`, lines from two
 * ship-from places `发货地不同请分开结算哦！` (shopping §5 "Checkout"), both as code 400.
 */
export async function selectedCartForCheckout(db: Database, userId: number, devideItems: readonly string[], now: Date): Promise<CartCheckout> {
  const [user] = await db.select({ uGrade: users.uGrade }).from(users).where(eq(users.id, userId));
  const entries = await loadCartEntries(db, userId, user ? gradeOf(user) : null, now);
  const chosen = entries.filter((entry) => entry.selected && (devideItems.length === 0 || devideItems.includes(entry.devideItem)));
  const message = validateCheckoutSelection(chosen.map((entry) => ({ sendAddressId: entry.devideItem })));
  if (message) throw badRequest(message);
  const first = chosen[0] as CartEntry;
  return {
    devideItem: first.devideItem,
    sendAddressId: first.goods.sendAddressId,
    items: chosen.map((entry) => ({
      itemId: entry.row.itemId,
      goodsId: entry.goods.goodsId,
      skuId: (entry.sku as SkuRow).skuId,
      attrIds: entry.attrIds,
      number: entry.row.number,
      deliveryId: entry.row.deliveryId,
      line: {
        goodsId: entry.goods.goodsId,
        categoryId: entry.goods.catId,
        brandId: entry.goods.brandId ?? 0,
        supplierId: entry.goods.supId,
        price: entry.unitPrice,
        marketPrice: entry.marketPrice,
        quantity: entry.row.number,
        weight: (entry.sku as SkuRow).weightGrams / 1000,
        specialGoods: entry.goods.specialGoods,
        isFei5zhe: entry.goods.isFei5zhe,
        isHei5ka: entry.goods.isHei5ka,
        isMini: entry.goods.isMini,
        isDeposit: entry.row.type === 'deposit',
      },
    })),
  };
}
