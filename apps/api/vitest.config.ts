import { defineProject } from 'vitest/config';

// Tests run in Vite's SSR environment, whose resolve conditions are separate from the client's:
// both need `@garden/source` so `@garden/domain` resolves to its TypeScript source, not dist.
export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  ssr: { resolve: { conditions: ['@garden/source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Migrated and seeded template databases, made once per run: each test file's database is a copy.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/worker-setup.ts'],
    // The files of a worker share its loaded modules: importing the app anew for each of the hundred-odd files
    // was a third of the suite's time. Each file still gets its own database and app (test/context.ts), and
    // no file may replace a module (vi.mock) or leave a global changed.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
