// Whether this instance should be sent traffic (`GET /readyz`): not while draining after a stop signal, nor
// while its database is out of reach or behind the migrations this build carries.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsShipped } from '../../db/migrate';
import type { AppConfig } from '../../env';

export interface Readiness {
  ready: boolean;
  /** Each check: `ok`, or what is wrong. */
  checks: { draining: string; database: string; migrations: string };
  /** The providers in use: the real ones' settings and keys were checked at start, or the process refused to start (main.ts). */
  providers: AppConfig['mode'];
}

let shipped: Promise<number> | undefined;

export async function checkReadiness(db: Database, config: AppConfig): Promise<Readiness> {
  const checks = { draining: 'ok', database: 'ok', migrations: 'ok' };
  if (config.isDraining()) checks.draining = 'stopping: finishing the requests in flight';
  try {
    // drizzle's own table of applied migrations: one query tells the database answers and how far it is migrated.
    const { rows } = await db.execute<{ applied: number }>(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`);
    shipped ??= migrationsShipped();
    const expected = await shipped;
    const applied = rows[0]?.applied ?? 0;
    if (applied < expected) checks.migrations = `${applied} of ${expected} migrations applied`;
  } catch (error) {
    checks.database = `unreachable: ${(error as Error).message}`;
    checks.migrations = 'unknown';
  }
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks, providers: config.mode };
}
