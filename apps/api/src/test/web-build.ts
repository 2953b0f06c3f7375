// The web's build in miniature for the server's page tests: the page, Vite's manifest and the first calls the
// build lists, written to a temporary folder laid out as apps/web/dist is.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const MINI_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
export const MINI_MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/routes/[index].tsx?tsr-split=component': { file: 'assets/_index_-1.js', imports: ['_shared.js', '_cards.js'], css: ['assets/home-1.css'] },
  '_cards.js': { file: 'assets/cards-1.js' },
};
export const MINI_FIRST_CALLS = {
  '*': [{ url: '/v3/category/father_list?city_name=' }],
  '/index': [{ url: '/v1/search/sou?city_name=&keywords=' }],
  '/goodDetail': [
    { url: '/v2/goods/info?city_name=&gshp_id=%7Bgshp_id%7D&is_group=0', images: ['data.pictures.0.img_url', 'data.pictures.5.img_url'] },
  ],
};

/** A temporary folder laid out as the web's build: its page, Vite's manifest and the first calls of each route. */
export async function writeWebBuild(build: { html: string; manifest: object; firstCalls: object }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'garden-web-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), build.html);
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(build.manifest));
  await writeFile(path.join(dir, '.vite/first-calls.json'), JSON.stringify(build.firstCalls));
  return dir;
}

/** The miniature build: the page, its manifest and its first calls. */
export const writeMiniWebBuild = () => writeWebBuild({ html: MINI_HTML, manifest: MINI_MANIFEST, firstCalls: MINI_FIRST_CALLS });
