import { defineConfig } from 'vitest/config';

/**
 * Server tests run on in-memory PGlite; when TEST_DATABASE_URL is set, the same suite runs a
 * second time against that PostgreSQL server (each test file in a database of its own).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file's database starts as a copy of one prepared here.
    globalSetup: ['src/test/database-templates.ts'],
    // The files of a worker share one module graph, which halves the run (each file would
    // otherwise load the whole app again). So a test file leaves no global state behind: no
    // vi.mock, no fake timers, no changed process.env; each builds its own app and database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
