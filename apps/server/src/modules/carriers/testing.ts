/** The carriers module's test support, for tests only: production code never imports it (README.md). */
export {
  FAKE_OTO_DELIVERY_OPTIONS,
  FakeOto,
  type FakeOtoFault,
  type FakeOtoOrder,
  startFakeOto,
  tinyPdf,
} from './oto/fake-oto-server.ts';
export { forgetOtoTokens } from './oto/oto-client.ts';
export { otoSignature, otoWebhookBody } from './oto/oto-wire.ts';
