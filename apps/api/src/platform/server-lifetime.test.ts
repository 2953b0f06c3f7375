// A process watched by platform/server-lifetime.ts ends only when asked to, or saying why with code 1: each
// case runs in a process of its own, since what is tested is how a process ends.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../env';

const lifetimeModule = new URL('./server-lifetime.ts', import.meta.url).href;

/** Runs `body` as an ES module (top-level await allowed) with `watchLifetime` imported; answers how it ended. */
function runModule(body: string): Promise<{ code: number | null; stderr: string }> {
  const source = `import { watchLifetime } from ${JSON.stringify(lifetimeModule)};\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', source], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

describe('a watched server process', () => {
  it('names the start-up step nothing will settle and exits 1, where Node alone exits 13 without a word', async () => {
    const unwatched = await runModule(`await new Promise(() => {});`);
    expect(unwatched.code).toBe(13);

    const watched = await runModule(`
      const lifetime = watchLifetime();
      await lifetime.step('migrating the database', new Promise(() => {}));
    `);
    expect(watched.code).toBe(1);
    expect(watched.stderr).toContain('ran out of work while migrating the database');
  });

  it('exits 1 when its listening socket closes unasked, though another connection would keep it running', async () => {
    const { code, stderr } = await runModule(`
      import { createServer } from 'node:net';
      const lifetime = watchLifetime();
      setInterval(() => {}, 1000); // the catalogue's LISTEN connection, say
      const server = createServer().listen(0, '127.0.0.1', () => {
        lifetime.running('serving', server);
        server.close();
      });
    `);
    expect(code).toBe(1);
    expect(stderr).toContain('the listening socket closed while serving');
  });

  it('exits 1 when it runs out of work while serving', async () => {
    const { code, stderr } = await runModule(`
      const lifetime = watchLifetime();
      lifetime.running('supervising the workers');
    `);
    expect(code).toBe(1);
    expect(stderr).toContain('ran out of work while supervising the workers');
  });

  it('exits 0 once a stop was asked for, saying so when a close never confirmed', async () => {
    const { code, stderr } = await runModule(`
      import { createServer } from 'node:net';
      const lifetime = watchLifetime();
      const server = createServer().listen(0, '127.0.0.1', async () => {
        lifetime.running('serving', server);
        // main.ts's shutdown, with a database close that never answers
        lifetime.stopping();
        server.close();
        await new Promise(() => {});
        process.exit(0);
      });
    `);
    expect(code).toBe(0);
    expect(stderr).toContain('stopping: nothing was left running');
  });
});
