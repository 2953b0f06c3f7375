// The address book (shopping §3 "Address", §7 "Address").
import { z } from '@hono/zod-openapi';
import { listOf, pageOf } from './common';

export const Address = z
  .object({
    address_id: z.number().int(),
    consignee: z.string(),
    province: z.number().int(),
    city: z.number().int(),
    district: z.number().int(),
    address: z.string().openapi({ description: '详细地址' }),
    tel: z.string(),
    is_default: z.union([z.literal(0), z.literal(1)]),
    province_name: z.string(),
    city_name: z.string(),
    district_name: z.string(),
  })
  .openapi('Address');
export type Address = z.infer<typeof Address>;

/** GET /v1/address/lists. */
export const AddressPage = pageOf(Address);
export type AddressPage = z.infer<typeof AddressPage>;

/** The reply of add and edit: the default city the web stores. */
export const AddressSaved = z.object({
  address_id: z.number().int(),
  city_id: z.number().int().openapi({ description: '默认地址的城市编号（网页存为默认城市）；没有默认地址时为 0' }),
  city_name: z.string().openapi({ description: '默认地址的城市名称' }),
});
export type AddressSaved = z.infer<typeof AddressSaved>;

export const Region = z.object({ region_id: z.number().int(), region_name: z.string() });
export type Region = z.infer<typeof Region>;

/** POST /v1/address/regions. */
export const RegionList = listOf(Region);
export type RegionList = z.infer<typeof RegionList>;
