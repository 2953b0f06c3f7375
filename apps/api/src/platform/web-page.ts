// The web app's page (index.html), served for every path the web owns. For a first visit it does
// what a server renderer would without rendering: it names the page's route chunks for the browser to
// fetch with the entry (modulepreload), and carries the replies of the GET calls the page's first paint
// needs (the web build's .vite/first-calls.json), so the paint waits on no round trip of its own.
// Where the build gives a page a first paint (a template of its first screen, drawn by the app's own
// components), the server fills it from the page's replies and writes it into the app shell: the pictures show before
// any script has run, and the app's first render replaces them with the same pictures at the same place.
// Such a page loads the web's boot script (web src/boot.ts) in place of the app's, with the app's script
// and preloads in a `<template>` that boot starts once the pictures are on screen: the first paint needs
// none of them, so the pictures and styles have the connection to themselves.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_CHUNKS_ID, FIRST_PAINT_MARK, INLINED_REPLIES_ID } from '@garden/contract/web-page';
import type { Context } from 'hono';
import { loadBuild, type RouteAssets, routeAssets, type WebBuild } from './web-build';
import { escapeHtml, fillAddress, fillPaint, paintFor, pick } from './web-page-fill';
import { type CallApi, type PageHead, pageHead } from './web-page-head';

export type { CallApi } from './web-page-head';

/** What the page's first calls add to it. */
interface FirstCallsParts {
  /** Preloads of the largest pictures the replies name. */
  preloads: string;
  /** The replies as a JSON data block (never run as script). */
  data: string;
  /** The page's first paint, filled from its calls' replies. */
  paint: string;
  /** The replies that answered 200, by address. */
  replies: Record<string, unknown>;
}

/**
 * The replies of the page's first calls, a preload of the largest pictures each names (so they load
 * first, beside the scripts instead of after them), and the page's first paint filled from its own calls'
 * replies (the paint its first call carries).
 */
async function firstCallsParts(build: WebBuild, pagePath: string, page: URLSearchParams, callApi: CallApi): Promise<FirstCallsParts> {
  const own = build.firstCalls[pagePath] ?? [];
  const calls = [...(build.firstCalls['*'] ?? []), ...own];
  const replies: Record<string, unknown> = {};
  const images: string[] = [];
  // By the page's own calls' order, which the paint's slots count in; a missing one leaves its slots empty.
  const ownReplies = await Promise.all(
    calls.map(async (call) => {
      const url = fillAddress(call.url, page);
      if (!url) return undefined;
      const response = await callApi(url);
      const body = (await response.json().catch(() => null)) as { code?: number } | null;
      if (!response.ok || body?.code !== 200) return undefined;
      replies[url] = body;
      for (const image of (call.images ?? []).map((dotted) => pick(body, dotted))) {
        if (image) images.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`);
      }
      return body;
    }),
  ).then((all) => all.slice(calls.length - own.length));
  const template = own[0]?.paint && paintFor(own[0].paint, ownReplies);
  const paint = (template && fillPaint(template, ownReplies, page)) || '';
  if (Object.keys(replies).length === 0) return { preloads: '', data: '', paint: '', replies };
  // `<` escaped: a goods name holding `</script>` cannot end the block.
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  return { preloads: images.join(''), data: `<script type="application/json" id="${INLINED_REPLIES_ID}">${json}</script>`, paint, replies };
}

/**
 * The page with its additions: the picture preloads ahead of the scripts and styles (the first requests
 * the browser makes), the route's styles, preloads and the data before `</head>`, the first paint in the
 * app shell. With a first paint, the app's script and every preload go into the boot script's template.
 */
function assemble(build: WebBuild, route: RouteAssets, parts: FirstCallsParts, pageHead: PageHead): string {
  let html = withHead(build.html, pageHead);
  let scripts = route.scripts.join('');
  if (parts.paint && build.deferral) {
    const { tags, bareHtml, boot } = build.deferral;
    html = withHead(bareHtml, pageHead);
    scripts = `<script type="module" crossorigin src="/${boot}"></script><template id="${APP_CHUNKS_ID}">${tags.join('')}${scripts}</template>`;
  }
  const firstAsset = html.search(/<script\b|<link rel="(modulepreload|stylesheet)"/);
  if (parts.preloads && firstAsset >= 0) html = html.slice(0, firstAsset) + parts.preloads + html.slice(firstAsset);
  const head = (parts.preloads && firstAsset < 0 ? parts.preloads : '') + route.styles.join('') + scripts + parts.data + pageHead.tags;
  // Replaced by functions: a goods name spelling `$&` is text, not a replacement pattern.
  return html.replace('</head>', () => `${head}</head>`).replace(FIRST_PAINT_MARK, () => parts.paint);
}

/**
 * The build's page with this page's title and description in place of the shop's (web index.html's), or
 * added when the build has none.
 */
function withHead(html: string, head: PageHead): string {
  let page = html;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    page = /<title>[^<]*<\/title>/.test(page) ? page.replace(/<title>[^<]*<\/title>/, () => title) : page.replace('</head>', () => `${title}</head>`);
  }
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
    const own = /<meta name="description"[^>]*>/;
    page = own.test(page) ? page.replace(own, () => description) : page.replace('</head>', () => `${description}</head>`);
  }
  return page;
}

/** The page compressed as the browser accepts (brotli, else gzip, else as it is), with its encoding. */
function compress(html: Buffer, acceptEncoding: string): [encoding: string | undefined, body: Buffer] {
  if (/\bbr\b/.test(acceptEncoding)) return ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })];
  if (/\bgzip\b/.test(acceptEncoding)) return ['gzip', gzipSync(html)];
  return [undefined, html];
}

/** The page for `pagePath`, compressed as the browser accepts; revalidated on every visit. */
export function createWebPage(webDir: string, callApi: CallApi, publicOrigin: string) {
  let build: Promise<WebBuild> | undefined;
  return async (c: Context): Promise<Response> => {
    build ??= loadBuild(webDir);
    const loaded = await build;
    const search = new URL(c.req.url).searchParams;
    const parts = await firstCallsParts(loaded, c.req.path, search, callApi);
    // After the first calls, whose replies the head reads again from the catalogue cache.
    const head = await pageHead({ path: c.req.path, page: search, origin: publicOrigin, replies: parts.replies, callApi });
    const html = Buffer.from(assemble(loaded, routeAssets(loaded, c.req.path), parts, head));
    const [encoding, body] = compress(html, c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    if (encoding) headers['content-encoding'] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}
