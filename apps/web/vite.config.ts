import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstCalls } from './build/first-calls.ts';
import { precompress } from './build/precompress.ts';
import { sizeBudget } from './build/size-budget.ts';

// In dev the API runs on its own port (`pnpm --filter @garden/api dev`); in production the API
// serves this build itself, so every call stays a relative path (storefront §7).
const apiTarget = process.env.GARDEN_API ?? 'http://127.0.0.1:8080';
const proxied = ['/v1', '/v2', '/v3', '/__sandbox', '/uploads', '/api'];

/** Mantine, the libraries its dialogs are built on, and our modules that bring it (the scope, the theme, the dialogs). */
const MANTINE =
  /@mantine|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|[\\/]mantine-scope\.tsx$|[\\/]lib[\\/]theme\.ts$|[\\/]components[\\/](confirm-)?dialog\.tsx$/;

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), sizeBudget(), firstCalls(), precompress()],
  resolve: { conditions: ['@garden/source'] },
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, apiTarget])) },
  build: {
    target: 'es2022',
    manifest: true,
    // What most pages share (React's runtime hooks, the router's and query's, the API client, the goods
    // card) goes in one chunk instead of dozens of tiny ones: over HTTP/1.1 a browser opens six
    // connections to a host, so a first visit waiting on 28 scripts pays round trips that 4 do not.
    rolldownOptions: {
      // boot.ts: what a page with a first paint loads in place of the app's script (api lib/web-page.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      // Mantine (dialogs, stars, the progress bar) stays out of it: many pages open a dialog, but none needs one to
      // draw, so it loads with the first page that does rather than with every first visit.
      output: { codeSplitting: { groups: [{ name: 'common', minShareCount: 8, test: (id: string) => !MANTINE.test(id) }] } },
    },
  },
});
