// Runs the API suite a second time against PostgreSQL when GARDEN_TEST_PG names a server
// (.ci/run sets it); on a machine without one it says so and passes. GARDEN_TEST_PG_WORKERS caps its workers
// (scripts/test-suites.mjs gives it one while the browser journeys run).
import { spawnSync } from 'node:child_process';

const url = process.env.GARDEN_TEST_PG;
if (!url) {
  console.log('GARDEN_TEST_PG is not set: the PostgreSQL pass of the API suite is skipped.');
  process.exit(0);
}
const workers = process.env.GARDEN_TEST_PG_WORKERS ? [`--maxWorkers=${process.env.GARDEN_TEST_PG_WORKERS}`] : [];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...workers], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
