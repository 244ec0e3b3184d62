import { describe, expect, it } from 'vitest';

import { decodeQr, decodeTlv, encodePhase1Qr, encodePhase2Qr, encodeTlv } from './qr-tlv.ts';

// ZATCA's QR guideline (QRCodeCreation.pdf) worked example, see ZATCA-DOCUMENTS.md.
const bobsRecords = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  totalWithVat: '1000.00',
  vatTotal: '150.00',
};
const bobsRecordsQr =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

describe('phase 1 QR', () => {
  it("encodes ZATCA's published example to its documented base64", () => {
    expect(encodePhase1Qr(bobsRecords)).toBe(bobsRecordsQr);
  });

  it('decodes the published example back to its fields', () => {
    expect(decodeQr(bobsRecordsQr)).toMatchObject(bobsRecords);
  });

  it('counts an Arabic seller name in UTF-8 bytes, not characters', () => {
    const qr = encodePhase1Qr({ ...bobsRecords, sellerName: 'الجواهري العربي' });
    // The same example with an Arabic seller name, as Haraj-backend/zatca-sdk-go encodes it.
    expect(qr).toBe(
      'AR3Yp9mE2KzZiNin2YfYsdmKINin2YTYudix2KjZigIPMzEwMTIyMzkzNTAwMDAzAxQyMDIyLTA0LTI1VDE1OjMwOjAwWgQHMTAwMC4wMAUGMTUwLjAw',
    );
    const [first] = decodeTlv(Buffer.from(qr, 'base64'));
    expect(first?.[0]).toBe(1);
    expect(first?.[1].length).toBe(29);
    expect('الجواهري العربي'.length).toBe(15);
    expect(decodeQr(qr).sellerName).toBe('الجواهري العربي');
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() => encodeTlv([[1, 'x'.repeat(256)]])).toThrow(RangeError);
  });

  it('refuses a truncated payload', () => {
    const bytes = Buffer.from(bobsRecordsQr, 'base64');
    expect(() => decodeTlv(bytes.subarray(0, bytes.length - 1))).toThrow(/claims/);
  });
});

describe('phase 2 QR', () => {
  it('carries tags 6 and 7 as base64 text and tags 8 and 9 as raw bytes', () => {
    const publicKey = Buffer.alloc(88, 7);
    const certificateSignature = Buffer.alloc(71, 9);
    const qr = encodePhase2Qr({
      ...bobsRecords,
      invoiceHash: 'f+0WCqnPkInI+eL9G3LAry12fTPf+toC9UX07F4fI+s=',
      signature: 'MEUCIBxy',
      publicKey,
      certificateSignature,
    });
    const entries = decodeTlv(Buffer.from(qr, 'base64'));
    expect(entries.map(([tag]) => tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(entries[5]?.[1].length).toBe(44);
    const decoded = decodeQr(qr);
    expect(decoded.invoiceHash).toBe('f+0WCqnPkInI+eL9G3LAry12fTPf+toC9UX07F4fI+s=');
    expect(decoded.signature).toBe('MEUCIBxy');
    expect(Buffer.from(decoded.publicKey!)).toEqual(publicKey);
    expect(Buffer.from(decoded.certificateSignature!)).toEqual(certificateSignature);
  });
});
