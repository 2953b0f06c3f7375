// The address book (shopping §7 "Address"): list, info, add, edit, delete, regions.
import { Address, AddressPage, AddressSaved, RegionList } from '@garden/contract';
import { PAGE_SIZES, REGION_INCOMPLETE } from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../platform/auth';
import { envelopeResponses, respond } from '../../platform/envelope';
import { createRouter, type AppEnv } from '../../platform/openapi';
import { choice, documentBody, integer, readInput } from '../../platform/validation';
import { addAddress, checkAddressForm, deleteAddress, editAddress, listAddresses, listRegions, readAddress } from './address';
import type { SessionUser } from '../../platform/sessions';
import { MAX_ID, limitParam, pageParam } from '../../platform/query-fields';

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
const addFields = z.object(addressFields);
const idField = integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '地址编号' });
const editFields = z.object({
  address_id: idField,
  ...addressFields,
  _method: z.string().optional().openapi({ description: '以 POST 发送时为 PUT' }),
});
const deleteFields = z.object({
  address_id: idField,
  _method: z.string().optional().openapi({ description: '以 POST 发送时为 DELETE' }),
});
const regionFields = z.object({
  type: choice([1, 2, 3], '参数 type 应为 1（省）、2（市）或 3（区县）').openapi({ type: 'integer', description: '1 省，2 市，3 区县' }),
  parent_id: integer({ min: 0, max: MAX_ID }).optional().default(0).openapi({ type: 'integer', description: '上级地区编号；省份为 0' }),
});

const editRoute = (method: 'put' | 'post') =>
  createRoute({
    method,
    path: '/v1/address/edit',
    tags: ['地址'],
    summary: method === 'put' ? '编辑地址' : '编辑地址（POST 加 _method=PUT）',
    middleware: [requireUser] as const,
    request: { body: documentBody(editFields) },
    responses: envelopeResponses(AddressSaved),
  });

const deleteRoute = (method: 'delete' | 'post') =>
  createRoute({
    method,
    path: '/v1/address/delete',
    tags: ['地址'],
    summary: method === 'delete' ? '删除地址' : '删除地址（POST 加 _method=DELETE）',
    middleware: [requireUser] as const,
    request: { body: documentBody(deleteFields) },
    responses: envelopeResponses(z.null()),
  });

type UserContext = Context<AppEnv & { Variables: { user: SessionUser } }>;

async function handleEdit(c: UserContext) {
  const { db, config, user } = c.var;
  const input = await readInput(c, editFields);
  const fields = await checkAddressForm(db, input);
  return respond(c, await editAddress(db, user.id, input.address_id, fields, input.is_default === 1, config.now()), '保存成功');
}

async function handleDelete(c: UserContext) {
  const { db, user } = c.var;
  const input = await readInput(c, deleteFields);
  await deleteAddress(db, user.id, input.address_id);
  return respond(c, null, '删除成功');
}

export const addressRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/address/lists',
      tags: ['地址'],
      summary: '我的地址（默认地址在前，每页 10）',
      middleware: [requireUser] as const,
      request: { query: z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.addresses) }) },
      responses: envelopeResponses(AddressPage),
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return respond(c, await listAddresses(c.var.db, c.var.user.id, page, limit));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/address/info',
      tags: ['地址'],
      summary: '地址详情（只能读自己的地址）',
      middleware: [requireUser] as const,
      request: { query: z.object({ address_id: idField }) },
      responses: envelopeResponses(Address),
    }),
    async (c) => respond(c, await readAddress(c.var.db, c.var.user.id, c.req.valid('query').address_id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/address/add',
      tags: ['地址'],
      summary: '新增地址（第一个地址自动成为默认地址）',
      middleware: [requireUser] as const,
      request: { body: documentBody(addFields) },
      responses: envelopeResponses(AddressSaved),
    }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readInput(c, addFields);
      const fields = await checkAddressForm(db, input);
      return respond(c, await addAddress(db, user.id, fields, input.is_default === 1, config.now()), '保存成功');
    },
  )
  .openapi(editRoute('put'), handleEdit)
  .openapi(editRoute('post'), handleEdit)
  .openapi(deleteRoute('delete'), handleDelete)
  .openapi(deleteRoute('post'), handleDelete)
  .openapi(
    createRoute({
      method: 'post',
      path: '/v1/address/regions',
      tags: ['地址'],
      summary: '省市区列表（type 1 省，2 市，3 区县；parent_id 上级编号）',
      request: { body: documentBody(regionFields) },
      responses: envelopeResponses(RegionList),
    }),
    async (c) => {
      const input = await readInput(c, regionFields);
      return respond(c, await listRegions(c.var.db, input.type, input.parent_id));
    },
  );
