import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import type { FIRST_PAINT_MARK as FirstPaintMark, FirstCallEntry, FirstPaint } from '@garden/contract/web-page';
import { firstCallEntries } from '../src/lib/first-calls.ts';
import { afterBuild } from './after-build.ts';

/** Where index.html's `#root` takes the first paint: the contract's mark, checked by the compiler (the web takes types only). */
const FIRST_PAINT_MARK: typeof FirstPaintMark = '<!--first-paint-->';

/** The first paints need the components' markup only: their style imports (which the page's own styles carry) load nothing. */
const withoutStyles: Plugin = {
  name: 'garden-first-paint-without-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0style' : undefined),
  load: (id) => (id === '\0style' ? 'export {}' : undefined),
};

/**
 * The pages whose first screen the server draws before the app (api lib/web-page.ts), each filled from the
 * replies of the page's own calls in `src/lib/first-calls.ts`, and carried by the first of them. The app's
 * components draw them (build/first-paints.tsx), run through Vite's module runner for their JSX and style
 * imports; the server writes them into index.html's `#root`, which the app's first render replaces.
 */
async function renderFirstPaints(): Promise<Record<string, FirstPaint>> {
  const { module } = await runnerImport<typeof import('./first-paints.tsx')>(fileURLToPath(new URL('./first-paints.tsx', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['@garden/source'] },
    plugins: [withoutStyles],
  });
  return module.renderFirstPaints();
}

/** The first calls by page, each page's own call carrying its first paint. */
export async function firstCallsWithPaints(): Promise<Record<string, FirstCallEntry[]>> {
  const entries = firstCallEntries();
  for (const [page, paint] of Object.entries(await renderFirstPaints())) {
    const [first, ...others] = entries[page] ?? [];
    if (!first) throw new Error(`first paint of ${page}: the page needs first calls of its own to fill it from`);
    entries[page] = [{ ...first, paint }, ...others];
  }
  return entries;
}

/**
 * Writes `.vite/first-calls.json` (page path → the GET calls its first paint needs) for the server, and
 * fails the build when index.html lost the mark the server writes the first paint at.
 */
export function firstCalls(): Plugin {
  return afterBuild('garden-first-calls', async (outDir) => {
    if (!(await readFile(path.join(outDir, 'index.html'), 'utf8')).includes(FIRST_PAINT_MARK)) {
      throw new Error(`index.html: #root must hold ${FIRST_PAINT_MARK}, where the server draws a page's first paint`);
    }
    await mkdir(path.join(outDir, '.vite'), { recursive: true });
    await writeFile(path.join(outDir, '.vite/first-calls.json'), `${JSON.stringify(await firstCallsWithPaints(), null, 2)}\n`);
  });
}
