// Changing the cart (shopping §5, §7 "Cart"): add, change a spec, tick, set and step quantities, delete,
// move to favourites, clear what cannot be bought.
import {
  ATTRIBUTES_INCOMPLETE,
  DELIVERY_NOT_FOUND,
  maxQuantityMessage,
  NOT_YET_ON_SALE,
  parseQuantityInput,
  purchaseType,
  stepQuantity,
  toFen,
  validateCartDelete,
  CART_ITEM_NOT_FOUND,
  SPEC_CHANGE_OTHER_GOODS,
} from '@garden/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, favourites, goodsSkus } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { findOwnRow } from '../../platform/own-row';
import { gradeOf } from '../catalogue/index';
import { chooseSku, depositStatusOf, loadGoodsDetail, purchaseRefusals } from '../catalogue/index';

import { loadCartEntries, ownEntry, ownEntries, type CartEntry } from './reads';

/** What `POST /v3/cart/add` asks for (shopping §7). */
export interface CartAddition {
  goodsId: number;
  /** The typed quantity, as text for the domain's quantity rule. */
  number: string;
  attrIds: readonly number[];
  /** 0 when no pre-sale delivery date is chosen. */
  deliveryId: number;
  /** The line whose spec is being changed, if any. */
  itemId?: number;
  /** `is_add` 1: add to a line of the same SKU and delivery; 0: set its quantity. */
  isAdd: boolean;
}

/** A cart addition the catalogue accepts, ready to be written: the SKU, its stock and the stepped quantity. */
export interface CheckedAddition {
  goodsId: number;
  attrKey: string;
  deliveryId: number;
  quantity: number;
  /** The SKU's stock when checked; the merged line must stay within it. */
  stock: number;
  type: (typeof cartItems.$inferInsert)['type'];
  itemId?: number;
  isAdd: boolean;
}

/**
 * Checks an addition against the catalogue, reading only: the goods must be buyable now (forward
 * pre-sale, not on sale, deposit not started, sold out are refused with the domain's messages), every
 * spec attribute chosen (`属性不全`), the quantity a multiple of `Nbei` from the minimum up (rounded as
 * the domain rounds typed input).
 */
export async function checkCartAddition(db: Database, addition: CartAddition, now: Date): Promise<CheckedAddition> {
  const detail = await loadGoodsDetail(db, addition.goodsId, now);
  const row = detail.goods;
  const refusal = purchaseRefusals(detail, undefined, now)[0];
  if (refusal !== undefined) throw badRequest(refusal);
  const djStatus = depositStatusOf(row, now);
  const type = purchaseType({ isDeposit: row.isDeposit && djStatus !== 0, isForward: row.forward, deliveryId: addition.deliveryId });
  if (!type.ok) throw badRequest(type.message);
  if (addition.deliveryId !== 0 && !detail.deliveries.some((d) => d.delivery_id === addition.deliveryId)) throw badRequest(DELIVERY_NOT_FOUND);
  const choice = chooseSku(detail, addition.attrIds, false);
  const chosen = choice.sku ?? (detail.skus.length === 1 && choice.matching.length === 1 ? choice.matching[0] : undefined);
  if (!chosen) throw badRequest(ATTRIBUTES_INCOMPLETE);
  const attrKey = [...chosen.attrIds].sort((a, b) => a - b).join(',');
  const [sku] = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, row.goodsId), eq(goodsSkus.attrKey, attrKey)));
  if (!sku) throw badRequest(ATTRIBUTES_INCOMPLETE);
  // The stock bound is checked on the merged line when written, so the typed number is only stepped here.
  const typed = parseQuantityInput(addition.number, { step: row.nbei, min: row.startNum, stock: Number.MAX_SAFE_INTEGER });
  if (!typed.ok) throw badRequest(typed.message);
  return {
    goodsId: row.goodsId,
    attrKey,
    deliveryId: addition.deliveryId,
    quantity: typed.quantity,
    stock: sku.stock,
    type: type.type,
    itemId: addition.itemId,
    isAdd: addition.isAdd,
  };
}

/**
 * Writes a checked addition in one transaction: the same SKU and delivery merge into one line (within
 * the SKU's stock), or the line of `item_id` takes the new spec. Returns the line's id.
 */
export function writeCartAddition(db: Database, userId: number, checked: CheckedAddition, now: Date): Promise<number> {
  const { goodsId, attrKey, quantity } = checked;
  return db.transaction(async (tx) => {
    const mine = and(eq(cartItems.userId, userId), eq(cartItems.goodsId, goodsId));
    const changed = checked.itemId;
    if (changed !== undefined) {
      const old = await findOwnRow(tx, cartItems, { id: [cartItems.itemId, changed], owner: [cartItems.userId, userId] }, CART_ITEM_NOT_FOUND);
      if (old.goodsId !== goodsId) throw badRequest(SPEC_CHANGE_OTHER_GOODS);
    }
    const [same] = await tx
      .select()
      .from(cartItems)
      .where(and(mine, eq(cartItems.attrKey, attrKey), eq(cartItems.deliveryId, checked.deliveryId)));
    const merging = same !== undefined && same.itemId !== changed && checked.isAdd;
    const number = merging ? same.number + quantity : quantity;
    if (number > checked.stock) throw badRequest(maxQuantityMessage(checked.stock));
    const fields = { attrKey, deliveryId: checked.deliveryId, number, selected: true, type: checked.type };
    if (same) {
      if (changed !== undefined && changed !== same.itemId) await tx.delete(cartItems).where(eq(cartItems.itemId, changed));
      await tx.update(cartItems).set(fields).where(eq(cartItems.itemId, same.itemId));
      return same.itemId;
    }
    if (changed !== undefined) {
      await tx.update(cartItems).set(fields).where(eq(cartItems.itemId, changed));
      return changed;
    }
    const [inserted] = await tx
      .insert(cartItems)
      .values({ ...fields, userId, goodsId, addTime: now })
      .returning({ itemId: cartItems.itemId });
    if (!inserted) throw new Error('writeCartAddition inserted nothing');
    return inserted.itemId;
  });
}

/** Adds goods to the cart, or changes a line's spec (`item_id`): checked against the catalogue, then written. */
export async function addToCart(db: Database, userId: number, addition: CartAddition, now: Date): Promise<number> {
  return writeCartAddition(db, userId, await checkCartAddition(db, addition, now), now);
}

/**
 * Ticks or unticks one line. Lines not yet on sale (`sup_sale` 2) and deposit lines before the
 * deposit starts cannot be ticked (`商品暂未开售`), nor lines that cannot be bought (their own reason).
 */
export async function selectItem(db: Database, user: { id: number; uGrade: number }, itemId: number, selected: boolean, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  if (selected && !entry.selectable) throw badRequest(entry.invalid ?? NOT_YET_ON_SALE);
  await db.update(cartItems).set({ selected }).where(eq(cartItems.itemId, itemId));
}

/** Ticks or unticks every line, or every line of one ship-from group; unselectable lines stay unticked. */
export async function selectGroup(db: Database, user: { id: number; uGrade: number }, devideItem: string | undefined, selected: boolean, now: Date) {
  const entries = await loadCartEntries(db, user.id, gradeOf(user), now);
  const ids = entries
    .filter((entry) => (devideItem === undefined || entry.devideItem === devideItem) && (!selected || entry.selectable))
    .map((entry) => entry.row.itemId);
  if (ids.length > 0) await db.update(cartItems).set({ selected }).where(inArray(cartItems.itemId, ids));
}

function refuseInvalid(entry: CartEntry): void {
  if (entry.invalid !== null) throw badRequest(entry.invalid);
}

/**
 * Sets a line's quantity from typed text by the domain's rule (shopping §5 "Cart quantity"): digits only
 * and not 0 (`数量格式错误！`), rounded up to `Nbei`, at least the minimum, at most the stock.
 */
export async function setItemNumber(db: Database, user: { id: number; uGrade: number }, itemId: number, text: string, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  refuseInvalid(entry);
  const result = parseQuantityInput(text, entry.limits);
  if (!result.ok) throw badRequest(result.message);
  if (result.quantity > entry.limits.stock) throw badRequest(maxQuantityMessage(entry.limits.stock));
  await db.update(cartItems).set({ number: result.quantity }).where(eq(cartItems.itemId, itemId));
}

/** Moves a line's quantity one `Nbei` up or down, never below the minimum nor above stock (shopping §5). */
export async function stepItemNumber(db: Database, user: { id: number; uGrade: number }, itemId: number, direction: 1 | -1, now: Date) {
  const entry = ownEntry(await loadCartEntries(db, user.id, gradeOf(user), now), itemId);
  refuseInvalid(entry);
  const result = stepQuantity(entry.row.number, direction, entry.limits);
  if (!result.ok) throw badRequest(result.message);
  await db.update(cartItems).set({ number: result.quantity }).where(eq(cartItems.itemId, itemId));
}

/** Deletes the shopper's chosen lines; nothing chosen is `请选中要删除的商品！` (shopping §5). */
export async function deleteItems(db: Database, userId: number, itemIds: readonly number[]): Promise<void> {
  const message = validateCartDelete(itemIds.length);
  if (message) throw badRequest(message);
  const owned = await db
    .select({ id: cartItems.itemId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...itemIds])));
  if (owned.length !== new Set(itemIds).size) throw notFound(CART_ITEM_NOT_FOUND);
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, [...itemIds])));
}

/**
 * Moves lines into the shopper's favourites (the catalogue's favourites table) and out of the cart, in
 * one transaction; the favourite keeps the price the shopper sees now, never one the page sends.
 */
export async function moveItemsToFavourites(db: Database, user: { id: number; uGrade: number }, itemIds: readonly number[], now: Date) {
  const message = validateCartDelete(itemIds.length);
  if (message) throw badRequest(message);
  const moving = ownEntries(await loadCartEntries(db, user.id, gradeOf(user), now), itemIds);
  await db.transaction(async (tx) => {
    const rows = moving.map((entry) => ({ userId: user.id, goodsId: entry.goods.goodsId, priceFen: toFen(entry.unitPrice), addTime: now }));
    await tx.insert(favourites).values(rows).onConflictDoNothing();
    await tx.delete(cartItems).where(
      inArray(
        cartItems.itemId,
        moving.map((entry) => entry.row.itemId),
      ),
    );
  });
}

/** Deletes every line that cannot be bought (the cart's invalid-goods section). */
export async function clearInvalidItems(db: Database, userId: number, now: Date): Promise<void> {
  const ids = (await loadCartEntries(db, userId, null, now)).filter((entry) => entry.invalid !== null).map((entry) => entry.row.itemId);
  if (ids.length > 0) await db.delete(cartItems).where(inArray(cartItems.itemId, ids));
}
