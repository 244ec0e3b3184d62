/** The zatca module's face (ZATCA e-invoicing): all that other code may import from it (README.md). */
// Fatoora API
export {
  FatooraClient,
  type FatooraClientOptions,
  type FatooraOutcome,
  type FatooraRetryReason,
} from './fatoora/fatoora-client.ts';
export {
  FATOORA_API_VERSION,
  FATOORA_BASE_URLS,
  SANDBOX_ONBOARDING_OTP,
  SANDBOX_RENEWAL_OTP,
  type FatooraCredentials,
  type FatooraCsid,
  type FatooraDocument,
  type FatooraDocumentAnswer,
  type FatooraEnvironment,
  type FatooraLanguage,
  type FatooraMessage,
  type FatooraValidation,
} from './fatoora/fatoora-wire.ts';
export {
  FatooraStandIn,
  fatooraStandInRoutes,
  type FatooraFault,
  type FatooraStandInOptions,
  type StandInRequest,
} from './fatoora/fatoora-stand-in.ts';
export { createStoreStandIn, standInDocumentChecks } from './fatoora/stand-in-authority.ts';
// Documents: XML, hash, signature, QR
export {
  createCertificateAuthority,
  issueCertificate,
  type CertificateAuthority,
  type IssueCertificateInput,
} from './document/certificate-authority.ts';
export { readSigningCertificate, type SigningCertificateInfo } from './document/certificate.ts';
export {
  CERTIFICATE_TEMPLATE_NAMES,
  generateCsr,
  parseCsr,
  type CsrInput,
  type GeneratedCsr,
  type ParsedCsr,
  type ZatcaEnvironment,
} from './document/csr.ts';
export type {
  PaymentMeansCode,
  VatCategory,
  VatTreatment,
  ZatcaAddress,
  ZatcaAllowance,
  ZatcaBuyer,
  ZatcaDocumentInput,
  ZatcaDocumentKind,
  ZatcaLine,
  ZatcaSeller,
} from './document/document-input.ts';
export { phase1QrOfDocument } from './document/document-qr.ts';
export { buildDocumentXml, riyadhDateTime, type BuiltDocument } from './document/document-xml.ts';
export { computeInvoiceHash, INITIAL_PREVIOUS_INVOICE_HASH } from './document/invoice-hash.ts';
export {
  decodeQr,
  encodePhase1Qr,
  encodePhase2Qr,
  type DecodedQr,
  type Phase1QrFields,
  type Phase2QrFields,
} from './document/qr-tlv.ts';
export {
  generateSigningKey,
  signDocument,
  verifySignedDocument,
  type SignatureCheck,
  type SignDocumentInput,
  type SignedDocument,
  type SigningKeyPair,
} from './document/signing.ts';
export { computeTotals, type DocumentTotals, sar } from './document/totals.ts';

// Onboarding state and the unit's credentials
export {
  onboardingError,
  readSigningCredentials,
  readZatcaState,
  saveCsid,
  saveSigningKey,
  saveZatcaState,
  type ZatcaCsid,
  type ZatcaState,
} from './zatca-state.service.ts';
