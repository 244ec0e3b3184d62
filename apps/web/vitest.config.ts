import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests (`npm run test -w apps/web`); end-to-end journeys have their own config. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // The files of a worker share one module graph and one document, which makes the run about
    // four times faster (each file would otherwise set up jsdom and load the app again). So a
    // test never mocks one of our modules (vi.mock applies only to a first load) and leaves no
    // state behind; src/test/setup.ts empties the stores and the document before each test.
    isolate: false,
    // The journeys through lazy screens (sign in, then the admin area) take over the default 5 s
    // when the machine is busy with other work; a slow machine is not a failure.
    testTimeout: 20_000,
  },
});
