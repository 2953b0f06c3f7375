// The built server (`node dist/main.js`, what `pnpm start` runs) started in its own process for a bench:
// a free port, the first answer awaited, its resident memory read (and, when asked for, its heap), and a
// clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
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
 * Preloaded into a server whose memory a bench follows: asked over the IPC channel, it answers
 * `process.memoryUsage()` taken right after a full collection, so the heap figure is what is alive, not
 * garbage V8 has not yet had a reason to collect. The channel is unreferenced: the probe never keeps a
 * server running that would otherwise have exited.
 */
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(`
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc();
  process.send({ memory: process.memoryUsage() });
});
process.channel.unref();
`)}`;

export interface StartOptions {
  /** Where the server's standard output goes (its banner, and what it says when it stops). */
  stdoutFile?: string;
  /** Preloads the memory probe (`memoryOf`). */
  probeMemory?: boolean;
}

/**
 * Starts `node <args>` in the API's folder with `env` and a free PORT; answers once `readyPath` answers 200.
 * With `stderrFile`, the server's error output goes there, so a bench can say why a server died.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  stderrFile?: string,
  options: StartOptions = {},
): Promise<BenchServer> {
  const port = await freePort();
  const stderr = stderrFile ? openSync(stderrFile, 'a') : 'ignore';
  const stdout = options.stdoutFile ? openSync(options.stdoutFile, 'a') : 'ignore';
  const probe = options.probeMemory ? ['--expose-gc', '--import', MEMORY_PROBE] : [];
  const child = spawn(process.execPath, [...probe, ...args], {
    cwd: appRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: options.probeMemory ? ['ignore', stdout, stderr, 'ipc'] : ['ignore', stdout, stderr],
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

/**
 * CPU time (user + system) a process and its ended children have used so far, in milliseconds, as the
 * system counts it. The children's share is what keeps a process's figure whole when its workers come and
 * go: PostgreSQL's server collects the time of every backend that ended (a pool's idle connections close
 * during a run).
 */
export async function cpuMsOf(pid: number): Promise<number> {
  // /proc/<pid>/stat: utime, stime, cutime and cstime are the 14th to 17th fields, in clock ticks (100 a
  // second on Linux), counted after the command name, which is in parentheses and may hold spaces.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
}

/**
 * CPU time used so far by this machine's processes named `command` (`postgres`: the server and its
 * backends, those that ended included), in milliseconds; 0 when there are none (a database on another
 * machine).
 */
export async function cpuMsOfCommand(command: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if ((await readFile(`/proc/${entry}/comm`, 'utf8')).trim() === command) total += await cpuMsOf(Number(entry));
    } catch {
      // It ended while being read.
    }
  }
  return total;
}

/** A server's memory in MB: resident (as the system counts it), then V8's live heap and what lives outside it. */
export interface MemorySample {
  rss: number;
  /** Live JS objects, right after a full collection. */
  heapUsed: number;
  /** The heap V8 holds from the system, live or not. */
  heapTotal: number;
  /** Memory of C++ objects bound to JS ones, buffers included. */
  external: number;
}

/**
 * Reads the resident memory of a server started with `probeMemory`, then asks it for its heap after a
 * full collection (a pause of a few tens of milliseconds in that server).
 */
export async function memoryOf(child: ChildProcess): Promise<MemorySample> {
  if (!child.connected) throw new Error('the server has exited');
  const rss = await residentMb(child.pid as number);
  const usage = await new Promise<NodeJS.MemoryUsage>((resolve, reject) => {
    const onMessage = (message: { memory?: NodeJS.MemoryUsage }) => {
      if (!message.memory) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message.memory);
    };
    const onExit = () => {
      child.off('message', onMessage);
      reject(new Error('the server exited before it answered'));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send('memory');
  });
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { rss, heapUsed: mb(usage.heapUsed), heapTotal: mb(usage.heapTotal), external: mb(usage.external) };
}
