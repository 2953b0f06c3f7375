import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
