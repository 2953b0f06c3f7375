// The address book (shopping §3 "Address", §5 "Address save", §7 "Address").
import type { Address, AddressPage, AddressSaved } from '@garden/contract';
import { REGION_INCOMPLETE, validateAddress, type AddressForm, ADDRESS_DETAIL_TOO_LONG, ADDRESS_NOT_FOUND, CONSIGNEE_TOO_LONG } from '@garden/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { readPage } from '../../db/paging';
import { addresses, regions } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/api-error';
import { readDefaultCity } from '../auth/index';
import { describeAddress } from '../checkout/index';
import { MAX_ID } from '@garden/contract';

const CONSIGNEE_MAX = 20;
const DETAIL_MAX = 120;

/** A validated address to store: trimmed texts and a real province → city → district chain. */
export type AddressFields = Pick<typeof addresses.$inferInsert, 'consignee' | 'tel' | 'province' | 'city' | 'district' | 'address'>;

const province = alias(regions, 'province');
const city = alias(regions, 'city');
const district = alias(regions, 'district');

/** Addresses joined with their region names, for lists and single reads. */
function selectAddressViews(db: Database) {
  return db
    .select({ address: addresses, provinceName: province.regionName, cityName: city.regionName, districtName: district.regionName })
    .from(addresses)
    .innerJoin(province, eq(province.regionId, addresses.province))
    .innerJoin(city, eq(city.regionId, addresses.city))
    .innerJoin(district, eq(district.regionId, addresses.district));
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof selectAddressViews>['execute']>>[number];

const toView = ({ address, ...names }: AddressRow): Address => describeAddress(address, names);

/**
 * Checks an address form with the domain's rules and messages (shopping §5), then that the region ids
 * name a real province → city → district chain (a forged chain reads as incomplete).
 */
export async function checkAddressForm(db: Database, form: AddressForm): Promise<AddressFields> {
  const message = validateAddress(form);
  if (message) throw badRequest(message);
  const consignee = form.consignee.trim();
  const address = form.address.trim();
  if ([...consignee].length > CONSIGNEE_MAX) throw badRequest(CONSIGNEE_TOO_LONG);
  if ([...address].length > DETAIL_MAX) throw badRequest(ADDRESS_DETAIL_TOO_LONG);
  const ids = [form.province, form.city, form.district].map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID)) throw badRequest(REGION_INCOMPLETE);
  const [provinceId, cityId, districtId] = ids as [number, number, number];
  const rows = await db.select().from(regions).where(inArray(regions.regionId, ids));
  const byId = new Map(rows.map((row) => [row.regionId, row]));
  const chain =
    byId.get(provinceId)?.type === 1 &&
    byId.get(cityId)?.type === 2 &&
    byId.get(cityId)?.parentId === provinceId &&
    byId.get(districtId)?.type === 3 &&
    byId.get(districtId)?.parentId === cityId;
  if (!chain) throw badRequest(REGION_INCOMPLETE);
  return { consignee, tel: form.tel.trim(), province: provinceId, city: cityId, district: districtId, address };
}

/** One page of a shopper's addresses, the default first, then the newest (shopping §7, §9 page size 10). */
export async function listAddresses(db: Database, userId: number, page: number, limit: number): Promise<AddressPage> {
  const mine = eq(addresses.userId, userId);
  const { rows, total } = await readPage(db, selectAddressViews(db).where(mine), {
    orderBy: [desc(addresses.isDefault), desc(addresses.addressId)],
    page,
    limit,
  });
  return { list: rows.map(toView), total, page, limit };
}

/** One of the shopper's own addresses; another shopper's reads as not found. */
export async function readAddress(db: Database, userId: number, addressId: number): Promise<Address> {
  const [row] = await selectAddressViews(db).where(and(eq(addresses.userId, userId), eq(addresses.addressId, addressId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toView(row);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Keeps exactly one default address while the shopper has any: `makeDefault` becomes it,
 * otherwise when none is left the newest other address takes over (the kept one only when alone).
 */
async function settleDefault(tx: Transaction, userId: number, addressId: number, makeDefault: boolean): Promise<void> {
  if (makeDefault) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.addressId, addressId)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.addressId, addressId));
    return;
  }
  const [current] = await tx
    .select({ id: addresses.addressId })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  if (current) return;
  const [heir] = await tx
    .select({ id: addresses.addressId })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(eq(addresses.addressId, addressId)), desc(addresses.addressId))
    .limit(1);
  if (heir) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.addressId, heir.id));
}

/** A saved address with the default city after the save (shopping §7 edit). */
async function readSaved(db: Database | Transaction, userId: number, addressId: number): Promise<AddressSaved> {
  const city = await readDefaultCity(db, userId);
  return { address_id: addressId, city_id: city?.city_id ?? 0, city_name: city?.city_name ?? '' };
}

/** Adds an address; `is_default` makes it the only default, and a shopper's first address is the default. */
export async function addAddress(db: Database, userId: number, fields: AddressFields, isDefault: boolean, now: Date): Promise<AddressSaved> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault: false, createdAt: now, updatedAt: now })
      .returning({ id: addresses.addressId });
    if (!row) throw new Error('addAddress inserted nothing');
    await settleDefault(tx, userId, row.id, isDefault);
    return readSaved(tx, userId, row.id);
  });
}

/** Edits one of the shopper's own addresses (another's reads as not found). */
export async function editAddress(
  db: Database,
  userId: number,
  addressId: number,
  fields: AddressFields,
  isDefault: boolean,
  now: Date,
): Promise<AddressSaved> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, updatedAt: now, ...(isDefault ? {} : { isDefault: false }) })
      .where(and(eq(addresses.userId, userId), eq(addresses.addressId, addressId)))
      .returning({ id: addresses.addressId });
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    await settleDefault(tx, userId, addressId, isDefault);
    return readSaved(tx, userId, addressId);
  });
}

/** Deletes one of the shopper's own addresses; when it was the default, the newest other one takes over. */
export async function deleteAddress(db: Database, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.addressId, addressId)))
      .returning({ id: addresses.addressId });
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    await settleDefault(tx, userId, addressId, false);
  });
}

/** The regions of one level under a parent (shopping §7 regions: type 1 province, 2 city, 3 district). */
export async function listRegions(db: Database, type: 1 | 2 | 3, parentId: number) {
  const rows = await db
    .select({ region_id: regions.regionId, region_name: regions.regionName })
    .from(regions)
    .where(and(eq(regions.type, type), eq(regions.parentId, type === 1 ? 0 : parentId)))
    .orderBy(asc(regions.regionId));
  return { list: rows };
}
