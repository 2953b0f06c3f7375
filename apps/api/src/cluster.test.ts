// Cluster mode (`GARDEN_WORKERS`, README "Running in production"): the real server as a child process,
// one primary supervising worker processes that share the port; a worker killed is replaced, SIGTERM to
// the primary stops them all cleanly; refused on PGlite, whose data folder belongs to one process.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from './env';
import { createServerDatabase, postgresUrl, type RunningServer, sleep, startServer, stopServer } from './test/server-processes';

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
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@garden/source', 'src/main.ts'], {
        cwd: appRoot,
        env: { ...process.env, NODE_ENV: '', GARDEN_MODE: '', DATABASE_URL: '', PORT: '0', DATA_DIR: dataDir, GARDEN_WORKERS: '2' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(1);
      expect(output).toContain('GARDEN_WORKERS needs PostgreSQL (DATABASE_URL)');
      // It stopped before opening anything: the data folder holds no PGlite database.
      expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe.skipIf(!postgresUrl)('cluster mode, two workers (PostgreSQL only: PGlite belongs to one process)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(postgresUrl as string, 'garden_cluster');
    dataDir = await mkdtemp(path.join(tmpdir(), 'garden-cluster-'));
  }, 30_000);
  afterAll(async () => {
    // The primary first, so it cannot fork again; then any worker it left.
    const workers = server ? [...listeningWorkers(server.output()).values()] : [];
    await stopServer(server);
    for (const pid of workers) if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers from two workers, replaces one killed, and stops them all on SIGTERM', async () => {
    const running = await startServer(dataDir, database.url, { GARDEN_WORKERS: '2' });
    server = running;
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
