import { defineConfig } from 'vitest/config';

/** End-to-end journeys in a real Chromium against the production build (`npm run test:e2e`). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time, each with a shared store (global-setup.ts) or one of its own: a file
    // mostly waits on its pages and timers, and one at a time left a core idle (decision 054).
    maxWorkers: 2,
    // States a page reaches by itself (a fetch, a transition) are awaited, never slept for.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
