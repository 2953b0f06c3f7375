// The address book (shopping §3 "Address", §7 "Address").
import { PAGE_SIZES, REGION_INCOMPLETE } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { listOf, pageOf } from './common';
import { choice, integer, limitParam, MAX_ID, pageParam } from './fields';

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
/** The city of the shopper's default address, which the web keeps as its default city (shopping §7). */
export const DefaultCity = z
  .object({ city_id: z.number().int(), city_name: z.string() })
  .openapi('DefaultCity', { description: '默认地址所在城市（网页存为默认城市）' });
export type DefaultCity = z.infer<typeof DefaultCity>;

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

// ── Requests ──

/** A form text that may be absent: the domain's validator then answers with its own message. */
const formText = () =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .optional()
    .transform((value) => value ?? '');

/** A region id as the form sends it: a number, a digit string, or empty until chosen. */
const regionField = () =>
  z
    .union([z.number(), z.string().trim().max(12)], { error: REGION_INCOMPLETE })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const addressFields = {
  consignee: formText().openapi({ type: 'string', description: '收货人姓名' }),
  tel: formText().openapi({ type: 'string', description: '手机号' }),
  province: regionField().openapi({ type: 'integer', description: '省（地区编号）' }),
  city: regionField().openapi({ type: 'integer', description: '市（地区编号）' }),
  district: regionField().openapi({ type: 'integer', description: '区县（地区编号）' }),
  address: formText().openapi({ type: 'string', description: '详细地址' }),
  is_default: choice([0, 1], '参数 is_default 应为 0 或 1').optional().default(0).openapi({ type: 'integer', description: '1 设为默认地址' }),
};
const addressId = integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '地址编号' });

/** GET /v1/address/lists. */
export const AddressPageRequest = z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.addresses) });

/** GET /v1/address/info. */
export const AddressInfoRequest = z.object({ address_id: addressId });

/** POST /v1/address/add. */
export const AddressAddRequest = z.object(addressFields);

/** PUT /v1/address/edit (or POST with `_method` PUT). */
export const AddressEditRequest = z.object({
  address_id: addressId,
  ...addressFields,
  _method: z.string().optional().openapi({ description: '以 POST 发送时为 PUT' }),
});

/** DELETE /v1/address/delete (or POST with `_method` DELETE). */
export const AddressDeleteRequest = z.object({
  address_id: addressId,
  _method: z.string().optional().openapi({ description: '以 POST 发送时为 DELETE' }),
});

/** POST /v1/address/regions. */
export const RegionRequest = z.object({
  type: choice([1, 2, 3], '参数 type 应为 1（省）、2（市）或 3（区县）').openapi({ type: 'integer', description: '1 省，2 市，3 区县' }),
  parent_id: integer({ min: 0, max: MAX_ID }).optional().default(0).openapi({ type: 'integer', description: '上级地区编号；省份为 0' }),
});
