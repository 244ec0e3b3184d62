/** The zatca module's face (ZATCA e-invoicing, "Fatoora"): all that other code may import from it (README.md). */

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
export { computeTotals, type DocumentTotals } from './document/totals.ts';
