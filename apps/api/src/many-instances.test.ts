// Several instances on one database (README "Running in production"): two real servers, each with its
// own data folder, on one PostgreSQL database with GARDEN_STORAGE=database, behind Debian's nginx
// balancing round-robin. Whatever instance answers, a shopper sees one shop: uploads, login keys, the
// wrong-password lock (sign-in security, counted per account and client IP, the client named by the
// proxy's X-Forwarded-For), the stock the operator sets and the payment sandbox's signed notifications.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WRONG_CREDENTIALS } from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { loginAttempts, payments } from './db/schema/index';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER } from './integrations/payments-sandbox';
import { OPERATOR_TOKEN_FILE } from './modules/auth/index';
import { createAddress } from './test/buying-factories';
import { createGoods } from './test/catalogue-factories';
import { createUser, type TestUser } from './test/factories';
import {
  createServerDatabase,
  freePort,
  postgresUrl,
  type RunningServer,
  signInOperator,
  sleep,
  startServer,
  stopServer,
} from './test/server-processes';

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const skipReason = !postgresUrl
  ? 'PostgreSQL only: PGlite is one process’s database'
  : !nginxBinary
    ? 'Debian’s nginx is not installed (.ci/run installs it)'
    : undefined;

/** The proxy's configuration, as an operator would write it: round-robin, the client's address forwarded. */
const nginxConfig = (dir: string, port: number, upstreams: number[]) => `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  upstream garden {
    ${upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n    ')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://garden;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;

interface Reply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/** One call as the web makes it (system/source PC, the login key), to a base URL. */
async function ask<T = unknown>(
  base: string,
  method: string,
  pathname: string,
  options: { key?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { system: 'PC', source: 'PC', ...options.headers };
  if (options.key) headers.key = options.key;
  if (options.json) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, { method, headers, body: options.json ? JSON.stringify(options.json) : undefined });
  return { status: response.status, body: await response.json() } as Reply<T>;
}

const signIn = (base: string, user: TestUser, password: string, clientIp?: string) =>
  ask<{ key: string }>(base, 'POST', '/v1/auth/signin', {
    json: { login_type: 1, mobile: user.mobile, password },
    headers: clientIp ? { 'x-forwarded-for': clientIp } : {},
  });

/** Polls until `check` answers something, within a bound of tries (never a timing assertion). */
async function waitFor<T>(check: () => Promise<T | undefined>, what: string, tries = 100): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = await check();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.skipIf(skipReason)(`two instances behind nginx on one PostgreSQL database${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  /** The token instance A wrote to its data folder at its first start (it only adds operators). */
  let operatorToken: string;
  /** The seeded shop manager's session key, signed in through instance A. */
  let operatorKey: string;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let dirs: string[] = [];
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  let nginx: { child: ChildProcess; exited: Promise<unknown>; output: () => string } | undefined;
  let proxy: string;

  beforeAll(async () => {
    database = await createServerDatabase(postgresUrl as string, 'garden_instances');
    dirs = await Promise.all(['a', 'b', 'nginx'].map((name) => mkdtemp(path.join(tmpdir(), `garden-instance-${name}-`))));
    const [dirA, dirB, nginxDir] = dirs as [string, string, string];
    // The same settings on both, as README "Running in production" says: one database, uploads in it, and the
    // proxy's address trusted to name clients. No GARDEN_OPERATOR_TOKEN: the database keeps the shop's token.
    const env = { GARDEN_STORAGE: 'database', GARDEN_TRUSTED_PROXIES: '127.0.0.1' };
    a = await startServer(dirA, database.url, env); // migrates and seeds first
    b = await startServer(dirB, database.url, env);
    operatorToken = (await readFile(path.join(dirA, OPERATOR_TOKEN_FILE), 'utf8')).trim();
    operatorKey = await signInOperator(a.base);
    handle = await openDatabase({ databaseUrl: database.url });

    const port = await freePort();
    const configFile = path.join(nginxDir, 'nginx.conf');
    await writeFile(configFile, nginxConfig(nginxDir, port, [a.port, b.port]));
    const child = spawn(nginxBinary as string, ['-e', 'stderr', '-p', nginxDir, '-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    nginx = { child, exited: new Promise((resolve) => child.once('exit', resolve)), output: () => output };
    proxy = `http://127.0.0.1:${port}`;
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
      return (
        (await fetch(`${proxy}/api/openapi.json`).then(
          (r) => r.ok,
          () => false,
        )) || undefined
      );
    }, 'nginx to answer');
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.child.exitCode === null) {
      nginx.child.kill('SIGQUIT');
      await nginx.exited;
    }
    await stopServer(a);
    await stopServer(b);
    await handle?.close();
    await database?.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves a picture uploaded through nginx from instance B and through nginx, from neither data folder', async () => {
    const { base: baseB } = b as RunningServer;
    const user = await createUser(handle.db);
    const signedIn = await signIn(proxy, user, user.password);
    expect(signedIn.body.code).toBe(200);
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
    const form = new FormData();
    form.append('prefix', 'pc');
    form.append('img', new File([gif], 'leaf.png', { type: 'image/png' }));
    const uploaded = await fetch(`${proxy}/v1/upload`, {
      method: 'POST',
      headers: { system: 'PC', source: 'PC', key: signedIn.body.data.key },
      body: form,
    });
    const reply = (await uploaded.json()) as Reply<{ img_arr: string[] }>['body'];
    expect(reply.code).toBe(200);
    const publicPath = reply.data.img_arr[0] as string;
    // Instance B directly, then nginx twice (round-robin: once each instance).
    for (const base of [baseB, proxy, proxy]) {
      const served = await fetch(`${base}${publicPath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(gif);
    }
    for (const dir of dirs.slice(0, 2)) expect(existsSync(path.join(dir as string, 'uploads'))).toBe(false);
  });

  it('honours on instance B a login key made on instance A', async () => {
    const [{ base: baseA }, { base: baseB }] = [a, b] as [RunningServer, RunningServer];
    const user = await createUser(handle.db);
    const signedIn = await signIn(baseA, user, user.password);
    expect(signedIn.body.code).toBe(200);
    const info = await ask<{ info: { mobile: string } }>(baseB, 'GET', '/v1/user/info', { key: signedIn.body.data.key });
    expect(info.body).toMatchObject({ code: 200, data: { info: { mobile: user.mobile, user_id: user.id } } });
    // And signing out on B ends it on A.
    expect((await ask(baseB, 'DELETE', '/v1/auth/logout', { key: signedIn.body.data.key })).body.code).toBe(200);
    expect((await ask(baseA, 'GET', '/v1/user/info', { key: signedIn.body.data.key })).body.code).toBe(2001);
  });

  it('locks an account for the client at the 5th wrong password spread over both instances, and only for that client', async () => {
    const [{ base: baseA }, { base: baseB }] = [a, b] as [RunningServer, RunningServer];
    const user = await createUser(handle.db);
    const client = '203.0.113.7';
    const other = '198.51.100.23';
    let wrong = 0;
    let turn = 0;
    while (wrong < 5) {
      // Alternating instances: each counts on the one shared row, so the slow-down and lock see them all.
      const base = turn % 2 === 0 ? baseA : baseB;
      const reply = await signIn(base, user, 'not-the-password', client);
      if (reply.status === 429) {
        expect(reply.body.msg).toMatch(/秒后再试$/); // the slow-down between the 3rd and 5th: wait, try again
        await sleep(1000);
        continue;
      }
      expect(reply.body).toMatchObject({ code: 400, msg: WRONG_CREDENTIALS });
      wrong += 1;
      turn += 1;
    }
    // The right password is refused now, by either instance and through nginx.
    for (const base of [baseA, baseB, proxy, proxy]) {
      const locked = await signIn(base, user, user.password, client);
      expect(locked.status).toBe(429);
      expect(locked.body.msg).toMatch(/分钟后再试$/);
    }
    // The lock is the client's (as nginx forwarded it), not the proxy's: another client gets in through nginx.
    const [row] = await handle.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.account, `user:${user.id}`), eq(loginAttempts.ip, client)));
    expect(row?.failures).toBe(5);
    expect((await signIn(proxy, user, user.password, other)).body.code).toBe(200);
    expect((await signIn(proxy, user, user.password)).body.code).toBe(200);
  }, 60_000);

  it('has one operator token and one set of operator sessions: both instances accept them', async () => {
    const [dirA, dirB] = dirs as [string, string];
    const [onA, onB] = await Promise.all([dirA, dirB].map(async (dir) => (await readFile(path.join(dir, OPERATOR_TOKEN_FILE), 'utf8')).trim()));
    expect(onA).toMatch(/^[\w-]{43}$/);
    expect(onB).toBe(onA);
    for (const [i, { base }] of ([a, b] as RunningServer[]).entries()) {
      const added = await ask(base, 'POST', '/v1/operator/operators/add', {
        json: { login: `clerk${i}`, password: 'garden123', role: '客服' },
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      expect(added.body.code).toBe(200);
      const asked = await ask(base, 'GET', '/v1/operator/orders', { headers: { authorization: `Bearer ${operatorKey}` } });
      expect(asked.body.code).toBe(200);
    }
  });

  it('shows the stock the operator set through instance A in instance B’s cached goods info', async () => {
    const [{ base: baseA }, { base: baseB }] = [a, b] as [RunningServer, RunningServer];
    const item = await createGoods(handle.db, { sendAddressId: 1, skus: [[2_500, 10]] });
    const stockOn = async (base: string) => (await ask<{ stock: number }>(base, 'GET', `/v2/goods/info?gshp_id=${item.goodsId}`)).body.data.stock;
    // Both instances have read (and cached) the goods at 10.
    expect(await stockOn(baseB)).toBe(10);
    expect(await stockOn(baseA)).toBe(10);
    const set = await ask(baseA, 'POST', '/v1/operator/goods/stock', {
      json: { gshp_id: item.goodsId, stock: 3 },
      headers: { authorization: `Bearer ${operatorKey}` },
    });
    expect(set.body.code).toBe(200);
    expect(await stockOn(baseA)).toBe(3);
    await waitFor(async () => ((await stockOn(baseB)) === 3 ? true : undefined), 'instance B to see the new stock');
    for (const base of [proxy, proxy]) expect(await stockOn(base)).toBe(3);
  });

  it('accepts on both instances the notification the payment sandbox signed for an order placed through instance A', async () => {
    const [{ base: baseA }, { base: baseB }] = [a, b] as [RunningServer, RunningServer];
    const user = await createUser(handle.db);
    await createAddress(handle.db, user.id);
    const key = (await signIn(proxy, user, user.password)).body.data.key;
    const item = await createGoods(handle.db, { sendAddressId: 1, skus: [[2_000, 10]] });
    const placed = await ask<{ sign: { code_url: string } }>(baseA, 'POST', '/v2/order/done', { key, json: { gshp_id: item.goodsId, pay_id: 16 } });
    expect(placed.body.code).toBe(200);
    const trade = new URL(placed.body.data.sign.code_url).searchParams.get('trade') as string;
    const [payment] = await handle.db.select().from(payments).where(eq(payments.outTradeNo, trade));
    // The gateway as a third party that shares only the database with the instances (the secret the seed made there).
    const notice = await createSandboxGateway(handle.db).signNotice('wxpay', trade, payment?.amountFen as number);
    const post = async (base: string) => {
      const response = await fetch(`${base}/v2/pay/notify/wxpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: notice.signature },
        body: notice.body,
      });
      return (await response.json()) as Reply<{ result: string }>['body'];
    };
    expect(await post(baseB)).toMatchObject({ code: 200, data: { result: 'paid' } });
    expect(await post(baseA)).toMatchObject({ code: 200, data: { result: 'replayed' } });
    for (const dir of dirs.slice(0, 2)) expect((await readdir(dir as string)).filter((name) => name.startsWith('payment-sandbox'))).toEqual([]);
  });
});
