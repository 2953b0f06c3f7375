import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { drawCaptcha, pickCaptchaAnswer } from './captcha-image';

/** A captcha lives 5 minutes, like the SMS code it guards. */
const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function digestAnswer(deviceId: string, answer: string): string {
  return createHash('sha256').update(`${deviceId}:${answer.trim().toUpperCase()}`).digest('hex');
}

/**
 * Draws a new captcha for a device, replacing its previous one, and returns the picture. Expired
 * captchas of abandoned devices are swept at the same time, so the table stays small.
 */
export async function issueCaptcha(db: Database, config: AppConfig, deviceId: string): Promise<string> {
  await db.delete(captchas).where(lt(captchas.expiresAt, config.now()));
  const answer = pickCaptchaAnswer();
  config.sandbox?.captchaAnswers.set(deviceId, answer);
  const row = {
    deviceId,
    answerDigest: digestAnswer(deviceId, answer),
    expiresAt: new Date(config.now().getTime() + CAPTCHA_TTL_MS),
  };
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({ target: captchas.deviceId, set: { answerDigest: row.answerDigest, expiresAt: row.expiresAt } });
  return drawCaptcha(answer);
}

/**
 * Whether `answer` solves the device's live captcha (case-insensitive). The captcha is used up
 * either way, so each guess costs a new picture.
 */
export async function consumeCaptcha(db: Database, config: AppConfig, deviceId: string, answer: string): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.deviceId, deviceId)).returning();
  if (!row || row.expiresAt <= config.now()) return false;
  return row.answerDigest === digestAnswer(deviceId, answer);
}

/**
 * For `tryPassword`: uses up the captcha a login sent and says whether it was solved, or undefined when it sent
 * none (README "Limits").
 */
export const captchaSolver =
  (db: Database, config: AppConfig, sent: { device_id?: string; captcha?: string }) => async (): Promise<boolean | undefined> =>
    sent.device_id && sent.captcha ? consumeCaptcha(db, config, sent.device_id, sent.captcha) : undefined;
