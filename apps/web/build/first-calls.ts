import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { GOODS_FIRST_PAINT } from '../src/features/goods/components/goods-first-paint.ts';
import { withAppShell } from '../src/features/layout/components/app-shell-first-paint.ts';
import { HOME_FIRST_PAINT } from '../src/features/home/components/home-first-paint.ts';
import { SEARCH_FIRST_PAINT } from '../src/features/search/components/search-first-paint.ts';
import type { FIRST_PAINT_MARK as FirstPaintMark, FirstCallEntry } from '@garden/contract/web-page';
import { firstCallEntries } from '../src/lib/first-calls.ts';
import { afterBuild } from './after-build.ts';

/** Where index.html's `#root` takes the first paint: the contract's mark, checked by the compiler (the web takes types only). */
const FIRST_PAINT_MARK: typeof FirstPaintMark = '<!--first-paint-->';

/**
 * The pages whose largest paint the server draws before the app (api lib/web-page.ts), each filled from
 * the page's own first call: the one call its entry in `src/lib/first-calls.ts` lists. The server writes
 * it, in the app's frame, into index.html's `#root`, which the app's first render replaces.
 */
const FIRST_PAINTS: Record<string, string> = {
  '/index': HOME_FIRST_PAINT,
  '/goodDetail': GOODS_FIRST_PAINT,
  '/searchList': SEARCH_FIRST_PAINT,
};

/** The first calls by page, each page's own call carrying its first paint. */
export function firstCallsWithPaints(): Record<string, FirstCallEntry[]> {
  const entries = firstCallEntries();
  for (const [page, paint] of Object.entries(FIRST_PAINTS)) {
    const calls = entries[page];
    if (calls?.length !== 1) throw new Error(`first paint of ${page}: the page needs exactly one first call of its own to fill it from`);
    calls[0] = { ...calls[0], paint: withAppShell(paint) };
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
    await writeFile(path.join(outDir, '.vite/first-calls.json'), `${JSON.stringify(firstCallsWithPaints(), null, 2)}\n`);
  });
}
