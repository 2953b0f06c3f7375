// `pnpm seed [--reset]`: loads the demo shop into the configured database (DATA_DIR / DATABASE_URL).
// Without --reset an existing shop is left alone; with it every table is emptied and seeded again.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { readServerEnv } from '../env';
import { DEMO_ACCOUNTS, mediaDirOf, seed, seedIfEmpty } from './index';

const reset = process.argv.includes('--reset');
const env = readServerEnv();
await mkdir(env.dataDir, { recursive: true });
const handle = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pgdata') });
try {
  await migrateDatabase(handle);
  const mediaDir = mediaDirOf(env.dataDir);
  const result = reset ? await seed(handle.db, { mediaDir, reset: true }) : await seedIfEmpty(handle.db, { mediaDir });
  if (result.seeded) {
    console.log(`seeded ${result.goods} goods in ${result.ms} ms`);
    console.log(`  demo shopper: ${DEMO_ACCOUNTS.shopper.mobile} / ${DEMO_ACCOUNTS.shopper.password}`);
    console.log(`  trader:       ${DEMO_ACCOUNTS.trader.mobile} / ${DEMO_ACCOUNTS.trader.password}`);
    console.log(`  parcel staff: ${DEMO_ACCOUNTS.parcel.userName} / ${DEMO_ACCOUNTS.parcel.password}`);
    for (const { login, password, role } of DEMO_ACCOUNTS.operators) console.log(`  operator:     ${login} / ${password} (${role})`);
  } else {
    console.log('the shop already has a catalogue; run `pnpm seed --reset` to load the demo again');
  }
} finally {
  await handle.close();
}
