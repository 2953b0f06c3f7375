import { createHash, randomInt } from 'node:crypto';
import { SMS_CODE_WRONG, SMS_DAILY_CAP_REACHED, SMS_IP_CAP_REACHED, smsCountdownSeconds, smsSecondsLeft, smsWaitMessage } from '@garden/domain';
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { badRequest, tooManyRequests } from '../../platform/api-error';

/**
 * What a code is for, by the `type` of /v2/sms/send. The numbers are the login dialog's modes
 * (storefront §4): 1 SMS login, 2 register, 3 reset password, 4 bind mobile.
 */
export const SMS_PURPOSES = { 1: 'signin', 2: 'signup', 3: 'forget', 4: 'binding' } as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[keyof typeof SMS_PURPOSES];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A code lives 5 minutes. */
const CODE_TTL_MS = 5 * MINUTE_MS;
/** Wrong entries a code survives; the next one needs a new code. */
const MAX_ATTEMPTS = 5;
/** Sends per mobile in 24 hours. */
const DAILY_CAP_PER_MOBILE = 10;
/** Sends per IP in one hour, across mobiles. */
const HOURLY_CAP_PER_IP = 30;

function digestCode(mobile: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');
}

/**
 * Sends a fresh 6-digit code to `mobile` and returns the countdown the button shows. The wait
 * before the next send is 60 s times the sends so far (storefront §4, §9), with a daily cap
 * per mobile and an hourly cap per IP. Checks and insert run under a per-mobile lock.
 */
export async function sendSmsCode(
  db: Database,
  config: AppConfig,
  request: { mobile: string; purpose: SmsPurpose; ip: string },
): Promise<{ countdown: number }> {
  const { mobile, purpose, ip } = request;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    const now = config.now();
    const [sent] = await tx
      .select({ sends: count(), last: max(smsCodes.createdAt) })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    const sends = sent?.sends ?? 0;
    if (sends >= DAILY_CAP_PER_MOBILE) throw tooManyRequests(SMS_DAILY_CAP_REACHED);
    if (sent?.last) {
      const wait = smsSecondsLeft({ sentAt: sent.last, sendCount: sends }, now);
      if (wait > 0) throw tooManyRequests(smsWaitMessage(wait));
    }
    const [fromIp] = await tx
      .select({ sends: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, new Date(now.getTime() - 60 * MINUTE_MS))));
    if ((fromIp?.sends ?? 0) >= HOURLY_CAP_PER_IP) throw tooManyRequests(SMS_IP_CAP_REACHED);

    // Rows older than a day count for no limit and no code any more.
    await tx.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - DAY_MS)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(smsCodes).values({
      mobile,
      purpose,
      codeDigest: digestCode(mobile, purpose, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await config.sms.send({ mobile, code, text: `【花园商城】您的验证码是${code}，5分钟内有效，请勿告诉他人。` });
    return { countdown: smsCountdownSeconds(sends + 1) };
  });
}

/**
 * Uses up the newest code sent to `mobile` for `purpose`, or throws 400 验证码错误或已过期.
 * A wrong entry counts against the code, which dies after 5; a right one can be used once.
 * Call it after every other check of the request, so a refused request keeps its code.
 */
export async function consumeSmsCode(db: Database, config: AppConfig, entry: { mobile: string; purpose: SmsPurpose; code: string }): Promise<void> {
  const now = config.now();
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, entry.mobile), eq(smsCodes.purpose, entry.purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) throw badRequest(SMS_CODE_WRONG);
  if (row.codeDigest !== digestCode(entry.mobile, entry.purpose, entry.code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw badRequest(SMS_CODE_WRONG);
  }
  // The guard on used_at makes two simultaneous uses of one code succeed only once.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw badRequest(SMS_CODE_WRONG);
}
