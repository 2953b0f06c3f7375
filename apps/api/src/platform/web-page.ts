// The web app's page (index.html), served for every path the web owns. For a first visit it does
// what a server renderer would without rendering: it names the page's route chunks for the browser to
// fetch with the entry (modulepreload), and carries the replies of the GET calls the page's first paint
// needs (the web build's .vite/first-calls.json), so the paint waits on no round trip of its own.
// Where the build gives a page a first paint (a template of its largest pictures, drawn with the app's own
// classes), the server fills it from the reply and writes it into the app shell: the pictures show before
// any script has run, and the app's first render replaces them with the same pictures at the same place.
// Such a page loads the web's boot script (web src/boot.ts) in place of the app's, with the app's script
// and preloads in a `<template>` that boot starts once the pictures are on screen: the first paint needs
// none of them, so the pictures and styles have the connection to themselves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_CHUNKS_ID, FIRST_PAINT_MARK, type FirstCallEntry, INLINED_REPLIES_ID } from '@garden/contract/web-page';
import type { Context } from 'hono';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface WebBuild {
  html: string;
  manifest: Record<string, ManifestChunk>;
  firstCalls: Record<string, FirstCallEntry[]>;
  /** Chunks the entry already names in the page. */
  inEntry: Set<string>;
  /** The app's script tags as the build wrote them into the page, the page without them, and the boot script that stands in for them. */
  deferral?: { tags: string[]; bareHtml: string; boot: string };
}

/** Answers one GET call of the shop's own API in-process. */
export type CallApi = (url: string) => Promise<Response>;

/** The web build's entry that loads the app's scripts once the first paint is on screen. */
const BOOT_ENTRY = 'src/boot.ts';

const readJson = async <T>(file: string, fallback: T): Promise<T> =>
  JSON.parse(await readFile(file, 'utf8').catch(() => JSON.stringify(fallback))) as T;

async function loadBuild(webDir: string): Promise<WebBuild> {
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
interface RouteAssets {
  scripts: string[];
  styles: string[];
}

function routeAssets(build: WebBuild, pagePath: string): RouteAssets {
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

/** The longest text parameter a page's first call takes (a search's keywords). */
const MAX_TEXT_PARAMETER = 100;

/** The page's text parameter as the web reads it (trimmed), when it is neither blank nor too long. */
function textParameter(page: URLSearchParams, name: string): string | undefined {
  const value = page.get(name)?.trim() ?? '';
  return value !== '' && value.length <= MAX_TEXT_PARAMETER ? value : undefined;
}

/**
 * The call's address for this page: `{name}` (encoded) takes the page's numeric parameter of that name,
 * `{name:text}` its text parameter, encoded as the web's URLSearchParams encodes it.
 */
function fillAddress(template: string, page: URLSearchParams): string | undefined {
  let complete = true;
  const url = template.replace(/%7B(\w+)(%3Atext)?%7D/g, (_, name: string, text?: string) => {
    if (text) {
      const value = textParameter(page, name);
      if (value === undefined) complete = false;
      return new URLSearchParams([['', value ?? '']]).toString().slice(1);
    }
    const value = page.get(name) ?? '';
    if (!/^\d{1,12}$/.test(value)) complete = false;
    return value;
  });
  return complete ? url : undefined;
}

/** The value at a dotted path (`data.pictures.0.img_url`, `data.theme.0.goods.length`) of a reply, as text. */
function pick(reply: unknown, dotted: string): string | undefined {
  const value = dotted
    .split('.')
    .reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), reply);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text made safe for an HTML attribute value or element content. */
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The template with every `{{dotted.path}}` slot replaced by that value of the reply and every `{{?name}}`
 * by the page's text parameter of that name, escaped; nothing when a slot has no value (a first paint
 * with a hole would differ from what the app draws).
 */
function fillPaint(template: string, reply: unknown, page: URLSearchParams): string | undefined {
  let complete = true;
  const html = template.replace(/\{\{(\?)?([\w.]+)\}\}/g, (_, parameter: string | undefined, name: string) => {
    const value = parameter ? textParameter(page, name) : pick(reply, name);
    if (value === undefined) complete = false;
    return escapeHtml(value ?? '');
  });
  return complete ? html : undefined;
}

/** What the page's first calls add to it. */
interface FirstCallsParts {
  /** Preloads of the largest pictures the replies name. */
  preloads: string;
  /** The replies as a JSON data block (never run as script). */
  data: string;
  /** The page's first paint, filled from its call's reply. */
  paint: string;
}

/**
 * The replies of the page's first calls, a preload of the largest pictures each names (so they load
 * first, beside the scripts instead of after them), and the page's first paint filled from its reply.
 */
async function firstCallsParts(build: WebBuild, pagePath: string, page: URLSearchParams, callApi: CallApi): Promise<FirstCallsParts> {
  const calls = [...(build.firstCalls['*'] ?? []), ...(build.firstCalls[pagePath] ?? [])];
  const replies: Record<string, unknown> = {};
  const images: string[] = [];
  let paint = '';
  await Promise.all(
    calls.map(async (call) => {
      const url = fillAddress(call.url, page);
      if (!url) return;
      const response = await callApi(url);
      const body = (await response.json().catch(() => null)) as { code?: number } | null;
      if (!response.ok || body?.code !== 200) return;
      replies[url] = body;
      for (const image of (call.images ?? []).map((dotted) => pick(body, dotted))) {
        if (image) images.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`);
      }
      if (call.paint) paint = fillPaint(call.paint, body, page) ?? '';
    }),
  );
  if (Object.keys(replies).length === 0) return { preloads: '', data: '', paint: '' };
  // `<` escaped: a goods name holding `</script>` cannot end the block.
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  return { preloads: images.join(''), data: `<script type="application/json" id="${INLINED_REPLIES_ID}">${json}</script>`, paint };
}

/**
 * The page with its additions: the picture preloads ahead of the scripts and styles (the first requests
 * the browser makes), the route's styles, preloads and the data before `</head>`, the first paint in the
 * app shell. With a first paint, the app's script and every preload go into the boot script's template.
 */
function assemble(build: WebBuild, route: RouteAssets, parts: FirstCallsParts): string {
  let html = build.html;
  let scripts = route.scripts.join('');
  if (parts.paint && build.deferral) {
    const { tags, bareHtml, boot } = build.deferral;
    html = bareHtml;
    scripts = `<script type="module" crossorigin src="/${boot}"></script><template id="${APP_CHUNKS_ID}">${tags.join('')}${scripts}</template>`;
  }
  const firstAsset = html.search(/<script\b|<link rel="(modulepreload|stylesheet)"/);
  if (parts.preloads && firstAsset >= 0) html = html.slice(0, firstAsset) + parts.preloads + html.slice(firstAsset);
  const head = (parts.preloads && firstAsset < 0 ? parts.preloads : '') + route.styles.join('') + scripts + parts.data;
  // Replaced by functions: a goods name spelling `$&` is text, not a replacement pattern.
  return html.replace('</head>', () => `${head}</head>`).replace(FIRST_PAINT_MARK, () => parts.paint);
}

/** The page for `pagePath`, compressed as the browser accepts; revalidated on every visit. */
export function createWebPage(webDir: string, callApi: CallApi) {
  let build: Promise<WebBuild> | undefined;
  return async (c: Context): Promise<Response> => {
    build ??= loadBuild(webDir);
    const loaded = await build;
    const search = new URL(c.req.url).searchParams;
    const parts = await firstCallsParts(loaded, c.req.path, search, callApi);
    const html = Buffer.from(assemble(loaded, routeAssets(loaded, c.req.path), parts));
    const accepts = c.req.header('accept-encoding') ?? '';
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', gzipSync(html)]
        : [undefined, html];
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    if (encoding) headers['content-encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
