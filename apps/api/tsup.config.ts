import { defineConfig } from 'tsup';

// The server `pnpm start` runs: one ES module. The pure-JavaScript packages every start loads (zod and what
// builds on it, hono, drizzle-orm, our own packages) are bundled in: resolving and loading their hundreds of
// files took about 0.1 s of every start. The rest stay in node_modules: PGlite (its WebAssembly and data files
// sit beside it), pg, the native modules, and what loads only when used (pdfkit, the gateway SDKs). A zod
// consumer left outside would load a second zod, so all of them go in together. Migrations and seed assets
// are read from the app folder (env.ts appRoot), not bundled.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['zod', /^@hono\//, 'hono', '@asteasolutions/zod-to-openapi', 'drizzle-orm', /^@garden\//, 'decimal.js'],
});
