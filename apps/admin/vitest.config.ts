import { defineProject } from 'vitest/config';

// The back office's browser journeys share one real server that e2e/global-setup.ts starts on its own port and
// data folder; seeding its embedded database takes a while, hence the hooks' long timeout. One Chromium at a time.
export default defineProject({
  resolve: { conditions: ['@garden/source'] },
  test: {
    name: 'admin',
    include: ['e2e/**/*.test.ts'],
    globalSetup: 'e2e/global-setup.ts',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // expect.poll waits as long as a Playwright step, not vitest's 1 s: a journey polls for server round trips and
    // for notifications to close on a busy machine (the storefront's journeys do the same).
    expect: { poll: { timeout: 15_000 } },
  },
});
