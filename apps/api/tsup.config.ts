import { defineConfig } from 'tsup';

// The server `pnpm start` runs: one ES module, its npm dependencies (and @garden/domain's build) left to
// node_modules. Migrations and seed assets are read from the app folder (env.ts appRoot), not bundled.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: true,
});
