// Runs the API suite a second time against PostgreSQL when GARDEN_TEST_PG names a server
// (.ci/run sets it); on a machine without one it says so and passes. GARDEN_TEST_PG_WORKERS caps its workers
// and GARDEN_TEST_PG_NICE lowers its CPU priority, with the vitest processes it starts (scripts/test-suites.mjs
// sets both while the browser journeys run beside it).
import { spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';

const url = process.env.GARDEN_TEST_PG;
if (!url) {
  console.log('GARDEN_TEST_PG is not set: the PostgreSQL pass of the API suite is skipped.');
  process.exit(0);
}
if (process.env.GARDEN_TEST_PG_NICE) setPriority(Number(process.env.GARDEN_TEST_PG_NICE));
const workers = process.env.GARDEN_TEST_PG_WORKERS ? [`--maxWorkers=${process.env.GARDEN_TEST_PG_WORKERS}`] : [];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...workers], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
