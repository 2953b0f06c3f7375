import { PARCEL_NUMBER_INVALID, PARCEL_NUMBER_REQUIRED, PARCEL_NUMBER_TAKEN, PARCEL_RECORDED, SESSION_LOST, WRONG_CREDENTIALS } from '@garden/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcelRecords, parcelStaff, refunds } from '../../db/schema/index';
import { DEMO_RETURN_TRACKING_NO } from '../../seed/build-orders';
import { DEMO_ACCOUNTS } from '../../seed/index';
import { hashPassword } from '../auth/index';
import { useSeededContext } from '../../test/catalogue-factories';
import { createUser, signIn } from '../../test/factories';
import { call } from '../../test/http';

interface Staff {
  parcel_key: string;
  user_name: string;
}

const ctx = useSeededContext();
let staffKey: string;
beforeAll(async () => {
  const { body } = await call<Staff>(ctx.app, 'POST', '/v1/parcel/login', {
    json: { user_name: DEMO_ACCOUNTS.parcel.userName, password: DEMO_ACCOUNTS.parcel.password },
  });
  staffKey = body.data.parcel_key;
});

const record = (logistics_no: string, key = staffKey, user: string = DEMO_ACCOUNTS.parcel.userName) =>
  call<{ logistics_no: string; refund_sn: string | null }>(ctx.app, 'POST', '/v1/parcel/record', { json: { parcel_key: key, user, logistics_no } });

describe('parcel staff', () => {
  it('logs in apart from shoppers, and a wrong password is refused, then slowed down', async () => {
    const staff = await call<Staff>(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'parcel', password: 'parcel123' } });
    expect(staff.body).toMatchObject({ code: 200, data: { user_name: 'parcel', parcel_key: expect.any(String) } });
    const password = await hashPassword('shelf-123');
    await ctx.db.insert(parcelStaff).values({ userName: 'shelf', passwordHash: password, createdAt: ctx.clock.now() });
    const wrong = () => call(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'shelf', password: 'guess-it' } });
    for (let i = 0; i < 3; i += 1) expect((await wrong()).body).toMatchObject({ code: 400, msg: WRONG_CREDENTIALS });
    expect((await wrong()).status).toBe(429);
    // The throttle holds for the right password too, until the wait is over.
    expect((await call(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'shelf', password: 'shelf-123' } })).status).toBe(429);
    ctx.clock.advance(60_000);
    expect((await call(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'shelf', password: 'shelf-123' } })).body.code).toBe(200);
    expect((await call(ctx.app, 'POST', '/v1/parcel/login', { json: { user_name: 'nobody', password: 'x' } })).body.msg).toBe(WRONG_CREDENTIALS);
  });

  it("refuses a shopper's key on parcel calls and a staff key on shopper calls", async () => {
    const shopper = await signIn(ctx.app, await createUser(ctx.db));
    expect(await record('SF0000000001', shopper)).toMatchObject({ status: 401, body: { code: 401, msg: SESSION_LOST } });
    expect(await record('SF0000000001', '')).toMatchObject({ status: 401, body: { msg: SESSION_LOST } });
    // A key of one staff member used under another's name is no session of that page either.
    expect((await record('SF0000000001', staffKey, 'shelf')).body.msg).toBe(SESSION_LOST);
    const asShopper = await call(ctx.app, 'GET', '/v1/user/info', { key: staffKey });
    expect(asShopper.body.code).toBe(2001);
    expect(await ctx.db.select().from(parcelRecords).where(eq(parcelRecords.logisticsNo, 'SF0000000001'))).toHaveLength(0);
  });

  it('records a trimmed number once, refusing it the second time and a blank one', async () => {
    const first = await record('  YT123456789  ');
    expect(first.body).toMatchObject({ code: 200, msg: PARCEL_RECORDED, data: { logistics_no: 'YT123456789', refund_sn: null } });
    const [row] = await ctx.db.select().from(parcelRecords).where(eq(parcelRecords.logisticsNo, 'YT123456789'));
    expect(row).toMatchObject({ createdAt: ctx.clock.now() });
    expect(await record('YT123456789')).toMatchObject({ status: 409, body: { msg: PARCEL_NUMBER_TAKEN } });
    expect(await record('   ')).toMatchObject({ status: 400, body: { msg: PARCEL_NUMBER_REQUIRED } });
    // Not a courier number: a stray scan, a sentence pasted in.
    for (const number of ['SF12', '退货 YT123', 'YT-123456789'])
      expect(await record(number)).toMatchObject({ status: 400, body: { msg: PARCEL_NUMBER_INVALID } });
  });

  it("marks the after-sales return with that tracking number received, once, for the operator's list", async () => {
    const [awaited] = await ctx.db.select().from(refunds).where(eq(refunds.refundInvoiceNo, DEMO_RETURN_TRACKING_NO));
    expect(awaited).toMatchObject({ refundType: 2, status: 0, receivedAt: null });
    const { body } = await record(DEMO_RETURN_TRACKING_NO);
    expect(body.data.refund_sn).toBe(awaited?.refundSn);
    const [received] = await ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundId, awaited?.refundId as number));
    expect(received?.receivedAt).toEqual(ctx.clock.now());
    ctx.clock.advance(1000);
    expect((await record(DEMO_RETURN_TRACKING_NO)).status).toBe(409);
    const [still] = await ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundId, awaited?.refundId as number));
    expect(still?.receivedAt).toEqual(received?.receivedAt);
    const pending = await call<{ open_refunds: { refund_id: number; received_time: number }[] }>(ctx.app, 'GET', '/v1/operator/orders/pending', {
      headers: { authorization: `Bearer ${ctx.operatorKey}` },
    });
    expect(pending.body.data.open_refunds.find((row) => row.refund_id === awaited?.refundId)?.received_time).toBe(
      Math.floor(received!.receivedAt!.getTime() / 1000),
    );
  });

  it('ends with the session: an expired staff key is a lost session', async () => {
    ctx.clock.advance(ctx.config.sessionIdleMs + 1000);
    expect(await record('ZT000000002')).toMatchObject({ status: 401, body: { msg: SESSION_LOST } });
  });
});
