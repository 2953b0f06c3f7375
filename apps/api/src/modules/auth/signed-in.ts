// The reply of every way to sign in (shopping §7 "Sign-in"): a new session's key with the shopper's info.
import { BIND_MOBILE_FIRST } from '@garden/domain';
import type { Database } from '../../db/client';
import type { AppConfig } from '../../env';
import { openSession } from '../../platform/sessions';
import { describeUser, type User } from './users';

/** A session for a shopper, answered as key plus user info; an account without a mobile is asked to bind one. */
export async function answerSignedIn(db: Database, config: AppConfig, user: User, welcome: string) {
  const key = await openSession(db, config, user.id);
  return { key, ...describeUser(user), msg: user.mobile ? welcome : BIND_MOBILE_FIRST };
}
