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
    // Vitest leaves one core free by default: on a 2-core machine, one worker. The files mostly
    // wait on a database or a child process, so a worker per core halves the run (1,060 → 607 s
    // for both databases on 2 cores).
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DB: 'postgres' },
                // Slow files whose subject is not the database (request validation, object
                // storage, printed documents) run once, on PGlite; so does the embedded
                // database's own configuration.
                exclude: [
                  'src/db/pglite-buffers.test.ts',
                  'src/fuzz/api-fuzz.test.ts',
                  'src/modules/media/media-s3.test.ts',
                  'src/modules/invoicing/pdf/tax-document-pdf.test.ts',
                  'src/modules/shipping-documents/shipping-documents.test.ts',
                ],
              },
            },
          ]
        : []),
    ],
  },
});
