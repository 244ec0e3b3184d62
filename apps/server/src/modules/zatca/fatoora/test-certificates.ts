import { createPrivateKey, type KeyObject } from 'node:crypto';
import { generateCsr } from '../document/csr.ts';
import { generateSigningKey } from '../document/signing.ts';
import { type StandInAuthority, standInAuthority } from './stand-in-authority.ts';

export interface TestCsr {
  /** Base64 of the CSR's PEM, as the compliance and renewal calls send it. */
  csrBase64: string;
  privateKey: KeyObject;
}

/** A CSR with ZATCA's fields for the developer portal, from a new secp256k1 key. */
export function createTestCsr(commonName = 'TST-886431145-399999999900003'): TestCsr {
  const key = generateSigningKey();
  const csr = generateCsr({
    privateKeyPem: key.privateKeyPem,
    environment: 'developer-portal',
    commonName,
    organizationName: 'Maison Test',
    organizationalUnitName: 'Riyadh',
    vatNumber: '399999999900003',
    solutionName: 'Maison',
    solutionVersion: '1.0',
    deviceSerialNumber: 'ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
    invoiceType: '0100',
    registeredAddress: 'Riyadh',
    businessCategory: 'Retail',
  });
  return { csrBase64: csr.base64, privateKey: createPrivateKey(key.privateKeyPem) };
}

export type TestCertificateAuthority = StandInAuthority;

/** The stand-in's own certificate authority, for tests that check what it issued. */
export function createTestCertificateAuthority(): TestCertificateAuthority {
  return standInAuthority();
}
