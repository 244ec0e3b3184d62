import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { buildDocumentXml } from './document-xml.ts';
import { computeInvoiceHash } from './invoice-hash.ts';
import { sdkSampleInvoice } from './sdk-samples.ts';
import { signDocument, verifySignedDocument } from './signing.ts';

/**
 * Against an unpacked copy of ZATCA's e-invoicing SDK (not shipped with this repository; LGPL-3.0):
 * set ZATCA_SDK_PATH to its root to run. Every signed sample must hash, digest and verify as the
 * SDK recorded it, and a document of ours signed with the SDK's sample key must verify.
 */
const sdkPath = process.env.ZATCA_SDK_PATH;

function xmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return xmlFiles(path);
    return name.endsWith('.xml') ? [path] : [];
  });
}

describe.runIf(sdkPath)("ZATCA SDK's own samples", () => {
  const root = sdkPath ?? '';

  it('hash, digest and verify as the SDK recorded them', () => {
    const signed = xmlFiles(join(root, 'Data', 'Samples'))
      .map((path) => ({ path, xml: readFileSync(path, 'utf8') }))
      .filter(({ xml }) => xml.includes('<ds:DigestValue>'));
    expect(signed.length).toBeGreaterThan(0);
    for (const { path, xml } of signed) {
      const recorded = /<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(xml)![1];
      expect(computeInvoiceHash(xml), path).toBe(recorded);
      expect(verifySignedDocument(xml).valid, path).toBe(true);
    }
  });

  it("signs a document of ours with the SDK's sample key and certificate", () => {
    const certificate = readFileSync(join(root, 'Data', 'Certificates', 'cert.pem'), 'utf8');
    const keyBody = readFileSync(
      join(root, 'Data', 'Certificates', 'ec-secp256k1-priv-key.pem'),
      'utf8',
    ).replace(/-----(BEGIN|END) EC PRIVATE KEY-----|\s+/g, '');
    const privateKeyPem = `-----BEGIN EC PRIVATE KEY-----\n${keyBody}\n-----END EC PRIVATE KEY-----\n`;
    const signed = signDocument({
      xml: buildDocumentXml(sdkSampleInvoice).xml,
      privateKeyPem,
      certificate,
    });
    expect(verifySignedDocument(signed.xml).valid).toBe(true);
  });
});
