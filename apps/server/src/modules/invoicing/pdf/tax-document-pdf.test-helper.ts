import type { TaxDocument, TaxDocumentLine } from '@store/shared/schemas/tax-documents';

/** ZATCA's QR content: base64 of TLV fields (tag, length, UTF-8 value), as the issuer builds it. */
export function zatcaQr(fields: string[]): string {
  const parts = fields.map((field, i) => {
    const bytes = Buffer.from(field, 'utf8');
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

export function sampleLine(
  name: { en: string; ar: string },
  quantity: number,
  unitPrice: number,
  discount = 0,
): TaxDocumentLine {
  const net = Math.round((quantity * unitPrice - discount) * 100) / 100;
  const vat = Math.round(net * 15) / 100;
  return {
    name,
    quantity,
    unitPrice,
    discount,
    net,
    vatRate: 15,
    vat,
    total: Math.round((net + vat) * 100) / 100,
  };
}

/** A phase 1 simplified tax invoice with Arabic and English product names. */
export function sampleInvoice(lines?: TaxDocumentLine[]): TaxDocument {
  const items = lines ?? [
    sampleLine({ en: 'Oud Royal Eau de Parfum 100 ml', ar: 'عطر العود الملكي ١٠٠ مل' }, 1, 520),
    sampleLine({ en: 'Rose Taif Perfume Oil 12 ml', ar: 'دهن الورد الطائفي 12 مل' }, 2, 180, 20),
    sampleLine({ en: 'Musk Al Tahara', ar: 'مسك الطهارة (هدية)' }, 3, 45.5),
  ];
  const net = round(items.reduce((sum, line) => sum + line.net, 0));
  const vat = round(items.reduce((sum, line) => sum + line.vat, 0));
  const taxInclusive = round(net + vat);
  const issuedAt = '2025-03-09T11:05:42.000Z';
  const sellerName = 'شركة عطور الواحة للتجارة';
  return {
    id: '0b6f6c1e-9a0e-4e55-9a43-1f1c2b3a4d5e',
    kind: 'invoice',
    number: 'INV-000042',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issuedAt,
    order: { id: 'order-1', orderNumber: 'ORD-7KX2M9' },
    original: null,
    buyerName: 'Sara Al-Qahtani',
    totals: { net, discount: 0, taxExclusive: net, vat, taxInclusive, payable: taxInclusive },
    reportingStatus: 'not-required',
    pdfUrl: '/api/tax-documents/INV-000042.pdf',
    counterValue: 42,
    reason: null,
    seller: {
      legalName: { ar: sellerName, en: 'Al Waha Perfumes Trading Company' },
      vatNumber: '310122393500003',
      crNumber: '1010010000',
      address: {
        buildingNumber: '2322',
        street: { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
        district: { ar: 'حي العليا', en: 'Al Olaya' },
        city: { ar: 'الرياض', en: 'Riyadh' },
        postalCode: '12214',
        additionalNumber: '8811',
      },
    },
    buyer: { name: 'سارة القحطاني', email: 'sara@example.com', phone: '+966500000000' },
    lines: items,
    qr: zatcaQr([
      sellerName,
      '310122393500003',
      issuedAt.replace('.000', ''),
      taxInclusive.toFixed(2),
      vat.toFixed(2),
    ]),
    mode: 'phase1',
    invoiceHash: null,
    previousHash: null,
    reporting: {
      status: 'not-required',
      attempts: 0,
      lastAttemptAt: null,
      reportedAt: null,
      messages: [],
    },
  };
}

/** A credit note for part of the sample invoice (a returned bottle). */
export function sampleCreditNote(): TaxDocument {
  const invoice = sampleInvoice();
  const line = sampleLine({ en: 'Musk Al Tahara', ar: 'مسك الطهارة (هدية)' }, 1, 45.5);
  const issuedAt = '2025-03-12T18:40:00.000Z';
  return {
    ...invoice,
    id: '6a1d1d7e-2f0c-4c1b-8d57-0e2b6f1d2c3b',
    kind: 'credit',
    number: 'CN-000007',
    uuid: '8d2c1f0e-5b4a-4e3d-9c2b-1a0f9e8d7c6b',
    issuedAt,
    original: { id: invoice.id, number: invoice.number },
    reason: 'إرجاع منتج / Returned item',
    lines: [line],
    totals: {
      net: line.net,
      discount: 0,
      taxExclusive: line.net,
      vat: line.vat,
      taxInclusive: line.total,
      payable: line.total,
    },
    counterValue: 43,
    pdfUrl: '/api/tax-documents/CN-000007.pdf',
    qr: zatcaQr([
      invoice.seller.legalName.ar,
      invoice.seller.vatNumber,
      issuedAt.replace('.000', ''),
      line.total.toFixed(2),
      line.vat.toFixed(2),
    ]),
  };
}

function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}
