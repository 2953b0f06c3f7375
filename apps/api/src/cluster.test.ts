// Cluster mode (`GARDEN_WORKERS`, README "Running in production"): the real server as a child process,
// one primary supervising worker processes that share the port; a worker killed is replaced, SIGTERM to
// the primary stops them all cleanly, workers that cannot start stop the primary instead of restarting
// forever; the primary's metrics port adds up every worker's counts (AggregatorRegistry); refused on PGlite,
// whose data folder belongs to one process.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from './env';
import { createServerDatabase, freePort, postgresUrl, type RunningServer, sleep, startServer, stopServer } from './test/server-processes';

/** Runs src/main.ts with `env` and keeps what it prints; `exited` answers its exit code. */
function runMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@garden/source', 'src/main.ts'], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: '', GARDEN_MODE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** One request on a connection of its own (the cluster hands each new connection to a worker): status and worker. */
function askWorker(base: string): Promise<{ status: number; worker: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}/v3/category/father_list`, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, worker: response.headers['x-garden-worker'] as string | undefined }));
    })
      .once('error', reject)
      .end();
  });
}

/** The workers the primary says are listening: worker id to pid, in the order they started. */
function listeningWorkers(output: string): Map<string, number> {
  return new Map([...output.matchAll(/worker (\d+) \(pid (\d+)\) listening/g)].map((m) => [m[1] as string, Number(m[2])]));
}

/** The parent pid of a running process, from /proc (Linux). */
const parentOf = (pid: number): number => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

/** The running processes (of this user, on Linux) whose environment holds `entry`, e.g. a test's own data folder. */
function processesWith(entry: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry);
      } catch {
        return false; // gone meanwhile, or another user's
      }
    })
    .map(Number);
}

/** Polls `check` until it answers something, up to `tries` times; never a timing assertion, only a bound. */
async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string, tries = 150): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = await check();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('cluster mode refused on the embedded database', () => {
  it('exits 1 naming PostgreSQL when GARDEN_WORKERS is set without DATABASE_URL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'garden-cluster-pglite-'));
    try {
      const main = runMain({ DATABASE_URL: '', PORT: '0', DATA_DIR: dataDir, GARDEN_WORKERS: '2' });
      expect(await main.exited).toBe(1);
      expect(main.output()).toContain('GARDEN_WORKERS needs PostgreSQL (DATABASE_URL)');
      // It stopped before opening anything: the data folder holds no PGlite database.
      expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

/**
 * A fresh database and data folder for a describe block's cluster of two workers, which `start` runs (with `env`
 * added); after the block the primary is stopped first, so it cannot fork again, then any worker it left.
 */
function useCluster(prefix: string): { start: (env?: Record<string, string>) => Promise<RunningServer> } {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(postgresUrl as string, prefix);
    dataDir = await mkdtemp(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  }, 30_000);
  afterAll(async () => {
    const workers = server ? [...listeningWorkers(server.output()).values()] : [];
    await stopServer(server);
    for (const pid of workers) if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);
  return { start: async (env = {}) => (server = await startServer(dataDir, database.url, { GARDEN_WORKERS: '2', ...env })) };
}

describe.skipIf(!postgresUrl)('cluster mode, two workers (PostgreSQL only: PGlite belongs to one process)', () => {
  const cluster = useCluster('garden_cluster');

  it('answers from two workers, replaces one killed, and stops them all on SIGTERM', async () => {
    const running = await cluster.start();
    const primary = running.child.pid as number;
    const started = await waitFor(() => {
      const workers = listeningWorkers(running.output());
      return workers.size === 2 ? workers : undefined;
    }, 'two workers listening');
    // The primary seeded the fresh database once, before forking: the workers neither migrate nor seed.
    expect(running.output().match(/seeded the demo shop/g)).toHaveLength(1);
    const pids = [...started.values()];
    expect(new Set(pids).size).toBe(2);
    for (const pid of pids) expect(parentOf(pid)).toBe(primary);
    // One of them runs the background jobs, not both.
    expect(running.output().match(/running the background jobs/g)).toHaveLength(1);

    // New connections are spread over both workers.
    const answered = new Set<string>();
    await waitFor(async () => {
      const reply = await askWorker(running.base);
      expect(reply.status).toBe(200);
      answered.add(reply.worker as string);
      return answered.size === 2 ? true : undefined;
    }, 'both workers answering');
    expect([...answered].sort()).toEqual([...started.keys()].sort());

    // The worker running the jobs dies without a word; the other keeps answering and a replacement takes its role.
    const jobs = running.output().match(/worker (\d+) \(pid (\d+)\) listening, running the background jobs/);
    const [jobsId, jobsPid] = [jobs?.[1] as string, Number(jobs?.[2])];
    expect(started.get(jobsId)).toBe(jobsPid);
    process.kill(jobsPid, 'SIGKILL');
    await waitFor(() => (running.output().includes(`worker ${jobsId} (pid ${jobsPid}) died (SIGKILL)`) ? true : undefined), 'the death noticed');
    const replacement = await waitFor(async () => {
      const reply = await askWorker(running.base);
      expect(reply.status).toBe(200);
      const now = listeningWorkers(running.output());
      return now.size === 3 ? [...now.entries()].find(([id]) => !started.has(id)) : undefined;
    }, 'a replacement worker');
    const [newId, newPid] = replacement;
    expect(pids).not.toContain(newPid);
    expect(parentOf(newPid)).toBe(primary);
    expect(running.output()).toContain(`worker ${newId} (pid ${newPid}) listening, running the background jobs`);
    const survivors = new Set<string>();
    await waitFor(async () => {
      const reply = await askWorker(running.base);
      expect(reply.status).toBe(200);
      survivors.add(reply.worker as string);
      return survivors.has(newId) ? true : undefined;
    }, 'the replacement answering');
    expect(survivors.has(jobsId)).toBe(false);

    // SIGTERM to the primary: every worker finishes and exits, then the primary, with 0.
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('SIGTERM: stopping 2 workers');
    for (const id of [...answered, newId].filter((id) => id !== jobsId)) expect(running.output()).toContain(`SIGTERM: worker ${id} finishing`);
    for (const pid of [...listeningWorkers(running.output()).values()]) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(running.output()).not.toMatch(/died \((?!SIGKILL)/);
  }, 90_000);
});

describe.skipIf(!postgresUrl)('cluster mode whose workers cannot start (PostgreSQL only)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let squatter: Server;
  let main: ReturnType<typeof runMain> | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(postgresUrl as string, 'garden_cluster_loop');
    dataDir = await mkdtemp(path.join(tmpdir(), 'garden-cluster-loop-'));
    // Another program holds the port on every address: each worker's listen fails (EADDRINUSE) and it
    // exits as soon as it starts, while the primary, which never listens, prepares the database fine.
    squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, resolve));
  }, 30_000);
  afterAll(async () => {
    if (main && main.child.exitCode === null && main.child.signalCode === null) {
      main.child.kill('SIGKILL');
      await main.exited;
    }
    await new Promise((resolve) => squatter.close(resolve));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('stops the primary with a message and exit code 1 instead of restarting them forever', async () => {
    const port = (squatter.address() as { port: number }).port;
    main = runMain({ DATABASE_URL: database.url, PORT: String(port), DATA_DIR: dataDir, GARDEN_WORKERS: '2' });
    // The bound is the test's timeout: a primary that kept restarting its workers would never exit.
    expect(await main.exited).toBe(1);
    const output = main.output();
    expect(output).toContain('EADDRINUSE');
    // The crash budget: five replacements in a minute, and the sixth death ends it (cluster.ts).
    expect(output.match(/worker \d+ \(pid \d+\) died \(exit code 1\)/g)).toHaveLength(6);
    expect(output).toContain('6 workers died within a minute: stopping the rest instead of restarting them (each worker');
    expect(listeningWorkers(output).size).toBe(0);
    // Every worker it forked, the ones stopped as well as the dead, is gone with it.
    expect(processesWith(`DATA_DIR=${dataDir}`)).toEqual([]);
  }, 120_000);
});

describe.skipIf(!postgresUrl)("cluster mode's metrics port (PostgreSQL only)", () => {
  const cluster = useCluster('garden_cluster_metrics');

  it("serves the workers' counters summed on the primary's metrics port", async () => {
    const metricsPort = await freePort();
    const running = await cluster.start({ GARDEN_METRICS_PORT: String(metricsPort) });
    await waitFor(() => (listeningWorkers(running.output()).size === 2 ? true : undefined), 'two workers listening');

    // Requests on connections of their own until both workers have answered some; each reply names its worker.
    const answeredBy = new Map<string, number>();
    await waitFor(async () => {
      const reply = await askWorker(running.base);
      expect(reply.status).toBe(200);
      answeredBy.set(reply.worker as string, (answeredBy.get(reply.worker as string) ?? 0) + 1);
      return answeredBy.size === 2 && [...answeredBy.values()].every((count) => count >= 3) ? true : undefined;
    }, 'both workers answering three times');
    const total = [...answeredBy.values()].reduce((sum, count) => sum + count, 0);

    // The primary asks each worker over IPC and adds their counts: the sum of what both answered, not either's own.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    const labels = '{method="GET",route="/v3/category/father_list",status="200"}';
    expect(text).toContain(`garden_http_requests_total${labels} ${total}\n`);
    expect(text).toContain(`garden_http_request_duration_seconds_count${labels} ${total}\n`);
  }, 90_000);
});
