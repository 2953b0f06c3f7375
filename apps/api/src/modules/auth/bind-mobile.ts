// Binding a mobile number to the signed-in shopper, or changing it (shopping §7 /v1/user/binding and
// /v1/user/mobile): the SMS code of type 4 sent to the new number proves it.
import type { UserInfo } from '@garden/contract';
import { MOBILE_TAKEN } from '@garden/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { conflict } from '../../platform/api-error';
import type { SessionUser } from '../../platform/sessions';
import { consumeSmsCode } from './sms';
import { describeUser, findUserByMobile } from './users';

/**
 * Binds `mobile` to the shopper once `smsCode` (sent to it for binding) checks out. A number another
 * account holds is refused 409 before the code is spent. Answers the shopper as the API shows them.
 */
export async function bindMobile(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  binding: { mobile: string; smsCode: string },
): Promise<UserInfo> {
  const holder = await findUserByMobile(db, binding.mobile);
  if (holder && holder.id !== user.id) throw conflict(MOBILE_TAKEN);
  await consumeSmsCode(db, config, { mobile: binding.mobile, purpose: 'binding', code: binding.smsCode });
  const [bound] = await db.update(users).set({ mobile: binding.mobile }).where(eq(users.id, user.id)).returning();
  return describeUser(bound ?? user);
}
