/** The orders module's test support, for tests only: production code never imports it (README.md). */
export * from './admin-orders-test-support.ts';
