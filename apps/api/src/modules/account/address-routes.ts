// The address book (shopping §7 "Address"): list, info, add, edit, delete, regions.
import { ADDRESS_DELETED, SAVED } from '@garden/domain';
import type { Context } from 'hono';
import { requireUser } from '../../platform/auth';
import { bodyRoute, queryRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter, type AppEnv } from '../../platform/openapi';
import type { SessionUser } from '../../platform/sessions';
import { addAddress, checkAddressForm, deleteAddress, editAddress, listAddresses, listRegions, readAddress } from './address';

const editRoute = (name: 'editAddress' | 'editAddressByPost') =>
  bodyRoute(name, {
    tags: ['地址'],
    summary: name === 'editAddress' ? '编辑地址' : '编辑地址（POST 加 _method=PUT）',
    middleware: [requireUser] as const,
  });

const deleteRoute = (name: 'deleteAddress' | 'deleteAddressByPost') =>
  bodyRoute(name, {
    tags: ['地址'],
    summary: name === 'deleteAddress' ? '删除地址' : '删除地址（POST 加 _method=DELETE）',
    middleware: [requireUser] as const,
  });

type UserContext = Context<AppEnv & { Variables: { user: SessionUser } }>;

async function handleEdit(c: UserContext) {
  const { db, config, user } = c.var;
  const input = await readRequest(c, 'editAddress');
  const fields = await checkAddressForm(db, input);
  return respond(c, await editAddress(db, user.id, input.address_id, fields, input.is_default === 1, config.now()), SAVED);
}

async function handleDelete(c: UserContext) {
  const { db, user } = c.var;
  const input = await readRequest(c, 'deleteAddress');
  await deleteAddress(db, user.id, input.address_id);
  return respond(c, null, ADDRESS_DELETED);
}

export const addressRoutes = createRouter()
  .openapi(
    queryRoute('listAddresses', { tags: ['地址'], summary: '我的地址（默认地址在前，每页 10）', middleware: [requireUser] as const }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return respond(c, await listAddresses(c.var.db, c.var.user.id, page, limit));
    },
  )
  .openapi(queryRoute('readAddress', { tags: ['地址'], summary: '地址详情（只能读自己的地址）', middleware: [requireUser] as const }), async (c) =>
    respond(c, await readAddress(c.var.db, c.var.user.id, c.req.valid('query').address_id)),
  )
  .openapi(
    bodyRoute('addAddress', { tags: ['地址'], summary: '新增地址（第一个地址自动成为默认地址）', middleware: [requireUser] as const }),
    async (c) => {
      const { db, config, user } = c.var;
      const input = await readRequest(c, 'addAddress');
      const fields = await checkAddressForm(db, input);
      return respond(c, await addAddress(db, user.id, fields, input.is_default === 1, config.now()), SAVED);
    },
  )
  .openapi(editRoute('editAddress'), handleEdit)
  .openapi(editRoute('editAddressByPost'), handleEdit)
  .openapi(deleteRoute('deleteAddress'), handleDelete)
  .openapi(deleteRoute('deleteAddressByPost'), handleDelete)
  .openapi(bodyRoute('listRegions', { tags: ['地址'], summary: '省市区列表（type 1 省，2 市，3 区县；parent_id 上级编号）' }), async (c) => {
    const input = await readRequest(c, 'listRegions');
    return respond(c, await listRegions(c.var.db, input.type, input.parent_id));
  });
