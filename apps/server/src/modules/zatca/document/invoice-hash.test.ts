import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { decodeQr } from './qr-tlv.ts';
import {
  canonicalInvoiceForHash,
  computeInvoiceHash,
  INITIAL_PREVIOUS_INVOICE_HASH,
} from './invoice-hash.ts';

const NS =
  'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"';

const signed = (qr: string, signature: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice ${NS}>
    <ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>${signature}</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>
    <cbc:ProfileID>reporting:1.0</cbc:ProfileID>
    <cbc:ID>SME00010</cbc:ID>
    <cac:AdditionalDocumentReference>
        <cbc:ID>PIH</cbc:ID>
    </cac:AdditionalDocumentReference>
    <cac:AdditionalDocumentReference>
        <cbc:ID>QR</cbc:ID>
        <cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>
    </cac:AdditionalDocumentReference>
    <cac:Signature>
        <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>
    </cac:Signature>
    <cac:AccountingCustomerParty/>
    <cbc:Note a="1 &amp; 2">R&amp;D &gt; 3</cbc:Note>
</Invoice>`;

describe('invoice hash', () => {
  it('pins the first document\'s PIH: base64 of the hex SHA-256 of "0" (BR-KSA-26)', () => {
    const hex = createHash('sha256').update('0').digest('hex');
    expect(Buffer.from(hex).toString('base64')).toBe(INITIAL_PREVIOUS_INVOICE_HASH);
    expect(INITIAL_PREVIOUS_INVOICE_HASH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });

  it('drops UBLExtensions, cac:Signature and the QR reference, keeps the rest, canonicalised', () => {
    const canonical = canonicalInvoiceForHash(signed('QRDATA', 'SIG'));
    expect(canonical).toBe(`<Invoice ${NS}>
    
    <cbc:ProfileID>reporting:1.0</cbc:ProfileID>
    <cbc:ID>SME00010</cbc:ID>
    <cac:AdditionalDocumentReference>
        <cbc:ID>PIH</cbc:ID>
    </cac:AdditionalDocumentReference>
    
    
    <cac:AccountingCustomerParty></cac:AccountingCustomerParty>
    <cbc:Note a="1 &amp; 2">R&amp;D &gt; 3</cbc:Note>
</Invoice>`);
  });

  it('is base64 of the SHA-256 of that canonical text', () => {
    const xml = signed('QRDATA', 'SIG');
    const expected = createHash('sha256').update(canonicalInvoiceForHash(xml)).digest('base64');
    expect(computeInvoiceHash(xml)).toBe(expected);
    expect(Buffer.from(expected, 'base64')).toHaveLength(32);
  });

  it('ignores the signature and the QR, and nothing else', () => {
    const base = computeInvoiceHash(signed('QRDATA', 'SIG'));
    expect(computeInvoiceHash(signed('OTHER', 'ANOTHER SIGNATURE'))).toBe(base);
    expect(computeInvoiceHash(signed('QRDATA', 'SIG').replace('SME00010', 'SME00011'))).not.toBe(
      base,
    );
    expect(computeInvoiceHash(signed('QRDATA', 'SIG').replace('R&amp;D', 'R&amp;D '))).not.toBe(
      base,
    );
  });

  it('agrees with the hash another implementation recorded in a document reported to ZATCA', () => {
    const xml = readFileSync(
      new URL('fixtures/erpgulf-reported-simplified-invoice.xml', import.meta.url),
      'utf8',
    );
    const recorded = 't4BxJXpYLPpD5Pp9mpZHbMhxx+Kh7jQVhcA3foRhGNU=';
    expect(xml).toContain(`<ds:DigestValue>${recorded}</ds:DigestValue>`);
    const qr =
      /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">([^<]+)</.exec(
        xml,
      )![1]!;
    expect(decodeQr(qr).invoiceHash).toBe(recorded);
    expect(computeInvoiceHash(xml)).toBe(recorded);
  });

  it('refuses XML that is not well formed', () => {
    expect(() => computeInvoiceHash('<Invoice><cbc:ID></Invoice>')).toThrow(/well-formed/);
  });
});
