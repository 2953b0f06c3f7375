// The web build a page is made from (the web's dist): index.html, Vite's manifest and the first calls
// (.vite/first-calls.json), and the chunks and styles each route adds to the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FirstCallEntry } from '@garden/contract/web-page';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface WebBuild {
  html: string;
  manifest: Record<string, ManifestChunk>;
  firstCalls: Record<string, FirstCallEntry[]>;
  /** Chunks the entry already names in the page. */
  inEntry: Set<string>;
  /** The app's script tags as the build wrote them into the page, the page without them, and the boot script that stands in for them. */
  deferral?: { tags: string[]; bareHtml: string; boot: string };
}

/** The web build's entry that loads the app's scripts once the first paint is on screen. */
const BOOT_ENTRY = 'src/boot.ts';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const readJson = async <T>(file: string, fallback: T): Promise<T> =>
  JSON.parse(await readFile(file, 'utf8').catch(() => JSON.stringify(fallback))) as T;

export async function loadBuild(webDir: string): Promise<WebBuild> {
  const [html, manifest, firstCalls] = await Promise.all([
    readFile(path.join(webDir, 'index.html'), 'utf8'),
    readJson<Record<string, ManifestChunk>>(path.join(webDir, '.vite/manifest.json'), {}),
    readJson<Record<string, FirstCallEntry[]>>(path.join(webDir, '.vite/first-calls.json'), {}),
  ]);
  const inEntry = new Set<string>();
  collectChunks(manifest, 'index.html', inEntry);
  return { html, manifest, firstCalls, inEntry, deferral: appScripts(html, manifest, inEntry) };
}

/**
 * The entry's script and preload tags exactly as Vite writes them into index.html, when every one is
 * there and the build has the boot script; otherwise nothing, and pages load the app at once.
 */
function appScripts(html: string, manifest: Record<string, ManifestChunk>, inEntry: Set<string>): WebBuild['deferral'] {
  const entry = manifest['index.html'];
  const boot = manifest[BOOT_ENTRY];
  if (!entry || !boot) return undefined;
  const tags = [`<script type="module" crossorigin src="/${entry.file}"></script>`];
  for (const chunk of inEntry) {
    if (chunk !== 'index.html') tags.push(`<link rel="modulepreload" crossorigin href="/${(manifest[chunk] as ManifestChunk).file}">`);
  }
  if (!tags.every((tag) => html.includes(tag))) return undefined;
  const bareHtml = tags.reduce((page, tag) => page.replace(new RegExp(`[ \\t]*${escapeRegExp(tag)}\\n?`), ''), html);
  return { tags, bareHtml, boot: boot.file };
}

function collectChunks(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const child of manifest[key].imports ?? []) collectChunks(manifest, child, into);
}

/** The route file's component chunk for a page path (`/index` is the file `[index].tsx`, storefront §2). */
function routeChunkKey(manifest: Record<string, ManifestChunk>, pagePath: string): string | undefined {
  const name = pagePath.replace(/^\/+|\/+$/g, '') || 'index';
  return [`src/routes/[${name}].tsx?tsr-split=component`, `src/routes/${name}.tsx?tsr-split=component`].find((key) => manifest[key]);
}

/** The route's chunks that the entry does not already name: their preloads and their styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

export function routeAssets(build: WebBuild, pagePath: string): RouteAssets {
  const assets: RouteAssets = { scripts: [], styles: [] };
  const key = routeChunkKey(build.manifest, pagePath);
  if (!key) return assets;
  const chunks = new Set<string>();
  collectChunks(build.manifest, key, chunks);
  for (const chunk of chunks) {
    if (build.inEntry.has(chunk)) continue;
    const entry = build.manifest[chunk] as ManifestChunk;
    assets.scripts.push(`<link rel="modulepreload" crossorigin href="/${entry.file}">`);
    for (const css of entry.css ?? []) assets.styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return assets;
}
