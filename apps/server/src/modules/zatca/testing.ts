/** The zatca module's test support, for tests only: production code never imports it (README.md). */
// Fatoora API
export {
  FAKE_FATOORA_PREFIX,
  type FakeFatoora,
  startFakeFatoora,
} from './fatoora/fake-fatoora-server.ts';
export {
  createTestCertificateAuthority,
  createTestCsr,
  type TestCertificateAuthority,
  type TestCsr,
} from './fatoora/test-certificates.ts';
