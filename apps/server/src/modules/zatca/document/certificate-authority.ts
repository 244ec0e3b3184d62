import { createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';

import type { Extension, TBSCertificate } from '@peculiar/asn1-x509';
import { asn1Schema, asn1X509 } from './asn1.ts';

import { certificateBase64, certificatePem } from './certificate.ts';
import { OID, parseCsr } from './csr.ts';
import { generateSigningKey } from './signing.ts';

/**
 * A small certificate authority with ZATCA's key type (secp256k1, ECDSA-SHA256): what a local stand-in
 * for ZATCA's CSID issuance, and tests, use to turn a CSR into a signing certificate. ZATCA's own CA
 * issues production certificates; nothing here claims to be it.
 */

export interface CertificateAuthority {
  privateKeyPem: string;
  certificatePem: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function serialNumber(): ArrayBuffer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return new Uint8Array(bytes).buffer;
}

function der(value: unknown): Buffer {
  return Buffer.from(asn1Schema().AsnConvert.serialize(value));
}

function signTbs(tbs: TBSCertificate, privateKeyPem: string): string {
  const { AlgorithmIdentifier, Certificate } = asn1X509();
  const signatureAlgorithm = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  tbs.signature = signatureAlgorithm;
  const signature = sign('sha256', der(tbs), createPrivateKey(privateKeyPem));
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm,
    signatureValue: new Uint8Array(signature).buffer,
  });
  return certificatePem(der(certificate).toString('base64'));
}

function keyUsage(flags: number): Extension {
  const { AsnConvert, OctetString } = asn1Schema();
  const { Extension, KeyUsage, id_ce_keyUsage } = asn1X509();
  return new Extension({
    extnID: id_ce_keyUsage,
    critical: true,
    extnValue: new OctetString(AsnConvert.serialize(new KeyUsage(flags))),
  });
}

export function createCertificateAuthority(
  options: { commonName?: string; now?: Date; validDays?: number } = {},
): CertificateAuthority {
  const { AsnConvert, OctetString } = asn1Schema();
  const {
    AttributeTypeAndValue,
    AttributeValue,
    BasicConstraints,
    Extension,
    Extensions,
    KeyUsageFlags,
    Name,
    RelativeDistinguishedName,
    SubjectPublicKeyInfo,
    TBSCertificate,
    Validity,
    Version,
    id_ce_basicConstraints,
  } = asn1X509();
  const { privateKeyPem } = generateSigningKey();
  const now = options.now ?? new Date();
  const name = new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({
        type: OID.commonName,
        value: new AttributeValue({ utf8String: options.commonName ?? 'Local ZATCA stand-in CA' }),
      }),
    ]),
  ]);
  const spki = createPublicKey(createPrivateKey(privateKeyPem)).export({
    type: 'spki',
    format: 'der',
  });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumber(),
    issuer: name,
    subject: name,
    validity: new Validity({
      notBefore: now,
      notAfter: new Date(now.getTime() + (options.validDays ?? 3650) * DAY_MS),
    }),
    subjectPublicKeyInfo: AsnConvert.parse(spki, SubjectPublicKeyInfo),
    extensions: new Extensions([
      new Extension({
        extnID: id_ce_basicConstraints,
        critical: true,
        extnValue: new OctetString(AsnConvert.serialize(new BasicConstraints({ cA: true }))),
      }),
      keyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign),
    ]),
  });
  return { privateKeyPem, certificatePem: signTbs(tbs, privateKeyPem) };
}

export interface IssueCertificateInput {
  /** PEM, base64 of the PEM (as ZATCA's compliance API receives it) or base64 DER. */
  csr: string;
  caPrivateKeyPem: string;
  caCertificatePem: string;
  now?: Date;
  validDays?: number;
}

/**
 * Issues a signing certificate for a CSR: its subject, key and requested extensions (the EGS
 * directory name, the template name), plus digitalSignature key usage.
 */
export function issueCertificate(input: IssueCertificateInput): string {
  const { AsnConvert } = asn1Schema();
  const {
    Certificate,
    Extensions,
    KeyUsageFlags,
    TBSCertificate,
    Validity,
    Version,
    id_ce_keyUsage,
  } = asn1X509();
  const csr = parseCsr(input.csr);
  if (!csr.signatureValid) throw new Error('The CSR signature does not verify');
  const ca = AsnConvert.parse(
    Buffer.from(certificateBase64(input.caCertificatePem), 'base64'),
    Certificate,
  );
  const now = input.now ?? new Date();
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumber(),
    issuer: ca.tbsCertificate.subject,
    subject: csr.request.certificationRequestInfo.subject,
    validity: new Validity({
      notBefore: now,
      notAfter: new Date(now.getTime() + (input.validDays ?? 365) * DAY_MS),
    }),
    subjectPublicKeyInfo: csr.request.certificationRequestInfo.subjectPKInfo,
    extensions: new Extensions([
      ...csr.extensions.filter((extension) => extension.extnID !== id_ce_keyUsage),
      keyUsage(KeyUsageFlags.digitalSignature),
    ]),
  });
  return signTbs(tbs, input.caPrivateKeyPem);
}
