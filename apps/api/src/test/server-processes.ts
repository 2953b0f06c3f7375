// The real server (src/main.ts) as a child process on a fresh PostgreSQL database: for the tests of what
// only a whole process shows (crashes, signals, several instances, cluster mode).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { appRoot } from '../env';

/** The PostgreSQL server the suite runs on (`DATABASE_URL=postgres://…`), or undefined on PGlite. */
export const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Runs one statement on the PostgreSQL server itself (creating and dropping test databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server: its URL, and how to drop it (closing whatever still holds it). */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Starts src/main.ts on the data folder (and database, when given; `env` adds settings) and waits until
 * it answers; a process that ends first fails with what it printed.
 */
export async function startServer(dataDir: string, databaseUrl?: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // node itself with tsx as a loader (not tsx's wrapper, which runs the server in a child of its own),
  // so a signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@garden/source', 'src/main.ts'], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: '', GARDEN_MODE: '', DATABASE_URL: databaseUrl ?? '', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server did not start:\n${output}`);
    if (
      await fetch(`${base}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, port, child, exited, output: () => output };
    await sleep(200);
  }
}

/** Stops a server started here, if it still runs, and waits for its end. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The login key of the sandbox's seeded 店长 (`admin`) on a running server. */
export async function signInOperator(base: string): Promise<string> {
  const reply = await fetch(`${base}/v1/operator/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'garden123' }),
  });
  return ((await reply.json()) as { data: { key: string } }).data.key;
}
