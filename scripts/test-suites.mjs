// Runs every vitest project, then the API suite again on PostgreSQL (scripts/test-pg.mjs), arranged for a
// two-core machine: the browser journeys run one file at a time (their projects set fileParallelism: false,
// which vitest runs last, in a group of one worker), so the PostgreSQL pass runs beside them instead of after
// them, on one worker, and the second core is not left idle for the journeys' ten minutes. The pass runs at a
// lower CPU priority: the journeys mostly wait on the browser and their server, and each wait stretched when the
// pass held the core they woke on (journeys and pass 1,552 s together at equal priority, 865 s with the pass niced).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

// The projects of vitest.workspace.ts, by name: those whose files run side by side, and those whose files run one at
// a time (browser journeys on a shared server each). A project added there is added to one of these lists.
const PARALLEL_PROJECTS = ['domain', 'api', 'cli'];
const JOURNEY_PROJECTS = ['web', 'admin'];
const projectArgs = (names) => names.map((name) => `--project=${name}`);

/** Runs a command with the terminal's output; resolves to its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const vitest = (args) => run('npx', ['vitest', 'run', ...args]);

// A worker a core: vitest's own default keeps one core for itself, which on two cores is one worker and a
// third of the machine idle, while the suites' servers and databases are what keep the second core busy.
const parallelCode = await vitest([...projectArgs(PARALLEL_PROJECTS), `--maxWorkers=${availableParallelism()}`]);
if (parallelCode !== 0) process.exit(parallelCode);

// The PostgreSQL pass writes to a file while the journeys hold the terminal, and is printed after them, so
// neither report is interleaved with the other.
const pgLog = path.join(tmpdir(), `garden-test-pg-${process.pid}.log`);
const pgOutput = createWriteStream(pgLog);
await new Promise((resolve) => pgOutput.once('open', resolve));
const [journeysCode, pgCode] = await Promise.all([
  vitest(projectArgs(JOURNEY_PROJECTS)),
  run('node', [path.join(import.meta.dirname, 'test-pg.mjs')], {
    stdio: ['ignore', pgOutput, pgOutput],
    env: { ...process.env, GARDEN_TEST_PG_WORKERS: '1', GARDEN_TEST_PG_NICE: '10' },
  }),
]);
pgOutput.end();
console.log('\n── The API suite on PostgreSQL (run beside the journeys) ──\n');
console.log(await readFile(pgLog, 'utf8'));
process.exit(journeysCode || pgCode);
