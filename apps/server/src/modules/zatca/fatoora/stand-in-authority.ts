import { X509Certificate, type KeyObject } from 'node:crypto';
import {
  type CertificateAuthority,
  createCertificateAuthority,
  issueCertificate,
} from '../document/certificate-authority.ts';
import { computeInvoiceHash } from '../document/invoice-hash.ts';
import { verifySignedDocument } from '../document/signing.ts';
import { FatooraStandIn, type FatooraStandInOptions } from './fatoora-stand-in.ts';
import type { FatooraMessage } from './fatoora-wire.ts';

export interface StandInAuthority {
  /** The stand-in's `issueCertificate`: base64 of the DER of a certificate for the CSR's key. */
  issueCertificate: (csrBase64: string) => Promise<string>;
  publicKey: KeyObject;
}

/**
 * A certificate authority of the stand-in's own (the document module's), made when first asked:
 * real secp256k1 certificates for the CSRs it is sent. Nothing outside the stand-in trusts it.
 */
export function standInAuthority(): StandInAuthority {
  // Made on the first CSR, not when the store starts: most stores never use the stand-in.
  let ca: CertificateAuthority | null = null;
  const authority = () =>
    (ca ??= createCertificateAuthority({ commonName: 'Fatoora Stand-in CA' }));
  return {
    issueCertificate: async (csrBase64) => {
      const pem = issueCertificate({
        csr: csrBase64,
        caPrivateKeyPem: authority().privateKeyPem,
        caCertificatePem: authority().certificatePem,
      });
      return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
    },
    get publicKey() {
      return new X509Certificate(authority().certificatePem).publicKey;
    },
  };
}

const error = (code: string, message: string): FatooraMessage => ({
  type: 'ERROR',
  code,
  category: 'KSA',
  message,
  status: 'ERROR',
});

/**
 * The checks the stand-in makes of a signed document, as ZATCA's validator makes them: the hash
 * in the request is the document's, and its XAdES signature, SignedProperties and certificate
 * digests hold. Codes are the store's own where ZATCA's are not documented.
 */
export function standInDocumentChecks(xml: string, invoiceHash: string): FatooraMessage[] {
  const problems: FatooraMessage[] = [];
  let hash: string;
  try {
    hash = computeInvoiceHash(xml);
  } catch (cause) {
    return [error('invalid-xml', `The document could not be read: ${(cause as Error).message}`)];
  }
  if (hash !== invoiceHash) {
    problems.push(error('invalid-invoice-hash', 'The invoice hash does not match the document'));
  }
  try {
    const check = verifySignedDocument(xml);
    if (!check.valid) {
      problems.push(error('signature', 'The document signature does not verify'));
    }
  } catch (cause) {
    problems.push(error('signature', `The document is not signed: ${(cause as Error).message}`));
  }
  return problems;
}

/** The stand-in as the store serves it: its own CA, and the real checks of hash and signature. */
export function createStoreStandIn(options: Partial<FatooraStandInOptions> = {}): FatooraStandIn {
  return new FatooraStandIn({
    issueCertificate: standInAuthority().issueCertificate,
    verifyDocument: standInDocumentChecks,
    ...options,
  });
}
