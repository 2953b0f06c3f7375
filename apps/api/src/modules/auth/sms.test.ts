import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  DEVICE_ID_INVALID,
  MOBILE_INVALID,
  MOBILE_NOT_REGISTERED,
  MOBILE_REGISTERED,
  MOBILE_TAKEN,
  SMS_DAILY_CAP_REACHED,
  SMS_IP_CAP_REACHED,
  smsWaitMessage,
} from '@garden/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas, smsCodes } from '../../db/schema/index';
import { createSandbox } from '../../integrations/sandbox';
import { createTestContext, useTestContext } from '../../test/context';
import { createMobile, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { createDeviceId, solveCaptcha } from '../../test/sms';

const ctx = useTestContext();

const MINUTE = 60_000;
const send = async (mobile: string, type = 1) =>
  call<{ countdown: number }>(ctx.app, 'POST', '/v2/sms/send', { json: { mobile, type, ...(await solveCaptcha(ctx.app)) } });

describe('POST /v2/sms/captcha', () => {
  it('answers an SVG picture drawn as paths, not text, and keeps only a digest', async () => {
    const device_id = createDeviceId();
    const { body } = await call<{ captcha: string }>(ctx.app, 'POST', '/v2/sms/captcha', { form: { device_id } });
    expect(body.code).toBe(200);
    const [prefix, base64] = body.data.captcha.split(',');
    expect(prefix).toBe('data:image/svg+xml;base64');
    const svg = Buffer.from(base64!, 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
    const answer = ctx.sandbox.captchaAnswers.get(device_id)!;
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    expect(svg).not.toContain(answer);
    const [row] = await ctx.db.select().from(captchas).where(eq(captchas.deviceId, device_id));
    expect(row?.answerDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sweeps expired captchas of abandoned devices', async () => {
    const abandoned = createDeviceId();
    await call(ctx.app, 'POST', '/v2/sms/captcha', { json: { device_id: abandoned } });
    ctx.clock.advance(6 * MINUTE);
    await call(ctx.app, 'POST', '/v2/sms/captcha', { json: { device_id: createDeviceId() } });
    expect(await ctx.db.select().from(captchas).where(eq(captchas.deviceId, abandoned))).toEqual([]);
  });

  it.each(['abc12', 'a'.repeat(33), 'abc-123', ''])('refuses device_id %j', async (device_id) => {
    const { body } = await call(ctx.app, 'POST', '/v2/sms/captcha', { json: { device_id } });
    expect(body).toEqual({ code: 400, msg: DEVICE_ID_INVALID, data: null });
  });
});

describe('POST /v2/sms/send', () => {
  it('sends a 6-digit code, stored only as a digest, and answers the countdown', async () => {
    const mobile = createMobile();
    const { body } = await send(mobile);
    expect(body).toMatchObject({ code: 200, data: { countdown: 60 } });
    const message = ctx.sandbox.sms.latest(mobile)!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    const rows = await ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(message.code);
  });

  it('accepts the captcha in any letter case, only once', async () => {
    const mobile = createMobile();
    const solved = await solveCaptcha(ctx.app);
    const json = { mobile, type: 1, device_id: solved.device_id, captcha: solved.captcha.toLowerCase() };
    expect((await call(ctx.app, 'POST', '/v2/sms/send', { json })).body.code).toBe(200);
    ctx.clock.advance(10 * MINUTE);
    expect((await call(ctx.app, 'POST', '/v2/sms/send', { json })).body).toEqual({ code: 400, msg: CAPTCHA_INVALID, data: null });
  });

  it('uses up the captcha on a wrong guess, and lets it expire after 5 minutes', async () => {
    const mobile = createMobile();
    const wrong = await solveCaptcha(ctx.app);
    const guess = wrong.captcha === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await call(ctx.app, 'POST', '/v2/sms/send', { json: { mobile, type: 1, ...wrong, captcha: guess } })).body.msg).toBe(CAPTCHA_INVALID);
    expect((await call(ctx.app, 'POST', '/v2/sms/send', { json: { mobile, type: 1, ...wrong } })).body.msg).toBe(CAPTCHA_INVALID);
    const late = await solveCaptcha(ctx.app);
    ctx.clock.advance(5 * MINUTE);
    expect((await call(ctx.app, 'POST', '/v2/sms/send', { json: { mobile, type: 1, ...late } })).body.msg).toBe(CAPTCHA_INVALID);
    expect(ctx.sandbox.sms.latest(mobile)).toBeUndefined();
  });

  it('waits 60 s times the sends so far, then caps a mobile at 10 a day', async () => {
    const mobile = createMobile();
    for (let sends = 1; sends <= 10; sends += 1) {
      const { body } = await send(mobile);
      expect(body).toMatchObject({ code: 200, data: { countdown: 60 * sends } });
      const early = await send(mobile);
      expect(early.status).toBe(429);
      expect(early.body.msg).toBe(sends < 10 ? smsWaitMessage(60 * sends) : SMS_DAILY_CAP_REACHED);
      ctx.clock.advance(60_000 * sends);
    }
    expect((await send(mobile)).body).toEqual({ code: 429, msg: SMS_DAILY_CAP_REACHED, data: null });
    ctx.clock.advance(24 * 60 * MINUTE);
    expect((await send(mobile)).body.code).toBe(200);
  });

  it('caps one IP at 30 sends an hour', async () => {
    ctx.clock.advance(2 * 60 * MINUTE);
    for (let i = 0; i < 30; i += 1) expect((await send(createMobile())).body.code).toBe(200);
    expect((await send(createMobile())).body).toEqual({ code: 429, msg: SMS_IP_CAP_REACHED, data: null });
    ctx.clock.advance(60 * MINUTE);
  });

  it('refuses a register code for a registered mobile, a reset or bind code as the spec says', async () => {
    const user = await createUser(ctx.db);
    expect((await send(user.mobile!, 2)).body).toEqual({ code: 409, msg: MOBILE_REGISTERED, data: null });
    expect((await send(createMobile(), 3)).body).toEqual({ code: 404, msg: MOBILE_NOT_REGISTERED, data: null });
    expect((await send(user.mobile!, 4)).body).toEqual({ code: 409, msg: MOBILE_TAKEN, data: null });
  });

  it.each([
    [{ mobile: '1234', type: 1 }, MOBILE_INVALID],
    [{ mobile: '13800138000', type: 1, device_id: 'short' }, DEVICE_ID_INVALID],
    [{ mobile: '13800138000', type: 1, device_id: 'abcdef123', captcha: '' }, CAPTCHA_REQUIRED],
  ])('refuses %j with %s', async (json, msg) => {
    const { body } = await call(ctx.app, 'POST', '/v2/sms/send', { json: { captcha: 'AAAA', device_id: 'abcdef123', ...json } });
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('names the type field when it is not 1 to 4', async () => {
    const { body } = await call(ctx.app, 'POST', '/v2/sms/send', {
      json: { mobile: '13800138000', type: 7, device_id: 'abcdef123', captcha: 'AAAA' },
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('type');
  });
});

describe('an SMS gateway outage', () => {
  it('answers 500 服务器繁忙, logs the error and keeps no code', async () => {
    const logged: unknown[] = [];
    // A failing gateway, with a sandbox beside it only to read the captcha answer.
    const down = await createTestContext({
      sms: { send: async () => Promise.reject(new Error('gateway down')) },
      sandbox: createSandbox(),
      logError: (error) => logged.push(error),
    });
    try {
      const mobile = createMobile();
      const { status, body } = await call(down.app, 'POST', '/v2/sms/send', {
        json: { mobile, type: 1, ...(await solveCaptcha(down.app)) },
      });
      expect(status).toBe(500);
      expect(body).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
      expect(logged).toHaveLength(1);
      expect(await down.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('GET /__sandbox/sms', () => {
  it('answers 404 for a mobile without messages, and 400 for a bad mobile', async () => {
    expect((await call(ctx.app, 'GET', '/__sandbox/sms', { query: { mobile: createMobile() } })).body.code).toBe(404);
    expect((await call(ctx.app, 'GET', '/__sandbox/sms', { query: { mobile: 'x' } })).body).toEqual({
      code: 400,
      msg: MOBILE_INVALID,
      data: null,
    });
  });

  it('does not exist with a real gateway', async () => {
    const real = await createTestContext({ sms: { send: async () => {} } });
    try {
      expect((await call(real.app, 'GET', '/__sandbox/sms', { query: { mobile: '13800138000' } })).body.code).toBe(404);
      const doc = (await (await real.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).some((path) => path.startsWith('/__sandbox'))).toBe(false);
    } finally {
      await real.close();
    }
  });
});
