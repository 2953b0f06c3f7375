import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '../../api');
const adminBuild = join(here, '../dist/index.html');
const START_TIMEOUT_MS = 180_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop the journeys drive, e.g. http://127.0.0.1:40123 (its back office at /admin/). */
    baseUrl: string;
  }
}

/**
 * A port the system says is free now. The server is told it, and its public origin on it, rather than started on
 * port 0: the sandbox gateways' pages are addressed on the public origin, which must name the port it listens on.
 */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server's banner (`花园商城 is running at …`) says it accepts connections. */
function listening(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop server did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('is running at http://localhost:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop server exited with ${code}`));
    });
  });
}

/**
 * Starts the real server (apps/api main through tsx) on a port of its own with a fresh data folder, so it
 * migrates and seeds an empty embedded database (with the demo operators admin, yunying, cangku, service and finance), and serves the
 * back office's build that `pnpm build` made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(adminBuild)) throw new Error(`the back office is not built (${adminBuild}); run \`npx -y pnpm@10.34.9 build\` first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'garden-admin-e2e-'));
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['--conditions=@garden/source', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: new URL(baseUrl).port,
      GARDEN_PUBLIC_URL: baseUrl,
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: '',
      GARDEN_MODE: 'sandbox',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await listening(child, output);
    project.provide('baseUrl', baseUrl);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-4000)}`);
  }
  return stop;
}
