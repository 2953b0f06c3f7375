import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runGarden } from './cli';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../../api');
const START_TIMEOUT_MS = 180_000;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/openapi.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real server (apps/api main through tsx) on a free port with a fresh data folder, so
 * it migrates and seeds an empty embedded database; it serves the web build that `pnpm build` made.
 * At the end, `garden audit orders` recomputes every order the journeys made; drift fails the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'garden-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['--conditions=@garden/source', 'src/main.ts'], {
    cwd: apiDir,
    // The journeys' own calls may say they come from other addresses (X-Forwarded-For, as behind a load balancer);
    // the browser sends no such header, so it stays 127.0.0.1.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: '',
      GARDEN_TRUSTED_PROXIES: '127.0.0.1',
      GARDEN_PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-4000)}`);
  }
  project.provide('baseUrl', baseUrl);
  // The seeded shop manager (店长) signed in: journeys move orders along as the operator would.
  const signedIn = await fetch(`${baseUrl}/v1/operator/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'garden123' }),
  });
  const operatorKey = ((await signedIn.json()) as { data: { key: string } }).data.key;
  project.provide('operatorKey', operatorKey);
  return async () => {
    // Every order the journeys made must still add up.
    const audit = await runGarden(['audit', 'orders'], { url: baseUrl, token: operatorKey }).catch((error: Error) => error);
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    if (audit instanceof Error || audit.code !== 0) {
      // A teardown that throws is only reported: the exit code is what fails the run.
      process.exitCode = 1;
      const printed = audit instanceof Error ? audit.message : `${audit.stdout}\n${audit.stderr}`;
      throw new Error(`garden audit orders failed on the orders the browser journeys made:\n${printed}`);
    }
    console.log(`garden audit orders: ${audit.stdout.split('\n').at(-1)}`);
  };
}
