import { defineConfig } from 'vitest/config';

/**
 * Server tests run on in-memory PGlite; when TEST_DATABASE_URL is set, the same suite runs a
 * second time against that PostgreSQL server (each test file in a database of its own).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
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
