import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  test: { name: 'web', include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'], passWithNoTests: true },
});
