// A process watched by platform/server-lifetime.ts ends only when asked to, or saying why with code 1: each
// case runs in a process of its own, since what is tested is how a process ends.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../env';

const lifetimeModule = new URL('./server-lifetime.ts', import.meta.url).href;

/** Runs `body` as an ES module (top-level await allowed) with `watchLifetime` imported; answers its exit code and what it said (the log, JSON lines, on stdout). */
function runModule(body: string): Promise<{ code: number | null; output: string }> {
  const source = `import { watchLifetime } from ${JSON.stringify(lifetimeModule)};\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', source], {
    cwd: appRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** A start-up step that never settles: a watched process names it. */
const STEP_NEVER_SETTLES = `
  const lifetime = watchLifetime();
  await lifetime.step('migrating the database', new Promise(() => {}));
`;

/** The listening socket closes unasked, though another connection (the catalogue's LISTEN, say) would keep it running. */
const SOCKET_CLOSES_UNASKED = `
  import { createServer } from 'node:net';
  const lifetime = watchLifetime();
  setInterval(() => {}, 1000);
  const server = createServer().listen(0, '127.0.0.1', () => {
    lifetime.running('serving', server);
    server.close();
  });
`;

/** Nothing is left to do while serving. */
const RUNS_OUT_OF_WORK = `
  const lifetime = watchLifetime();
  lifetime.running('supervising the workers');
`;

/** A stop was asked for (main.ts's shutdown) and the socket closed, with a database close that never answers. */
const STOPS_WHEN_ASKED = `
  import { createServer } from 'node:net';
  const lifetime = watchLifetime();
  const server = createServer().listen(0, '127.0.0.1', async () => {
    lifetime.running('serving', server);
    lifetime.stopping();
    server.close();
    await new Promise(() => {});
    process.exit(0);
  });
`;

describe('a watched server process', () => {
  it('is needed: unwatched, Node exits 13 on a start-up step nothing will settle, without naming it', async () => {
    expect((await runModule('await new Promise(() => {});')).code).toBe(13);
  });

  it.each([
    { script: STEP_NEVER_SETTLES, code: 1, says: 'ran out of work while migrating the database' },
    { script: SOCKET_CLOSES_UNASKED, code: 1, says: 'the listening socket closed while serving' },
    { script: RUNS_OUT_OF_WORK, code: 1, says: 'ran out of work while supervising the workers' },
    { script: STOPS_WHEN_ASKED, code: 0, says: 'stopping: nothing was left running' },
  ])('exits $code saying "$says"', async ({ script, code, says }) => {
    const ended = await runModule(script);
    expect(ended.code).toBe(code);
    expect(ended.output).toContain(says);
  });
});
