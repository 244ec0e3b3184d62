/** The auth module's test support, for tests only: production code never imports it (README.md). */
export * from './test-accounts.ts';
