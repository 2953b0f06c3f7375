// The web app's page (index.html), served for every path the web owns. For a first visit it does
// what a server renderer would without rendering: it names the page's route chunks for the browser to
// fetch with the entry (modulepreload), and carries the replies of the GET calls the page's first paint
// needs (the web build's .vite/first-calls.json), so the paint waits on no round trip of its own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A call the page's first paint waits on (web src/lib/first-calls.ts); `images`: dotted paths into its reply. */
interface FirstCall {
  url: string;
  images?: string[];
}

interface WebBuild {
  html: string;
  manifest: Record<string, ManifestChunk>;
  firstCalls: Record<string, FirstCall[]>;
  /** Chunks the entry already names in the page. */
  inEntry: Set<string>;
}

/** Answers one GET call of the shop's own API in-process. */
export type CallApi = (url: string) => Promise<Response>;

/** The element id the web reads the inlined replies from (web lib/inlined-replies.ts). */
const INLINED_REPLIES_ID = 'first-calls';

const readJson = async <T>(file: string, fallback: T): Promise<T> =>
  JSON.parse(await readFile(file, 'utf8').catch(() => JSON.stringify(fallback))) as T;

async function loadBuild(webDir: string): Promise<WebBuild> {
  const [html, manifest, firstCalls] = await Promise.all([
    readFile(path.join(webDir, 'index.html'), 'utf8'),
    readJson<Record<string, ManifestChunk>>(path.join(webDir, '.vite/manifest.json'), {}),
    readJson<Record<string, FirstCall[]>>(path.join(webDir, '.vite/first-calls.json'), {}),
  ]);
  const inEntry = new Set<string>();
  collectChunks(manifest, 'index.html', inEntry);
  return { html, manifest, firstCalls, inEntry };
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

/** `<link>`s for the route's chunks and styles that the entry does not already name. */
function routeLinks(build: WebBuild, pagePath: string): string {
  const key = routeChunkKey(build.manifest, pagePath);
  if (!key) return '';
  const chunks = new Set<string>();
  collectChunks(build.manifest, key, chunks);
  const links: string[] = [];
  for (const chunk of chunks) {
    if (build.inEntry.has(chunk)) continue;
    const entry = build.manifest[chunk] as ManifestChunk;
    links.push(`<link rel="modulepreload" crossorigin href="/${entry.file}">`);
    for (const css of entry.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return links.join('');
}

/** The call's address for this page: `{name}` (encoded) takes the page's numeric parameter of that name. */
function fillAddress(template: string, page: URLSearchParams): string | undefined {
  let complete = true;
  const url = template.replace(/%7B(\w+)%7D/g, (_, name: string) => {
    const value = page.get(name) ?? '';
    if (!/^\d{1,12}$/.test(value)) complete = false;
    return value;
  });
  return complete ? url : undefined;
}

/** The value at a dotted path (`data.pictures.0.img_url`) of a reply, when it is text. */
function pick(reply: unknown, dotted: string): string | undefined {
  const value = dotted
    .split('.')
    .reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), reply);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The replies of the page's first calls as a JSON data block (never run as script), and a preload of
 * the largest pictures each names, so they load beside the scripts instead of after them.
 */
async function firstCallsHead(build: WebBuild, pagePath: string, page: URLSearchParams, callApi: CallApi): Promise<string> {
  const calls = [...(build.firstCalls['*'] ?? []), ...(build.firstCalls[pagePath] ?? [])];
  const replies: Record<string, unknown> = {};
  const images: string[] = [];
  await Promise.all(
    calls.map(async (call) => {
      const url = fillAddress(call.url, page);
      if (!url) return;
      const response = await callApi(url);
      const body = (await response.json().catch(() => null)) as { code?: number } | null;
      if (!response.ok || body?.code !== 200) return;
      replies[url] = body;
      for (const image of (call.images ?? []).map((dotted) => pick(body, dotted))) {
        if (image) images.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`);
      }
    }),
  );
  if (Object.keys(replies).length === 0) return '';
  // `<` escaped: a goods name holding `</script>` cannot end the block.
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  return `${images.join('')}<script type="application/json" id="${INLINED_REPLIES_ID}">${json}</script>`;
}

/** The page for `pagePath`, compressed as the browser accepts; revalidated on every visit. */
export function createWebPage(webDir: string, callApi: CallApi) {
  let build: Promise<WebBuild> | undefined;
  return async (c: Context): Promise<Response> => {
    build ??= loadBuild(webDir);
    const loaded = await build;
    const search = new URL(c.req.url).searchParams;
    const head = routeLinks(loaded, c.req.path) + (await firstCallsHead(loaded, c.req.path, search, callApi));
    const html = Buffer.from(loaded.html.replace('</head>', `${head}</head>`));
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
