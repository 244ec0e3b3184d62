import { describe, expect, it } from 'vitest';

import { phase1QrOfDocument } from './document-qr.ts';
import { buildDocumentXml } from './document-xml.ts';
import { decodeQr, decodeTlv } from './qr-tlv.ts';
import { sdkSampleInvoice } from './sdk-samples.ts';

describe('phase 1 QR of a document', () => {
  it('repeats seller, VAT number, issue time and totals from the XML', () => {
    const qr = phase1QrOfDocument(buildDocumentXml(sdkSampleInvoice).xml);
    const decoded = decodeQr(qr);
    expect(decoded).toMatchObject({
      sellerName: sdkSampleInvoice.seller.legalName,
      vatNumber: '399999999900003',
      timestamp: '2022-08-17T17:41:08',
      totalWithVat: '231.15',
      vatTotal: '30.15',
    });
    expect(decodeTlv(Buffer.from(qr, 'base64')).map(([tag]) => tag)).toEqual([1, 2, 3, 4, 5]);
  });
});
