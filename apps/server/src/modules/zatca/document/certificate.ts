import { createHash, X509Certificate } from 'node:crypto';

import { asn1Schema, asn1X509 } from './asn1.ts';

/** What a signed document says about its signing certificate (ZATCA-DOCUMENTS.md, "Signature"). */
export interface SigningCertificateInfo {
  /** The certificate's base64 DER, without PEM armour or line breaks: ds:X509Certificate. */
  base64: string;
  x509: X509Certificate;
  /** Issuer RDNs, most specific first, joined by ", ": ds:X509IssuerName. */
  issuerName: string;
  /** Serial number in decimal: ds:X509SerialNumber. */
  serialNumber: string;
  /** xades:CertDigest: base64 of the hex SHA-256 of the base64 text (not of the DER). */
  digest: string;
  /** QR tag 8: SubjectPublicKeyInfo DER. */
  publicKeyDer: Buffer;
  /** QR tag 9: the CA's signature over the certificate, DER. */
  signatureDer: Buffer;
}

/** Accepts PEM, or the bare base64 body ZATCA's API returns. */
export function certificateBase64(certificate: string): string {
  return certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

export function certificatePem(certificate: string): string {
  const body =
    certificateBase64(certificate)
      .match(/.{1,64}/g)
      ?.join('\n') ?? '';
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}

/** base64 of the lowercase hex text of SHA-256: ZATCA's form for two of its digests. */
export function base64OfHexSha256(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString(
    'base64',
  );
}

export function readSigningCertificate(certificate: string): SigningCertificateInfo {
  const base64 = certificateBase64(certificate);
  const der = Buffer.from(base64, 'base64');
  const x509 = new X509Certificate(der);
  const parsed = asn1Schema().AsnConvert.parse(der, asn1X509().Certificate);
  return {
    base64,
    x509,
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    digest: base64OfHexSha256(base64),
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signatureDer: Buffer.from(parsed.signatureValue),
  };
}
