import { defineProject } from 'vitest/config';

// Like the API's: `@garden/domain` resolves to its TypeScript source; the tests start the real API.
export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  ssr: { resolve: { conditions: ['@garden/source'] } },
  test: { name: 'cli', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
