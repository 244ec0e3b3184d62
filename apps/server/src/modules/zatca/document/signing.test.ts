import { randomUUID, verify } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { readSigningCertificate } from './certificate.ts';
import { createCertificateAuthority, issueCertificate } from './certificate-authority.ts';
import { generateCsr } from './csr.ts';
import { buildDocumentXml } from './document-xml.ts';
import { computeInvoiceHash } from './invoice-hash.ts';
import { parseXml, UBL_NS } from './xml-dom.ts';
import { phase1QrOfDocument } from './document-qr.ts';
import { decodeQr, encodePhase2Qr } from './qr-tlv.ts';
import {
  sdkCertificate,
  sdkSampleInvoice,
  sdkSimplifiedInvoiceStamp,
  sdkStandardInvoiceStamp,
} from './sdk-samples.ts';
import {
  generateSigningKey,
  signDocument,
  signedPropertiesDigest,
  verifySignedDocument,
} from './signing.ts';

describe("ZATCA's signature conventions, pinned to the SDK's sample certificate and signed document", () => {
  const certificate = readSigningCertificate(sdkCertificate.base64);

  it('reads issuer name, decimal serial and the base64-of-hex certificate digest', () => {
    expect(certificate.issuerName).toBe(sdkCertificate.issuerName);
    expect(certificate.serialNumber).toBe(sdkCertificate.serialNumber);
    expect(certificate.digest).toBe(sdkCertificate.digest);
    expect(certificate.publicKeyDer).toHaveLength(88);
    expect(certificate.signatureDer).toHaveLength(71);
  });

  const stamps = { standard: sdkStandardInvoiceStamp, simplified: sdkSimplifiedInvoiceStamp };

  it.each(Object.entries(stamps))(
    'signs the invoice hash bytes, not SignedInfo nor the base64 text (%s sample)',
    (_name, stamp) => {
      const signature = Buffer.from(stamp.signatureValue, 'base64');
      const hash = Buffer.from(stamp.invoiceHash, 'base64');
      expect(verify('sha256', hash, certificate.x509.publicKey, signature)).toBe(true);
      expect(
        verify('sha256', Buffer.from(stamp.invoiceHash), certificate.x509.publicKey, signature),
      ).toBe(false);
    },
  );

  it.each(Object.entries(stamps))(
    "digests SignedProperties in ZATCA's fixed layout (%s sample)",
    (_name, stamp) => {
      expect(
        signedPropertiesDigest({
          signingTime: stamp.signingTime,
          certificateDigest: sdkCertificate.digest,
          issuerName: sdkCertificate.issuerName,
          serialNumber: sdkCertificate.serialNumber,
        }),
      ).toBe(stamp.signedPropertiesDigest);
    },
  );

  it("encodes the simplified sample's QR exactly as the SDK did: tags 6-7 text, 8-9 DER", () => {
    const stamp = sdkSimplifiedInvoiceStamp;
    expect(
      encodePhase2Qr({
        sellerName: sdkSampleInvoice.seller.legalName,
        vatNumber: sdkSampleInvoice.seller.vatNumber,
        timestamp: '2022-08-17T17:41:08',
        totalWithVat: '231.15',
        vatTotal: '30.15',
        invoiceHash: stamp.invoiceHash,
        signature: stamp.signatureValue,
        publicKey: certificate.publicKeyDer,
        certificateSignature: certificate.signatureDer,
      }),
    ).toBe(stamp.qr);
  });

  it("builds the SDK sample's tags 1-5 from the sample's data", () => {
    const signed = decodeQr(sdkSimplifiedInvoiceStamp.qr);
    const ours = decodeQr(phase1QrOfDocument(buildDocumentXml(sdkSampleInvoice).xml));
    for (const field of [
      'sellerName',
      'vatNumber',
      'timestamp',
      'totalWithVat',
      'vatTotal',
    ] as const) {
      expect(ours[field]).toBe(signed[field]);
    }
  });
});

describe('signDocument', () => {
  const key = generateSigningKey();
  const ca = createCertificateAuthority({ commonName: 'Test CA' });
  const certificatePem = issueCertificate({
    csr: generateCsr({
      privateKeyPem: key.privateKeyPem,
      environment: 'developer-portal',
      commonName: 'TST-886431145-399999999900003',
      organizationName: 'Maximum Speed Tech Supply LTD',
      organizationalUnitName: 'Riyadh Branch',
      vatNumber: '399999999900003',
      solutionName: 'Store',
      solutionVersion: '1.0',
      deviceSerialNumber: randomUUID(),
      invoiceType: '0100',
      registeredAddress: 'RRRD2929',
      businessCategory: 'Perfumes',
    }).base64,
    caPrivateKeyPem: ca.privateKeyPem,
    caCertificatePem: ca.certificatePem,
  });
  const unsigned = buildDocumentXml(sdkSampleInvoice).xml;
  const signed = signDocument({
    xml: unsigned,
    privateKeyPem: key.privateKeyPem,
    certificate: certificatePem,
    signingTime: new Date('2024-01-14T10:21:40Z'),
  });

  it('stamps a document that verifies, with the hash of the unsigned document', () => {
    expect(signed.invoiceHash).toBe(computeInvoiceHash(unsigned));
    expect(computeInvoiceHash(signed.xml)).toBe(signed.invoiceHash);
    expect(verifySignedDocument(signed.xml)).toEqual({
      invoiceHash: signed.invoiceHash,
      invoiceDigestMatches: true,
      signedPropertiesDigestMatches: true,
      certificateDigestMatches: true,
      signatureValid: true,
      valid: true,
    });
  });

  it('puts UBLExtensions first and the QR between PIH and cac:Signature', () => {
    const root = parseXml(signed.xml).documentElement;
    const names: string[] = [];
    for (let node = root.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== 1) continue;
      const element = node as Element;
      const id = element.getElementsByTagNameNS(UBL_NS.cbc, 'ID')[0]?.textContent;
      names.push(
        element.localName === 'AdditionalDocumentReference' ? `ADR:${id}` : element.localName,
      );
    }
    expect(names.slice(0, 13)).toEqual([
      'UBLExtensions',
      'ProfileID',
      'ID',
      'UUID',
      'IssueDate',
      'IssueTime',
      'InvoiceTypeCode',
      'DocumentCurrencyCode',
      'TaxCurrencyCode',
      'ADR:ICV',
      'ADR:PIH',
      'ADR:QR',
      'Signature',
    ]);
    expect(signed.xml).toContain(
      `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${signed.qr}</cbc:EmbeddedDocumentBinaryObject>`,
    );
    expect(signed.xml.match(/xmlns:ext=/g)).toHaveLength(1);
  });

  it('fills QR tags 1-9 from the document, the hash, the signature and the certificate', () => {
    const qr = decodeQr(signed.qr);
    const cert = readSigningCertificate(certificatePem);
    expect(qr).toMatchObject({
      sellerName: sdkSampleInvoice.seller.legalName,
      vatNumber: '399999999900003',
      timestamp: '2022-08-17T17:41:08',
      totalWithVat: '231.15',
      vatTotal: '30.15',
      invoiceHash: signed.invoiceHash,
    });
    const signatureValue = parseXml(signed.xml).getElementsByTagNameNS(
      'http://www.w3.org/2000/09/xmldsig#',
      'SignatureValue',
    )[0]?.textContent;
    expect(qr.signature).toBe(signatureValue);
    expect(Buffer.from(qr.publicKey!)).toEqual(cert.publicKeyDer);
    expect(Buffer.from(qr.certificateSignature!)).toEqual(cert.signatureDer);
    expect(signed.qr.length).toBeLessThanOrEqual(700);
  });

  it('breaks when a line is tampered with', () => {
    const tampered = signed.xml.replace(
      '<cbc:LineExtensionAmount currencyID="SAR">99.00<',
      '<cbc:LineExtensionAmount currencyID="SAR">98.00<',
    );
    expect(tampered).not.toBe(signed.xml);
    const check = verifySignedDocument(tampered);
    expect(check.invoiceHash).not.toBe(signed.invoiceHash);
    expect(check.invoiceDigestMatches).toBe(false);
    expect(check.signatureValid).toBe(false);
    expect(check.valid).toBe(false);
  });

  it('breaks when the signed properties are tampered with', () => {
    const tampered = signed.xml.replace('2024-01-14T10:21:40Z', '2024-01-15T10:21:40Z');
    expect(verifySignedDocument(tampered)).toMatchObject({
      signedPropertiesDigestMatches: false,
      valid: false,
    });
  });

  it("refuses a key that is not the certificate's", () => {
    const other = generateSigningKey();
    expect(() =>
      signDocument({
        xml: unsigned,
        privateKeyPem: other.privateKeyPem,
        certificate: certificatePem,
      }),
    ).toThrow(/does not match the certificate/);
  });

  it('signs credit and debit notes with the same stamp', () => {
    for (const kind of ['credit', 'debit'] as const) {
      const note = buildDocumentXml({
        ...sdkSampleInvoice,
        kind,
        originalInvoiceNumber: 'SME00009',
        reason: 'Returned',
      }).xml;
      const stamped = signDocument({
        xml: note,
        privateKeyPem: key.privateKeyPem,
        certificate: certificatePem,
      });
      expect(verifySignedDocument(stamped.xml).valid).toBe(true);
      expect(decodeQr(stamped.qr).certificateSignature).toBeDefined();
    }
  });

  it('refuses to sign twice', () => {
    expect(() =>
      signDocument({
        xml: signed.xml,
        privateKeyPem: key.privateKeyPem,
        certificate: certificatePem,
      }),
    ).toThrow(/already signed/);
  });
});
