import { defineProject } from 'vitest/config';

// Unit tests sit beside the code; browser journeys live in e2e/ and share one real server that
// e2e/global-setup.ts starts (seeding an embedded database takes a while, hence the long timeouts).
export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // expect.poll waits as long as a Playwright step (openPage's 15 s), not 1 s: a journey polls for server round trips on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    // One Chromium per journey file is plenty for this machine.
    fileParallelism: false,
  },
});
