import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, once, at the best levels: the server
 * sends them as they are (serveStatic `precompressed`), so no request pays for compression.
 */
export function precompress(): Plugin {
  return afterBuild('garden-precompress', async (outDir, bundle) => {
    const files = [...Object.keys(bundle), 'index.html'].filter((file, i, all) => COMPRESSIBLE.test(file) && all.indexOf(file) === i);
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(outDir, file);
        const body = await readFile(full).catch(() => undefined);
        if (!body || body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
      }),
    );
  });
}
