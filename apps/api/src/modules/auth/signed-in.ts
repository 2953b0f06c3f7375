// The reply of every way to sign in (shopping §7 "Sign-in"): a new session's key with the shopper's info.
import { BIND_MOBILE_FIRST } from '@garden/domain';
import type { DefaultCity } from '@garden/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, regions } from '../../db/schema/index';
import type { AppConfig } from '../../env';
import { openSession } from '../../platform/sessions';
import { describeUser, type User } from './users';

/**
 * A session for a shopper, answered as key plus user info and the default address's city (the web's default city
 * from the first page on); an account without a mobile is asked to bind one.
 */
export async function answerSignedIn(db: Database, config: AppConfig, user: User, welcome: string) {
  const key = await openSession(db, config, user.id);
  const defaultCity = await readDefaultCity(db, user.id);
  return { key, ...describeUser(user), default_city: defaultCity, msg: user.mobile ? welcome : BIND_MOBILE_FIRST };
}

/**
 * The city of the shopper's default address, which the web keeps as its default city (shopping §7); null without
 * one. Signing in names it, and so does saving an address (the account module's address book).
 */
export async function readDefaultCity(db: Database, userId: number): Promise<DefaultCity | null> {
  const [row] = await db
    .select({ city_id: addresses.city, city_name: regions.regionName })
    .from(addresses)
    .innerJoin(regions, eq(regions.regionId, addresses.city))
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row ?? null;
}
