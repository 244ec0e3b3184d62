/** The SMS module's test support, for tests only: production code never imports it (README.md). */
export {
  FakeUnifonic,
  type FakeUnifonicFault,
  type FakeUnifonicMessage,
} from './unifonic/fake-unifonic-server.ts';
