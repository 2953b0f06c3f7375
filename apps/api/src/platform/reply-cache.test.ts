import { eq } from 'drizzle-orm';
import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { goods } from '../db/schema/index';
import type { SessionUser } from './sessions';
import { catalogueCache, invalidateCatalogue } from './catalogue-cache';
import { createGoods, useSeededContext } from '../test/catalogue-factories';
import { createUser, signIn } from '../test/factories';
import { call } from '../test/http';
import { MAX_URL_CHARS } from './hardening';
import type { AppEnv } from './openapi';
import { type Envelope, respond } from './envelope';
import { answerGuestRepeats, cachedReply } from './reply-cache';
import { listen } from './server-limits';

const ctx = useSeededContext();
let goodsId: number;
beforeAll(async () => {
  goodsId = (await createGoods(ctx.db, { name: '缓存月季' })).goodsId;
});

// Renames the goods behind the cache's back: a reply that still shows the old name came from the cache.
const rename = (name: string) => ctx.db.update(goods).set({ name }).where(eq(goods.goodsId, goodsId));
const infoName = async (query: Record<string, string | number>, key?: string) =>
  (await call<{ name: string }>(ctx.app, 'GET', '/v2/goods/info', { query, key })).body.data.name;

describe('cached replies', () => {
  it('answers a guest from the kept reply, whatever the order of the query, until the catalogue is cleared', async () => {
    // A kept read lives two seconds of real time (`TTL_MS`); on a busy machine the calls below can take longer,
    // so the clock stands still and only the clearing ends the reply's life.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    invalidateCatalogue(ctx.db);
    await rename('缓存月季');
    expect(await infoName({ gshp_id: goodsId, city_name: '' })).toBe('缓存月季');
    await rename('改名月季');
    expect(await infoName({ city_name: '', gshp_id: goodsId })).toBe('缓存月季');
    invalidateCatalogue(ctx.db);
    expect(await infoName({ gshp_id: goodsId, city_name: '' })).toBe('改名月季');
  });

  it('never hands a guest reply to a signed-in shopper, nor a list of one grade to another', async () => {
    const shopper = await signIn(ctx.app, await createUser(ctx.db, { uGrade: 3 }));
    await call(ctx.app, 'POST', '/v1/collection/collect', { key: shopper, json: { sup_id: goodsId } });
    const collected = async (key?: string) =>
      (await call<{ is_collected: number }>(ctx.app, 'GET', '/v2/goods/info', { query: { gshp_id: goodsId }, key })).body.data.is_collected;
    // The third time from the guests' repeats (`answerGuestRepeats`), which a key never reaches.
    for (let i = 0; i < 3; i += 1) expect(await collected()).toBe(0);
    // Goods info carries the shopper's own marks: a signed-in shopper always gets their own reply.
    expect(await collected(shopper)).toBe(1);
    const grades = async (key?: string) =>
      (
        await call<{ list: { price_info: { u_grade: number | null } }[] }>(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: '月季' }, key })
      ).body.data.list.map((card) => card.price_info.u_grade);
    expect(new Set(await grades())).toEqual(new Set([null]));
    expect(new Set(await grades(shopper))).toEqual(new Set([3]));
    expect(new Set(await grades())).toEqual(new Set([null]));
  });

  it('keeps no failed reply', async () => {
    const blank = () => call(ctx.app, 'GET', '/v1/search/sou', { query: { keywords: '' } });
    expect((await blank()).status).toBe(400);
    expect((await blank()).body.msg).toBe('搜索关键字不能为空！');
  });
});

describe("a guest's repeated read", () => {
  const send = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });

  it('is answered as the app answered it, headers and all, over plain HTTP and behind a TLS proxy', async () => {
    const paths = [
      `/v2/goods/info?gshp_id=${goodsId}`,
      '/v3/category/product_list?cat_id=1&page=1',
      `/v1/search/sou?keywords=${encodeURIComponent('月季')}`,
    ];
    for (const path of paths) {
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        const built = await (await send(path, headers)).text();
        // The app answers from the kept reply, byte for byte what it built, then the repeat does.
        const fromApp = await send(path, headers);
        const repeated = await send(path, headers);
        expect(repeated.status).toBe(200);
        // Each answer has its own request id (platform/request-log.ts).
        const { 'x-request-id': repeatedId, ...repeatedHeaders } = Object.fromEntries(repeated.headers);
        const { 'x-request-id': appId, ...appHeaders } = Object.fromEntries(fromApp.headers);
        expect(repeatedHeaders).toEqual(appHeaders);
        expect(repeatedId).toMatch(/^[0-9a-f-]{36}$/);
        expect(repeatedId).not.toBe(appId);
        const kept = await fromApp.text();
        expect(kept).toBe(built);
        expect(await repeated.text()).toBe(kept);
      }
    }
  });

  it("is answered the same from Node's own request, before the adapter, when the adapter would let it through", async () => {
    let atOnce = 0;
    const server = listen(
      {
        fetch: ctx.app.fetch,
        answerAtOnce: (request, response) => {
          const answered = ctx.app.answerAtOnce(request, response);
          if (answered) atOnce += 1;
          return answered;
        },
      },
      { port: 0, hostname: '127.0.0.1' },
    );
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    /** Over a new connection each time, with the Host header given (fetch would not send another). */
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', path, headers: { connection: 'close', ...headers } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            // Only the date and the request id may differ between two answers.
            const { date: _, 'x-request-id': __, ...rest } = answer.headers;
            resolve({ status: answer.statusCode ?? 0, headers: rest, text: Buffer.concat(chunks).toString() });
          });
        })
          .on('error', reject)
          .end();
      });
    try {
      const path = `/v1/search/sou?keywords=${encodeURIComponent('月季')}&page=1`;
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        await get(path, headers);
        const fromApp = await get(path, headers);
        const before = atOnce;
        expect(await get(path, headers)).toEqual(fromApp);
        expect(atOnce).toBe(before + 1);
      }
      // A Host the adapter refuses, a login key: the adapter and the app answer, as they would have.
      const settled = atOnce;
      expect((await get(path, { host: 'shop.test:99999' })).status).toBe(400);
      expect((await get(path, { key: 'not-a-session' })).status).toBe(200);
      expect(atOnce).toBe(settled);
    } finally {
      server.close();
    }
  });

  it('leaves a longer address that reads the same to the app and its limits', async () => {
    const path = `/v2/goods/info?gshp_id=${goodsId}`;
    for (let i = 0; i < 3; i += 1) expect((await send(path)).status).toBe(200);
    // Empty fields drop out of the canonical address the reply is kept under, not out of the address.
    expect((await send(`${path}${'&'.repeat(MAX_URL_CHARS)}`)).status).toBe(414);
  });

  it('runs the app until it has answered that very request from a kept reply, and again once the reply goes', async () => {
    const cache = catalogueCache(ctx.db);
    // On PostgreSQL nothing is kept until the cache hears other instances' changes.
    await vi.waitFor(() => expect(cache.live).toBe(true));
    let runs = 0;
    const app = new Hono<AppEnv & { Variables: { user: SessionUser | undefined } }>();
    app.use(async (c, next) => {
      runs += 1;
      c.set('db', ctx.db);
      c.set('user', undefined);
      await next();
    });
    app.get('/reply', cachedReply('grade'), (c) => respond(c, { built: runs }));
    const { fetch } = answerGuestRepeats(app.fetch, ctx.db, []);
    const get = async (headers: Record<string, string> = {}, method = 'GET') => {
      const answer = await fetch(new Request('http://shop.test/reply?a=1', { method, headers }));
      const text = await answer.text();
      return { status: answer.status, built: text && (JSON.parse(text) as Envelope<{ built: number }>).data.built };
    };
    expect(await get()).toEqual({ status: 200, built: 1 });
    expect(await get()).toEqual({ status: 200, built: 1 });
    expect(runs).toBe(2);
    expect(await get()).toEqual({ status: 200, built: 1 });
    expect(runs).toBe(2);
    // A login key, another X-Forwarded-Proto, another method: the app answers.
    await get({ key: 'some-key' });
    await get({ 'x-forwarded-proto': 'https' });
    await get({}, 'HEAD');
    expect(runs).toBe(5);
    invalidateCatalogue(ctx.db);
    expect(await get()).toEqual({ status: 200, built: 6 });
    expect(await get()).toEqual({ status: 200, built: 6 });
    expect(runs).toBe(6);
  });
});
