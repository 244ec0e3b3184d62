import { X509Certificate } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { readSigningCertificate } from './certificate.ts';
import { createCertificateAuthority, issueCertificate } from './certificate-authority.ts';
import { CERTIFICATE_TEMPLATE_NAMES, generateCsr, OID, parseCsr, type CsrInput } from './csr.ts';
import { generateSigningKey } from './signing.ts';

const key = generateSigningKey();
const input: CsrInput = {
  privateKeyPem: key.privateKeyPem,
  environment: 'production',
  commonName: 'EGS1-886431145',
  organizationName: 'شركة العطور الفاخرة',
  organizationalUnitName: 'Riyadh Branch',
  vatNumber: '399999999900003',
  solutionName: 'PerfumeStore',
  solutionVersion: '1.0',
  deviceSerialNumber: 'ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  invoiceType: '0100',
  registeredAddress: 'RRRD2929',
  businessCategory: 'Retail',
};

describe('CSR for onboarding', () => {
  it('carries every field ZATCA asks for, and its signature verifies', () => {
    const csr = generateCsr(input);
    const parsed = parseCsr(csr.pem);
    expect(parsed.signatureValid).toBe(true);
    expect(parsed.subject).toEqual({
      [OID.country]: 'SA',
      [OID.organization]: 'شركة العطور الفاخرة',
      [OID.organizationalUnit]: 'Riyadh Branch',
      [OID.commonName]: 'EGS1-886431145',
    });
    expect(parsed.alternativeName).toEqual({
      [OID.surname]: '1-PerfumeStore|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
      [OID.uid]: '399999999900003',
      [OID.title]: '0100',
      [OID.registeredAddress]: 'RRRD2929',
      [OID.businessCategory]: 'Retail',
    });
    expect(parsed.templateName).toBe('ZATCA-Code-Signing');
    expect(Buffer.from(parsed.publicKeyDer)).toEqual(
      new X509Certificate(issueCertificate({ csr: csr.pem, ...caPems() })).publicKey.export({
        type: 'spki',
        format: 'der',
      }),
    );
  });

  it('is handed over as base64 of the PEM text', () => {
    const csr = generateCsr(input);
    expect(Buffer.from(csr.base64, 'base64').toString('utf8')).toBe(csr.pem);
    expect(csr.pem.startsWith('-----BEGIN CERTIFICATE REQUEST-----\n')).toBe(true);
    expect(parseCsr(csr.base64).signatureValid).toBe(true);
  });

  it('names the template of each environment', () => {
    expect(CERTIFICATE_TEMPLATE_NAMES).toEqual({
      production: 'ZATCA-Code-Signing',
      simulation: 'PREZATCA-Code-Signing',
      'developer-portal': 'TSTZATCA-Code-Signing',
    });
    for (const environment of ['simulation', 'developer-portal'] as const) {
      expect(parseCsr(generateCsr({ ...input, environment }).pem).templateName).toBe(
        CERTIFICATE_TEMPLATE_NAMES[environment],
      );
    }
  });

  it('writes the template name as a PrintableString', () => {
    const parsed = parseCsr(generateCsr(input).pem);
    const template = parsed.extensions.find((e) => e.extnID === OID.certificateTemplateName)!;
    expect(Buffer.from(template.extnValue.buffer)[0]).toBe(0x13);
  });

  it('fails verification when the request is altered', () => {
    const der = parseCsr(generateCsr(input).pem).der;
    const at = der.indexOf(Buffer.from('Riyadh Branch'));
    der[at] = 'J'.charCodeAt(0);
    expect(parseCsr(der.toString('base64')).signatureValid).toBe(false);
  });

  it('refuses malformed fields', () => {
    expect(() => generateCsr({ ...input, vatNumber: '123' })).toThrow(/VAT/);
    expect(() => generateCsr({ ...input, invoiceType: '2100' })).toThrow(/Invoice type/);
    expect(() => generateCsr({ ...input, solutionName: 'a|b' })).toThrow(/serial/);
  });
});

function caPems() {
  const ca = createCertificateAuthority({ commonName: 'Test CA' });
  return { caPrivateKeyPem: ca.privateKeyPem, caCertificatePem: ca.certificatePem };
}

describe('certificate authority', () => {
  it('issues a certificate for a CSR that chains to the CA and keeps the EGS fields', () => {
    const ca = createCertificateAuthority({ commonName: 'Test CA' });
    const pem = issueCertificate({
      csr: generateCsr(input).base64,
      caPrivateKeyPem: ca.privateKeyPem,
      caCertificatePem: ca.certificatePem,
    });
    const certificate = new X509Certificate(pem);
    const authority = new X509Certificate(ca.certificatePem);
    expect(certificate.verify(authority.publicKey)).toBe(true);
    expect(certificate.checkIssued(authority)).toBe(true);
    expect(authority.ca).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.subject).toContain('CN=EGS1-886431145');
    expect(certificate.subjectAltName).toContain(
      '1-PerfumeStore|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
    );
    expect(readSigningCertificate(pem).issuerName).toBe('CN=Test CA');
  });

  it('refuses a CSR whose signature does not verify', () => {
    const der = parseCsr(generateCsr(input).pem).der;
    der[der.indexOf(Buffer.from('Retail'))] = 'X'.charCodeAt(0);
    expect(() => issueCertificate({ csr: der.toString('base64'), ...caPems() })).toThrow(
      /signature/,
    );
  });
});
