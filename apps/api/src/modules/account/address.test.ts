import {
  ADDRESS_DETAIL_REQUIRED,
  ADDRESS_MOBILE_INVALID,
  CONSIGNEE_REQUIRED,
  NOT_LOGGED_IN,
  REGION_INCOMPLETE,
  ADDRESS_NOT_FOUND,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, regions } from '../../db/schema/index';
import { buildRegions } from '../../seed/build-regions';
import type { Address } from '@garden/contract';
import { useTestContext } from '../../test/context';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

const ctx = useTestContext();
beforeAll(async () => {
  const rows = buildRegions();
  for (let i = 0; i < rows.length; i += 1000) await ctx.db.insert(regions).values(rows.slice(i, i + 1000));
});

/** 浙江省 › 杭州市 › 西湖区 and 北京市 › 北京市 › 东城区, from the seeded GB/T 2260 tree. */
const HANGZHOU = { province: 33, city: 3301, district: 330106 };
const BEIJING = { province: 11, city: 1101, district: 110101 };
const form = (overrides: Record<string, unknown> = {}) => ({
  consignee: '林花匠',
  tel: '13912345678',
  ...HANGZHOU,
  address: '文三路 100 号',
  ...overrides,
});

async function shopper() {
  return signIn(ctx.app, await createUser(ctx.db));
}

async function listOf(key: string) {
  return (await call<{ list: Address[]; total: number }>(ctx.app, 'GET', '/v1/address/lists', { key })).body.data;
}

describe('POST /v1/address/regions', () => {
  it('lists provinces, the cities of a province and the districts of a city', async () => {
    const provinces = await call<{ list: { region_id: number; region_name: string }[] }>(ctx.app, 'POST', '/v1/address/regions', {
      form: { type: '1', parent_id: '0' },
    });
    expect(provinces.body.data.list).toContainEqual({ region_id: 33, region_name: '浙江省' });
    const cities = await call<{ list: { region_id: number }[] }>(ctx.app, 'POST', '/v1/address/regions', { json: { type: 2, parent_id: 33 } });
    expect(cities.body.data.list).toContainEqual({ region_id: 3301, region_name: '杭州市' });
    const districts = await call<{ list: { region_id: number }[] }>(ctx.app, 'POST', '/v1/address/regions', { json: { type: 3, parent_id: 3301 } });
    expect(districts.body.data.list).toContainEqual({ region_id: 330106, region_name: '西湖区' });
  });

  it('refuses an unknown type with 400', async () => {
    const { status, body } = await call(ctx.app, 'POST', '/v1/address/regions', { json: { type: 4, parent_id: 0 } });
    expect([status, body.code]).toEqual([400, 400]);
  });
});

describe('address book', () => {
  it("is named in the sign-in reply: the default address's city, the web's default city from the first page on, or null", async () => {
    const user = await createUser(ctx.db);
    const signInAgain = () =>
      call<{ key: string; default_city: unknown }>(ctx.app, 'POST', '/v1/auth/signin', {
        json: { login_type: 1, mobile: user.mobile, password: user.password },
      });
    const first = await signInAgain();
    expect(first.body.data.default_city).toBeNull();
    const added = await call(ctx.app, 'POST', '/v1/address/add', {
      key: first.body.data.key,
      form: { ...form(), province: '33', city: '3301', district: '330106', is_default: '1' },
    });
    expect(added.body.code).toBe(200);
    expect((await signInAgain()).body.data.default_city).toEqual({ city_id: 3301, city_name: '杭州市' });
  });

  it('adds, reads and lists addresses with region names; the first becomes the default city', async () => {
    const key = await shopper();
    const added = await call<{ address_id: number; city_id: number; city_name: string }>(ctx.app, 'POST', '/v1/address/add', {
      key,
      form: { ...form(), province: '33', city: '3301', district: '330106', is_default: '0' },
    });
    expect(added.body).toMatchObject({ code: 200, data: { city_id: 3301, city_name: '杭州市' } });
    const info = await call<Address>(ctx.app, 'GET', '/v1/address/info', { key, query: { address_id: added.body.data.address_id } });
    expect(info.body.data).toEqual({
      address_id: added.body.data.address_id,
      consignee: '林花匠',
      tel: '13912345678',
      ...HANGZHOU,
      address: '文三路 100 号',
      is_default: 1,
      province_name: '浙江省',
      city_name: '杭州市',
      district_name: '西湖区',
    });
    expect((await listOf(key)).total).toBe(1);
  });

  it('keeps exactly one default: a new default takes over and its city is answered', async () => {
    const key = await shopper();
    await call(ctx.app, 'POST', '/v1/address/add', { key, json: form() });
    const second = await call<{ address_id: number; city_id: number; city_name: string }>(ctx.app, 'POST', '/v1/address/add', {
      key,
      json: form({ ...BEIJING, is_default: 1 }),
    });
    expect(second.body.data).toMatchObject({ city_id: 1101, city_name: '北京市' });
    const { list } = await listOf(key);
    expect(list.map((a) => [a.address_id, a.is_default])).toEqual([
      [second.body.data.address_id, 1],
      [expect.any(Number), 0],
    ]);
  });

  it('edits by PUT and by POST with _method=PUT; setting and unsetting the default keeps one', async () => {
    const key = await shopper();
    const first = (await call<{ address_id: number }>(ctx.app, 'POST', '/v1/address/add', { key, json: form() })).body.data.address_id;
    const second = (await call<{ address_id: number }>(ctx.app, 'POST', '/v1/address/add', { key, json: form({ ...BEIJING }) })).body.data.address_id;
    const put = await call(ctx.app, 'PUT', '/v1/address/edit', {
      key,
      json: form({ address_id: second, ...BEIJING, is_default: 1, consignee: '王园丁' }),
    });
    expect(put.body).toMatchObject({ code: 200, data: { address_id: second, city_id: 1101, city_name: '北京市' } });
    const post = await call(ctx.app, 'POST', '/v1/address/edit', {
      key,
      form: {
        ...form({ address_id: String(second), ...BEIJING, is_default: '0', consignee: '王园丁' }),
        province: '11',
        city: '1101',
        district: '110101',
        _method: 'PUT',
      },
    });
    expect(post.body).toMatchObject({ code: 200, data: { city_id: 3301, city_name: '杭州市' } });
    const { list } = await listOf(key);
    expect(list.filter((a) => a.is_default === 1).map((a) => a.address_id)).toEqual([first]);
    expect(list.find((a) => a.address_id === second)?.consignee).toBe('王园丁');
  });

  it('deletes by POST with _method=DELETE and by DELETE; the default passes to the newest left', async () => {
    const key = await shopper();
    const ids: number[] = [];
    for (const overrides of [{}, BEIJING, {}]) {
      ids.push((await call<{ address_id: number }>(ctx.app, 'POST', '/v1/address/add', { key, json: form(overrides) })).body.data.address_id);
    }
    const [first, second, third] = ids as [number, number, number];
    const removed = await call(ctx.app, 'POST', '/v1/address/delete', { key, form: { address_id: String(first), _method: 'DELETE' } });
    expect(removed.body).toEqual({ code: 200, msg: '删除成功', data: null });
    expect((await listOf(key)).list.map((a) => [a.address_id, a.is_default])).toEqual([
      [third, 1],
      [second, 0],
    ]);
    await call(ctx.app, 'DELETE', '/v1/address/delete', { key, json: { address_id: second } });
    expect((await listOf(key)).list.map((a) => a.address_id)).toEqual([third]);
  });

  it('pages the list ten at a time', async () => {
    const key = await shopper();
    for (let i = 0; i < 11; i += 1) await call(ctx.app, 'POST', '/v1/address/add', { key, json: form({ address: `第${i}号` }) });
    expect((await listOf(key)).list).toHaveLength(10);
    const second = await call<{ list: Address[]; total: number }>(ctx.app, 'GET', '/v1/address/lists', { key, query: { page: 2 } });
    expect([second.body.data.list.length, second.body.data.total]).toEqual([1, 11]);
  });
});

describe('address validation', () => {
  it.each([
    [{ consignee: ' ' }, CONSIGNEE_REQUIRED],
    [{ consignee: undefined }, CONSIGNEE_REQUIRED],
    [{ tel: '12345678901' }, ADDRESS_MOBILE_INVALID],
    [{ district: '' }, REGION_INCOMPLETE],
    [{ city: 0 }, REGION_INCOMPLETE],
    [{ address: '  ' }, ADDRESS_DETAIL_REQUIRED],
    // A chain that is not province → city → district, and ids that are no regions at all.
    [{ city: 1101 }, REGION_INCOMPLETE],
    [{ district: 110101 }, REGION_INCOMPLETE],
    [{ province: 3301, city: 330106, district: 33 }, REGION_INCOMPLETE],
    [{ district: 'abc' }, REGION_INCOMPLETE],
    [{ district: 999999 }, REGION_INCOMPLETE],
    [{ district: '99999999999' }, REGION_INCOMPLETE],
  ])('refuses %o with its message and stores nothing', async (overrides, message) => {
    const key = await shopper();
    const { status, body } = await call(ctx.app, 'POST', '/v1/address/add', { key, json: form(overrides) });
    expect([status, body]).toEqual([400, { code: 400, msg: message, data: null }]);
    expect((await listOf(key)).total).toBe(0);
  });

  it('refuses ids beyond the database integer range with 400', async () => {
    const key = await shopper();
    expect((await call(ctx.app, 'GET', '/v1/address/info', { key, query: { address_id: 3_000_000_000 } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/v1/address/regions', { json: { type: 2, parent_id: 3_000_000_000 } })).status).toBe(400);
  });

  it('answers 2001 without a key', async () => {
    for (const [method, path] of [
      ['GET', '/v1/address/lists'],
      ['GET', '/v1/address/info?address_id=1'],
      ['POST', '/v1/address/add'],
      ['PUT', '/v1/address/edit'],
      ['POST', '/v1/address/delete'],
    ] as const) {
      const options = method === 'GET' ? {} : { json: form({ address_id: 1 }) };
      expect((await call(ctx.app, method, path, options)).body).toEqual({ code: 2001, msg: NOT_LOGGED_IN, data: null });
    }
  });
});

describe('ownership', () => {
  it("answers another shopper's address as not found and changes nothing", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const id = (await call<{ address_id: number }>(ctx.app, 'POST', '/v1/address/add', { key: owner, json: form() })).body.data.address_id;
    const notFound = { code: 404, msg: ADDRESS_NOT_FOUND, data: null };
    expect((await call(ctx.app, 'GET', '/v1/address/info', { key: stranger, query: { address_id: id } })).body).toEqual(notFound);
    expect((await call(ctx.app, 'PUT', '/v1/address/edit', { key: stranger, json: form({ address_id: id, consignee: '小偷' }) })).body).toEqual(
      notFound,
    );
    expect((await call(ctx.app, 'POST', '/v1/address/delete', { key: stranger, json: { address_id: id, _method: 'DELETE' } })).body).toEqual(
      notFound,
    );
    const [row] = await ctx.db.select().from(addresses).where(eq(addresses.addressId, id));
    expect(row).toMatchObject({ consignee: '林花匠', isDefault: true });
  });
});
