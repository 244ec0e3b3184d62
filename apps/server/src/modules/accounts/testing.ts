/** The accounts module's test support, for tests only: production code never imports it (README.md). */
export * from './test-sign-in.ts';
