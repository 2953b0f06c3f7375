// The per-account and per-IP limits (README "Limits"): uploads, suggestions, comments, and wrong passwords on
// one account from many addresses. Counted in the database, so a second instance sees the same counts.
import { CAPTCHA_INVALID, CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE, tooOftenMessage, WRONG_CREDENTIALS } from '@garden/domain';
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFeedback, parcelStaff, reviewComments, reviews, uploads } from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import { useSeededContext } from '../test/catalogue-factories';
import { createMobile, createUser, signIn } from '../test/factories';
import { call, refused } from '../test/http';
import { requestSmsCode, solveCaptcha } from '../test/sms';

const MINUTE = 60_000;
const MB = 1_048_576;

const ctx = useSeededContext();

/** A PNG of `size` bytes: the signature, then zeros. */
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'photo.png', { type: 'image/png' });
};
const upload = (key: string, files: File[]) => call<{ img_arr: string[] }>(ctx.app, 'POST', '/v1/upload', { key, form: { 'img[]': files } });
const tooMany = (msg: string) => refused(msg, 429);

describe('uploads per account', () => {
  it('takes 30 MB in 10 minutes, then answers 429 with the wait and stores nothing; another account is not held up', async () => {
    const user = await createUser(ctx.db);
    const key = await signIn(ctx.app, user);
    const almostMb = () => png(MB - 1);
    for (let round = 0; round < 3; round += 1) {
      ctx.clock.advance(MINUTE);
      expect((await upload(key, Array.from({ length: 9 }, almostMb))).body.code).toBe(200);
    }
    // 27 pictures of almost 1 MB: 4 more would pass 30 MB. The first 9 went in 2 minutes ago, so 8 minutes to wait.
    const refusedUpload = await upload(key, Array.from({ length: 4 }, almostMb));
    expect(refusedUpload.status).toBe(429);
    expect(refusedUpload.body).toEqual(tooMany(tooOftenMessage('上传图片', 8 * 60)));
    expect(await ctx.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(27);
    expect((await upload(key, [almostMb(), almostMb()])).body.code).toBe(200);

    const other = await signIn(ctx.app, await createUser(ctx.db));
    expect((await upload(other, Array.from({ length: 9 }, almostMb))).body.code).toBe(200);
    ctx.clock.advance(8 * MINUTE);
    expect((await upload(key, Array.from({ length: 4 }, almostMb))).body.code).toBe(200);
  });

  it('takes 60 small pictures in 10 minutes, then refuses the 61st', async () => {
    const key = await signIn(ctx.app, await createUser(ctx.db));
    for (const count of [9, 9, 9, 9, 9, 9, 6])
      expect(
        (
          await upload(
            key,
            Array.from({ length: count }, () => png(100)),
          )
        ).body.code,
      ).toBe(200);
    expect((await upload(key, [png(100)])).status).toBe(429);
  });
});

describe('suggestions: guests per IP, shoppers per account', () => {
  const suggest = (options: { ip?: string; key?: string }) =>
    call(ctx.app, 'POST', '/v1/catalogue/feedback', { ...options, json: { content: '希望多一些宿根花卉' } });

  it('takes 5 from one address in 10 minutes, then 429; other addresses and signed-in shoppers go on', async () => {
    const before = (await ctx.db.select().from(catalogueFeedback)).length;
    for (let n = 0; n < 5; n += 1) expect((await suggest({ ip: '203.0.113.9' })).body.code).toBe(200);
    const held = await suggest({ ip: '203.0.113.9' });
    expect(held.status).toBe(429);
    expect(held.body).toEqual(tooMany(tooOftenMessage('提交建议', 10 * 60)));
    const raw = await ctx.app.request(
      '/v1/catalogue/feedback',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: '再来一条' }) },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect([raw.status, raw.headers.get('retry-after')]).toEqual([429, '600']);
    expect(await ctx.db.select().from(catalogueFeedback)).toHaveLength(before + 5);
    expect((await suggest({ ip: '203.0.113.10' })).body.code).toBe(200);
    // A shopper is counted as an account, wherever the request comes from.
    const key = await signIn(ctx.app, await createUser(ctx.db));
    for (let n = 0; n < 5; n += 1) expect((await suggest({ ip: '203.0.113.9', key })).body.code).toBe(200);
    expect((await suggest({ ip: '198.51.100.1', key })).status).toBe(429);
    ctx.clock.advance(10 * MINUTE);
    expect((await suggest({ ip: '203.0.113.9' })).body.code).toBe(200);
  });
});

describe('comments per account', () => {
  it('takes 5 comments and replies a minute, then 429 and writes nothing', async () => {
    const author = await createUser(ctx.db);
    const [review] = await ctx.db.select().from(reviews).where(ne(reviews.userId, author.id)).limit(1);
    const key = await signIn(ctx.app, author);
    const g_comment_id = review?.gCommentId;
    const first = await call<{ comment_id: number }>(ctx.app, 'POST', '/v1/comarticle/comment', { key, json: { g_comment_id, content: '好看' } });
    expect(first.body.code).toBe(200);
    for (let n = 0; n < 4; n += 1) {
      expect((await call(ctx.app, 'POST', '/v1/comarticle/comment', { key, json: { g_comment_id, content: `第${n}条` } })).body.code).toBe(200);
    }
    const countMine = async () => (await ctx.db.select().from(reviewComments).where(eq(reviewComments.userId, author.id))).length;
    expect(await countMine()).toBe(5);
    const held = await call(ctx.app, 'POST', '/v1/comarticle/comment', { key, json: { g_comment_id, content: '又一条' } });
    expect(held.status).toBe(429);
    expect(held.body).toEqual(tooMany(tooOftenMessage('评论', 60)));
    // Replies count with comments.
    const other = await signIn(ctx.app, await createUser(ctx.db));
    const theirs = await call<{ comment_id: number }>(ctx.app, 'POST', '/v1/comarticle/comment', {
      key: other,
      json: { g_comment_id, content: '同感' },
    });
    const reply = { g_comment_id, comment_id: theirs.body.data.comment_id, content: '谢谢' };
    expect((await call(ctx.app, 'POST', '/v1/comarticle/reply', { key, json: reply })).status).toBe(429);
    expect(await countMine()).toBe(5);
    ctx.clock.advance(MINUTE);
    expect((await call(ctx.app, 'POST', '/v1/comarticle/reply', { key, json: reply })).body.code).toBe(200);
  });
});

describe('wrong passwords on one account from many addresses', () => {
  const signin = (mobile: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    call(ctx.app, 'POST', '/v1/auth/signin', { ip, json: { login_type: 1, mobile, password, ...extra } });
  const addresses = Array.from({ length: 20 }, (_, n) => `198.51.100.${n + 1}`);

  it('after 10 in an hour asks every address for the captcha with the password, never locks the owner out', async () => {
    const user = await createUser(ctx.db);
    const mobile = user.mobile ?? '';
    const answers = [];
    for (const ip of addresses) for (let n = 0; n < 2; n += 1) answers.push((await signin(mobile, 'wrong-pass', ip)).body);
    expect(answers.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => refused(WRONG_CREDENTIALS)));
    expect(answers.slice(10)).toEqual(Array.from({ length: 30 }, () => refused(CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE)));

    // The owner, from a new address: the password alone is not enough, a wrong captcha neither; with a solved one it works.
    const home = '192.0.2.50';
    expect((await signin(mobile, user.password, home)).body).toEqual(refused(CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE));
    const solved = await solveCaptcha(ctx.app);
    expect((await signin(mobile, user.password, home, { ...solved, captcha: 'ZZZZ' })).body).toEqual(refused(CAPTCHA_INVALID, CAPTCHA_NEEDED_CODE));
    // Each guess used the captcha up: the solved answer of that picture no longer works either.
    expect((await signin(mobile, user.password, home, solved)).body.code).toBe(CAPTCHA_NEEDED_CODE);
    const fresh = await solveCaptcha(ctx.app);
    expect((await signin(mobile, 'wrong-pass', home, fresh)).body).toEqual(refused(WRONG_CREDENTIALS));
    const again = await solveCaptcha(ctx.app);
    const signedIn = await signin(mobile, user.password, home, again);
    expect(signedIn.body.code).toBe(200);
    // A success forgets the account's failures.
    expect((await signin(mobile, user.password, '192.0.2.51')).body.code).toBe(200);
  });

  it('lets SMS sign-in through while the password needs a captcha, and frees the password after an hour', async () => {
    const user = await createUser(ctx.db);
    const mobile = user.mobile ?? '';
    for (const ip of addresses.slice(0, 10)) expect((await signin(mobile, 'wrong-pass', ip)).body.msg).toBe(WRONG_CREDENTIALS);
    expect((await signin(mobile, user.password, addresses[10] ?? '')).body.code).toBe(CAPTCHA_NEEDED_CODE);
    const code = await requestSmsCode(ctx.app, mobile, 1);
    expect((await call(ctx.app, 'POST', '/v1/auth/signin', { json: { login_type: 2, mobile, sms_code: code } })).body.code).toBe(200);
    ctx.clock.advance(60 * MINUTE);
    expect((await signin(mobile, user.password, addresses[10] ?? '')).body.code).toBe(200);
  });

  it('asks for the captcha alike for a name that is no account, so the question names no account', async () => {
    const nobody = createMobile();
    for (const ip of addresses.slice(0, 10)) expect((await signin(nobody, 'wrong-pass', ip)).body).toEqual(refused(WRONG_CREDENTIALS));
    expect((await signin(nobody, 'wrong-pass', addresses[11] ?? '')).body).toEqual(refused(CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE));
    expect((await signin(nobody, 'wrong-pass', addresses[11] ?? '', await solveCaptcha(ctx.app))).body).toEqual(refused(WRONG_CREDENTIALS));
  });
});

describe('wrong passwords on a parcel staff login from many addresses', () => {
  it('ask for the captcha alike, and the staff member gets in with it', async () => {
    const userName = `shelf${Date.now() % 100000}`;
    await ctx.db.insert(parcelStaff).values({ userName, passwordHash: await hashPassword('shelf-123'), createdAt: ctx.clock.now() });
    const login = (password: string, ip: string, extra: Record<string, string> = {}) =>
      call(ctx.app, 'POST', '/v1/parcel/login', { ip, json: { user_name: userName, password, ...extra } });
    for (let n = 1; n <= 10; n += 1) expect((await login('guess-it', `198.51.100.${n}`)).body).toEqual(refused(WRONG_CREDENTIALS));
    expect((await login('shelf-123', '192.0.2.9')).body).toEqual(refused(CAPTCHA_NEEDED, CAPTCHA_NEEDED_CODE));
    expect((await login('shelf-123', '192.0.2.9', await solveCaptcha(ctx.app))).body.code).toBe(200);
  });
});
