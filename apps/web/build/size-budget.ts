import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * First-load budgets, gzipped (what a first visit downloads before the page works), by route file.
 * The storefront pages a visitor lands on, the product page included, hold the performance targets
 * (JS 150 kB, CSS 15 kB); account and order pages, reached after sign-in, get more room.
 */
const BUDGETS_KB: Record<string, { js: number; css: number }> = {
  '[index].tsx': { js: 150, css: 15 },
  'category.tsx': { js: 150, css: 15 },
  'searchList.tsx': { js: 150, css: 15 },
  'searchListTest.tsx': { js: 150, css: 15 },
  'goodDetail.tsx': { js: 150, css: 15 },
};
const OTHER_PAGES_KB = { js: 190, css: 20 };

interface FirstLoad {
  js: number;
  css: number;
}

/**
 * Fails the build when a page's first load (the entry and its page's route chunk, with everything
 * they import statically) passes its budget: a size check, so it is the same on every machine.
 */
export function sizeBudget(): Plugin {
  return {
    name: 'garden-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const over = [...firstLoads(bundle)].flatMap(([page, load]) => {
        const budget = BUDGETS_KB[page] ?? OTHER_PAGES_KB;
        const [js, css] = [load.js / 1024, load.css / 1024];
        return js > budget.js || css > budget.css
          ? [`${page}: JS ${js.toFixed(1)} kB of ${budget.js}, CSS ${css.toFixed(1)} kB of ${budget.css} (gzip)`]
          : [];
      });
      if (over.length > 0) this.error(`first load over budget:\n${over.join('\n')}`);
    },
  };
}

/** Each route's first-load JS and CSS, gzipped, keyed by its route file. */
export function firstLoads(bundle: OutputBundle): Map<string, FirstLoad> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizeOf = new Map<string, number>();
  const gz = (name: string, source: string | Uint8Array) => {
    if (!sizeOf.has(name)) sizeOf.set(name, gzipSync(source).length);
    return sizeOf.get(name) as number;
  };
  const closure = (start: OutputChunk, into: Set<string>) => {
    if (into.has(start.fileName)) return;
    into.add(start.fileName);
    for (const name of start.imports) {
      const child = byName.get(name);
      if (child) closure(child, into);
    }
  };
  // The page's entry (index.html), not boot.ts, which a page with a first paint loads before it.
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  const loads = new Map<string, FirstLoad>();
  if (!entry) return loads;
  for (const route of chunks.filter(
    (chunk) => chunk.facadeModuleId?.includes('/src/routes/') && chunk.facadeModuleId.includes('tsr-split=component'),
  )) {
    const files = new Set<string>();
    closure(entry, files);
    closure(route, files);
    let js = 0;
    const css = new Set<string>();
    for (const file of files) {
      const chunk = byName.get(file) as OutputChunk;
      js += gz(file, chunk.code);
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    }
    let cssBytes = 0;
    for (const sheet of css) {
      const asset = bundle[sheet];
      if (asset?.type === 'asset') cssBytes += gz(sheet, asset.source);
    }
    const page = (route.facadeModuleId as string).replace(/^.*\/src\/routes\//, '').replace(/\?.*$/, '');
    loads.set(page, { js, css: cssBytes });
  }
  return loads;
}
