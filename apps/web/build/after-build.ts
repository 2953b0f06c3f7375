import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A build-only plugin that writes files into the output folder once the bundle is written. */
export function afterBuild(name: string, write: (outDir: string, bundle: Rollup.OutputBundle) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: (_options, bundle) => write(outDir, bundle),
  };
}
