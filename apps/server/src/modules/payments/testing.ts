/** The payments module's test support, for tests only: production code never imports it (README.md). */
export * from './paypal/fake-paypal-server.ts';
export * from './payments-test-support.ts';
export { FakeMoyasar } from './moyasar/fake-moyasar-server.ts';
export { FakeTabby } from './tabby/fake-tabby-server.ts';
