// Operators, roles and the audit trail (issue 31): who may call what, sign-in and sessions, and the audit row of
// every write committed with it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from '@garden/contract';
import {
  OPERATOR_DISABLED,
  OPERATOR_FORBIDDEN,
  CURRENT_PASSWORD_WRONG,
  OPERATOR_ROLES,
  OPERATOR_TOKEN_BOOTSTRAP_ONLY,
  OPERATOR_TOKEN_INVALID,
  OPERATOR_WRONG_CREDENTIALS,
  type OperatorRole,
  roleAllows,
} from '@garden/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsSkus, operatorAudit } from '../../db/schema/index';
import { createBuyer } from '../../test/buying-factories';
import { createGoods, useSeededContext } from '../../test/catalogue-factories';
import { type CallOptions, call, callAsOperator, refused } from '../../test/http';
import { OPERATOR_CALLS, type OperatorCall } from './permissions';
import { DEMO_ACCOUNTS } from '../../seed/index';

const ctx = useSeededContext();

const signIn = (login: string, password: string, ip = '10.0.0.1') =>
  call<{ key: string; operator: { role: string } }>(ctx.app, 'POST', endpoints.operatorSignIn.path, { json: { login, password }, ip });
const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

/** The seeded shop manager, freshly signed in (tests move the clock past idle sessions). */
const asOwner = async () => as((await signIn('admin', 'garden123', '10.9.9.9')).body.data.key);

/** A new operator of `role` added by the shop manager, signed in: their key. */
async function operatorOf(role: OperatorRole, login = `op${Math.floor(Math.random() * 1e9)}`): Promise<{ key: string; id: number }> {
  const added = await call<{ operator_id: number }>(ctx.app, 'POST', endpoints.addOperator.path, {
    ...(await asOwner()),
    json: { login, password: 'secret123', role },
  });
  expect(added.body.code).toBe(200);
  const signedIn = await signIn(login, 'secret123');
  expect(signedIn.body.code).toBe(200);
  return { key: signedIn.body.data.key, id: added.body.data.operator_id };
}

const auditRows = () => ctx.db.select().from(operatorAudit);

describe('the operator guard', () => {
  it('lets no one in without a live operator key: no header, another scheme, a wrong key or a shopper key answer 401', async () => {
    const buyer = await createBuyer(ctx.db, ctx.config);
    const attempts: CallOptions[] = [
      {},
      { key: buyer.key },
      as(buyer.key),
      as(`${ctx.operatorKey}x`),
      { headers: { authorization: `Basic ${ctx.operatorKey}` } },
      { headers: { authorization: `Bearer ${ctx.operatorKey} ${ctx.operatorKey}` } },
    ];
    for (const options of attempts) {
      const answer = await call(ctx.app, 'GET', '/v1/operator/orders', options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    }
    // Even a path the API does not have says nothing about the operator API without a key.
    expect((await call(ctx.app, 'POST', '/v1/operator/nothing')).body).toEqual(refused(OPERATOR_TOKEN_INVALID, 401));
    expect((await call(ctx.app, 'POST', '/v1/operator/nothing', as(ctx.operatorKey))).status).toBe(404);
    expect((await callAsOperator(ctx, 'GET', '/v1/operator/orders')).body.code).toBe(200);
  });

  it('lets the data-folder token add operators and nothing else', async () => {
    const token = as(ctx.operatorToken);
    const refusedCall = await call(ctx.app, 'GET', '/v1/operator/orders', token);
    expect(refusedCall.status).toBe(403);
    expect(refusedCall.body).toEqual(refused(OPERATOR_TOKEN_BOOTSTRAP_ONLY, 403));
    const added = await call(ctx.app, 'POST', endpoints.addOperator.path, { ...token, json: { login: 'boss', password: 'garden456', role: '店长' } });
    expect(added.body).toMatchObject({ code: 200, data: { login: 'boss', role: '店长', disabled: 0 } });
    expect((await signIn('boss', 'garden456')).body.code).toBe(200);
    const [row] = await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, 'boss'));
    expect(row).toMatchObject({ operatorId: null, action: 'addOperator', targetType: 'operator', before: null });
    expect(row?.after).not.toHaveProperty('password_hash');
  });

  it('opens each call to exactly the roles holding its permission (403 with a Chinese message otherwise)', async () => {
    // Every call of the table with no fields: a refused one answers 403 before anything is read; an allowed one
    // answers its own reply or its validation message, never 403.
    const calls = (Object.keys(OPERATOR_CALLS) as OperatorCall[]).filter((name) => !['operatorSignIn', 'operatorSignOut'].includes(name));
    for (const role of OPERATOR_ROLES) {
      const { key } = await operatorOf(role);
      for (const name of calls) {
        const { method, path: route } = endpoints[name];
        // Read raw: an allowed call may answer a file (the goods spreadsheet), not the envelope.
        const answer = await ctx.app.request(route, {
          method: method.toUpperCase(),
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: method === 'get' ? undefined : '{}',
        });
        const allowed = roleAllows(role, OPERATOR_CALLS[name].permission as Exclude<(typeof OPERATOR_CALLS)[OperatorCall]['permission'], 'public'>);
        expect({ role, name, status: answer.status, ...(allowed ? {} : { body: await answer.json() }) }).toEqual({
          role,
          name,
          status: allowed ? expect.not.toSatisfy((status: number) => status === 403 || status === 401) : 403,
          ...(allowed ? {} : { body: refused(OPERATOR_FORBIDDEN, 403) }),
        });
      }
    }
  });

  it('is documented as the bearer scheme of every operator call but the sign-in', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operatorPaths = Object.entries(doc.paths).filter(([route]) => route.startsWith('/v1/operator/'));
    expect(operatorPaths.length).toBe(Object.keys(OPERATOR_CALLS).length);
    for (const [route, methods] of operatorPaths)
      for (const operation of Object.values(methods))
        expect(operation.security).toEqual(route === endpoints.operatorSignIn.path ? [] : [{ operatorToken: [] }]);
  });
});

describe('operator sign-in', () => {
  it('signs the seeded demo operators in with their roles, and refuses a wrong password or an unknown login alike', async () => {
    // Every role has a demo operator (the README's table): 店长, 运营, 仓库, 客服 and 财务.
    expect(new Set(DEMO_ACCOUNTS.operators.map((operator) => operator.role))).toEqual(new Set(OPERATOR_ROLES));
    for (const { login, password, role } of DEMO_ACCOUNTS.operators) expect((await signIn(login, password)).body.data.operator.role).toBe(role);
    expect((await signIn('admin', 'wrong-one', '10.0.0.9')).body).toEqual(refused(OPERATOR_WRONG_CREDENTIALS));
    expect((await signIn('nobody', 'garden123', '10.0.0.9')).body).toEqual(refused(OPERATOR_WRONG_CREDENTIALS));
  });

  it('slows down and locks a login after wrong passwords, as shoppers', async () => {
    await operatorOf('客服', 'throttled');
    const ip = '10.0.0.2';
    for (let i = 0; i < 3; i += 1) expect((await signIn('throttled', 'wrong-one', ip)).status).toBe(400);
    expect((await signIn('throttled', 'secret123', ip)).status).toBe(429);
    for (let i = 0; i < 2; i += 1) {
      ctx.clock.advance(60_000);
      await signIn('throttled', 'wrong-one', ip);
    }
    ctx.clock.advance(60_000);
    const locked = await signIn('throttled', 'secret123', ip);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/分钟/);
    // Another address is not locked out by this one.
    expect((await signIn('throttled', 'secret123', '10.0.0.3')).body.code).toBe(200);
  });

  it('answers me, signs out, and ends an idle session', async () => {
    const { key } = await operatorOf('仓库');
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(key))).body.data).toMatchObject({
      role: '仓库',
      permissions: ['self', 'dashboard', 'orders-read', 'shipping', 'parcel-staff'],
    });
    expect((await call(ctx.app, 'POST', endpoints.operatorSignOut.path, as(key))).body.code).toBe(200);
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(key))).status).toBe(401);
    const idle = await operatorOf('仓库');
    ctx.clock.advance(ctx.config.sessionIdleMs + 1);
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(idle.key))).status).toBe(401);
  });

  it('ends the other sessions at a password change, which needs the old password', async () => {
    const first = await operatorOf('财务', 'changer');
    const second = (await signIn('changer', 'secret123')).body.data.key;
    const change = (old_password: string) =>
      call(ctx.app, 'POST', endpoints.changeOperatorPassword.path, { ...as(first.key), json: { old_password, new_password: 'newpass456' } });
    expect((await change('not-it')).body).toEqual(refused(CURRENT_PASSWORD_WRONG));
    expect((await change('secret123')).body.code).toBe(200);
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(second))).status).toBe(401);
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(first.key))).body.code).toBe(200);
    expect((await signIn('changer', 'secret123', '10.0.0.7')).body.code).toBe(400);
    expect((await signIn('changer', 'newpass456', '10.0.0.7')).body.code).toBe(200);
  });

  it('refuses a disabled operator: their sessions end and they cannot sign in', async () => {
    const { key, id } = await operatorOf('运营', 'leaver');
    const disabled = await call(ctx.app, 'POST', endpoints.updateOperator.path, { ...(await asOwner()), json: { operator_id: id, disabled: 1 } });
    expect(disabled.body).toMatchObject({ code: 200, data: { disabled: 1 } });
    // The trail names the account by its login, as it named it when it was added.
    const trail = await ctx.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, 'leaver')).orderBy(operatorAudit.id);
    expect(trail.map((row) => [row.action, row.targetType])).toEqual([
      ['addOperator', 'operator'],
      ['updateOperator', 'operator'],
    ]);
    expect(trail[1]).toMatchObject({ before: { login: 'leaver', disabled: false }, after: { login: 'leaver', disabled: true } });
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(key))).status).toBe(401);
    expect((await signIn('leaver', 'secret123')).body).toEqual(refused(OPERATOR_DISABLED, 403));
    // A session still open when the flag is set another way opens nothing either.
    await call(ctx.app, 'POST', endpoints.updateOperator.path, { ...(await asOwner()), json: { operator_id: id, disabled: 0 } });
    const again = (await signIn('leaver', 'secret123')).body.data.key;
    await ctx.db.execute(sql`update operators set disabled = true where operator_id = ${id}`);
    expect((await call(ctx.app, 'GET', endpoints.operatorMe.path, as(again))).body).toEqual(refused(OPERATOR_DISABLED, 403));
  });
});

describe('the audit trail', () => {
  it('records a write with its operator, target and the row before and after, in the write’s transaction', async () => {
    const goods = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const [sku] = await ctx.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goods.goodsId));
    const skuId = (sku as { skuId: number }).skuId;
    const yunying = await operatorOf('运营');
    const set = await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(yunying.key), json: { sku_id: skuId, stock: 7 } });
    expect(set.body.code).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(skuId)));
    expect(row).toMatchObject({ operatorId: yunying.id, action: 'setStock', targetType: 'sku', at: ctx.clock.now() });
    expect(row?.before).toMatchObject({ sku_id: skuId, stock: 10 });
    expect(row?.after).toMatchObject({ sku_id: skuId, stock: 7 });

    // A refused call and a failed write leave no row and no change.
    const warehouse = await operatorOf('仓库');
    const count = (await auditRows()).length;
    expect((await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(warehouse.key), json: { sku_id: skuId, stock: 1 } })).status).toBe(403);
    expect((await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(yunying.key), json: { sku_id: 99_999_999, stock: 1 } })).status).toBe(404);
    expect((await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(yunying.key), json: { sku_id: skuId, stock: -1 } })).status).toBe(400);
    expect(await auditRows()).toHaveLength(count);

    // The row commits with the change or neither does: with the audit insert refused, the stock stays as it was.
    await ctx.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'no audit'; end; $$`);
    await ctx.db.execute(sql`create trigger refuse_audit before insert on operator_audit for each row execute function refuse_audit()`);
    try {
      expect((await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(yunying.key), json: { sku_id: skuId, stock: 3 } })).status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_audit on operator_audit`);
    }
    const [after] = await ctx.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.skuId, skuId));
    expect(after?.stock).toBe(7);
    expect(await auditRows()).toHaveLength(count);
  });

  it('lists the trail newest first, by operator, target and time, in pages', async () => {
    const goods = await createGoods(ctx.db, { skus: [[10_000, 10]] });
    const yunying = await operatorOf('运营');
    const owner = await asOwner();
    const started = Math.floor(ctx.clock.now().getTime() / 1000);
    for (const stock of [1, 2, 3]) {
      ctx.clock.advance(1000);
      await call(ctx.app, 'POST', endpoints.setStock.path, { ...as(yunying.key), json: { gshp_id: goods.goodsId, stock } });
    }
    const list = (query: Record<string, string | number>) =>
      call<{ list: { after: { stock: number }[]; operator_id: number; target_type: string }[]; total: number }>(
        ctx.app,
        'GET',
        endpoints.auditTrail.path,
        { ...owner, query },
      );
    const byOperator = await list({ operator_id: yunying.id });
    expect(byOperator.body.data.total).toBe(3);
    expect(byOperator.body.data.list.map((entry) => entry.after[0]?.stock)).toEqual([3, 2, 1]);
    const byTarget = await list({ target_type: 'goods', target_id: String(goods.goodsId), limit: 2, page: 2 });
    expect(byTarget.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(byTarget.body.data.list).toHaveLength(1);
    expect((await list({ operator_id: yunying.id, from: started + 2, to: started + 2 })).body.data.total).toBe(1);
    // The finance role reads it; the catalogue role does not.
    expect((await call(ctx.app, 'GET', endpoints.auditTrail.path, as(yunying.key))).status).toBe(403);
    expect((await call(ctx.app, 'GET', endpoints.auditTrail.path, as((await operatorOf('财务')).key))).body.code).toBe(200);
  });

  it('is append-only: the database refuses to change or remove a row, and no code does', async () => {
    // The update and delete triggers fire per row, so the table must hold one for them to be tried at all.
    await ctx.db.insert(operatorAudit).values({ operatorId: null, at: ctx.clock.now(), action: 'test', targetType: 'test', targetId: '1' });
    await expect(ctx.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate operator_audit cascade`)).rejects.toThrow();
    const sources = await collectSources(path.resolve(import.meta.dirname, '../..'));
    for (const [file, text] of sources) {
      if (file.endsWith('.test.ts')) continue;
      expect({ file, found: /\.(update|delete)\(\s*operatorAudit\b|(update|delete\s+from|truncate)\s+"?operator_audit/i.exec(text)?.[0] }).toEqual({
        file,
        found: undefined,
      });
    }
  });
});

async function collectSources(dir: string): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await collectSources(full)));
    else if (entry.name.endsWith('.ts')) found.push([full, await readFile(full, 'utf8')]);
  }
  return found;
}
