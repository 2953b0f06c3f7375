import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  test: { name: 'domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
