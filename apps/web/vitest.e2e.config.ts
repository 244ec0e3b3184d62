import { defineConfig } from 'vitest/config';

/** End-to-end journeys in a real Chromium against the production build (`npm run test:e2e`). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // States a page reaches by itself (a fetch, a transition) are awaited, never slept for.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
