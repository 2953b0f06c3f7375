// Vitest's global set-up for the API suite: makes the two template databases every test context starts from
// (test/context.ts), once per run, and removes them after it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import {
  awaitNoSessions,
  type DatabaseStart,
  type DatabaseTemplates,
  databaseUrlFor,
  dropServerDatabase,
  prepareDatabase,
  runOnServer,
} from './context';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const folder = await mkdtemp(path.join(tmpdir(), 'garden-api-templates-'));
  const seededDataDir = path.join(folder, 'seeded-data');
  const prefix = `garden_template_${randomBytes(4).toString('hex')}`;
  const made: string[] = [];
  const removeAll = async () => {
    for (const name of made) if (serverUrl) await dropServerDatabase(serverUrl, name);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const databases = {} as Record<DatabaseStart, string>;
    for (const start of ['empty', 'seeded'] as const) {
      const dataDir = start === 'seeded' ? seededDataDir : path.join(folder, 'empty-data');
      if (serverUrl) {
        const name = `${prefix}_${start}`;
        await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
        made.push(name);
        const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
        await prepareDatabase(handle, start, dataDir).finally(() => handle.close());
        await awaitNoSessions(serverUrl, name);
        databases[start] = name;
      } else {
        const handle = await openDatabase({});
        try {
          await prepareDatabase(handle, start, dataDir);
          if (handle.kind !== 'pglite') throw new Error('expected PGlite');
          const dump = path.join(folder, `${start}.tar`);
          await writeFile(dump, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
          databases[start] = dump;
        } finally {
          await handle.close();
        }
      }
    }
    const templates: DatabaseTemplates = { databases, seededDataDir };
    project.provide('databaseTemplates', templates);
  } catch (error) {
    await removeAll();
    throw error;
  }
  return removeAll;
}
