// The built server (`node dist/main.js`, what `pnpm start` runs) started in its own process for a bench:
// a free port, the first answer awaited, its resident memory read, and a clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { appRoot } from '../src/env';

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first answer of the ready path. */
  startMs: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Starts `node <args>` in the API's folder with `env` and a free PORT; answers once `readyPath` answers 200.
 * With `stderrFile`, the server's error output goes there, so a bench can say why a server died.
 */
export async function startProcess(args: string[], env: Record<string, string>, readyPath: string, stderrFile?: string): Promise<BenchServer> {
  const port = await freePort();
  const stderr = stderrFile ? openSync(stderrFile, 'a') : 'ignore';
  const child = spawn(process.execPath, args, {
    cwd: appRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', stderr],
  });
  const base = `http://127.0.0.1:${port}`;
  const startMs = await waitForAnswer(`${base}${readyPath}`, child);
  return { base, child, startMs };
}

/** Stops a server the way a supervisor does (SIGTERM: it finishes what it is doing). */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
