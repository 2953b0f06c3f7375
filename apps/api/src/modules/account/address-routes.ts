// The address book (shopping §7 "Address"): list, info, add, edit, delete, regions.
import { ADDRESS_DELETED, SAVED } from '@garden/domain';
import { requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { addAddress, checkAddressForm, deleteAddress, editAddress, listAddresses, listRegions, readAddress } from './address';

const shopper = { tags: ['地址'], middleware: [requireUser] as const };

/** Editing an address, by PUT or by POST with _method=PUT (the same fields, the same answer). */
const editCall = (name: 'editAddress' | 'editAddressByPost') =>
  endpoint(name, {
    ...shopper,
    summary: name === 'editAddress' ? '编辑地址' : '编辑地址（POST 加 _method=PUT）',
    async handle({ db, user, input, now }) {
      const fields = await checkAddressForm(db, input);
      return withMessage(await editAddress(db, user.id, input.address_id, fields, input.is_default === 1, now), SAVED);
    },
  });

/** Deleting an address, by DELETE or by POST with _method=DELETE. */
const deleteCall = (name: 'deleteAddress' | 'deleteAddressByPost') =>
  endpoint(name, {
    ...shopper,
    summary: name === 'deleteAddress' ? '删除地址' : '删除地址（POST 加 _method=DELETE）',
    async handle({ db, user, input }) {
      await deleteAddress(db, user.id, input.address_id);
      return withMessage(null, ADDRESS_DELETED);
    },
  });

export const addressRoutes = endpointRouter(
  endpoint('listAddresses', {
    ...shopper,
    summary: '我的地址（默认地址在前，每页 10）',
    handle: async ({ db, user, input }) => listAddresses(db, user.id, input.page, input.limit),
  }),
  endpoint('readAddress', {
    ...shopper,
    summary: '地址详情（只能读自己的地址）',
    handle: async ({ db, user, input }) => readAddress(db, user.id, input.address_id),
  }),
  endpoint('addAddress', {
    ...shopper,
    summary: '新增地址（第一个地址自动成为默认地址）',
    async handle({ db, user, input, now }) {
      const fields = await checkAddressForm(db, input);
      return withMessage(await addAddress(db, user.id, fields, input.is_default === 1, now), SAVED);
    },
  }),
  editCall('editAddress'),
  editCall('editAddressByPost'),
  deleteCall('deleteAddress'),
  deleteCall('deleteAddressByPost'),
  endpoint('listRegions', {
    tags: ['地址'],
    summary: '省市区列表（type 1 省，2 市，3 区县；parent_id 上级编号）',
    handle: async ({ db, input }) => listRegions(db, input.type, input.parent_id),
  }),
);
