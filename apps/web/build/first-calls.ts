import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { firstCallEntries } from '../src/lib/first-calls';

/** Writes `.vite/first-calls.json` (page path → the GET calls its first paint needs) for the server. */
export function firstCalls(): Plugin {
  let outDir = '';
  return {
    name: 'garden-first-calls',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await mkdir(path.join(outDir, '.vite'), { recursive: true });
      await writeFile(path.join(outDir, '.vite/first-calls.json'), `${JSON.stringify(firstCallEntries(), null, 2)}\n`);
    },
  };
}
