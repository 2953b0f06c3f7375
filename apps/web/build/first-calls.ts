import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { firstCallEntries } from '../src/lib/first-calls';
import { afterBuild } from './after-build';

/** Writes `.vite/first-calls.json` (page path → the GET calls its first paint needs) for the server. */
export function firstCalls(): Plugin {
  return afterBuild('garden-first-calls', async (outDir) => {
    await mkdir(path.join(outDir, '.vite'), { recursive: true });
    await writeFile(path.join(outDir, '.vite/first-calls.json'), `${JSON.stringify(firstCallEntries(), null, 2)}\n`);
  });
}
