import type {
  TaxDocument,
  TaxDocumentSummary,
  TaxDocumentsTotals,
} from '@store/shared/schemas/tax-documents';

/** ZATCA's QR content: base64 of tag-length-value fields (1 seller, 2 VAT no., 3 time, 4 total, 5 VAT). */
export function zatcaQr(fields: string[]): string {
  const bytes: number[] = [];
  fields.forEach((field, index) => {
    const value = [...new TextEncoder().encode(field)];
    bytes.push(index + 1, value.length, ...value);
  });
  return btoa(String.fromCharCode(...bytes));
}

export const QR = zatcaQr([
  'دار العطور الفاخرة',
  '310122393500003',
  '2026-11-20T21:30:05Z',
  '1035.00',
  '135.00',
]);

export function makeSummary(overrides: Partial<TaxDocumentSummary> = {}): TaxDocumentSummary {
  return {
    id: 'doc-1',
    kind: 'invoice',
    number: 'INV-000001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issuedAt: '2026-11-20T21:30:05.000Z',
    order: { id: 'order-1', orderNumber: 'MA-7K3M-Q9XA' },
    original: null,
    buyerName: 'Noura Al-Harbi',
    totals: {
      net: 900,
      discount: 0,
      taxExclusive: 900,
      vat: 135,
      taxInclusive: 1035,
      payable: 1035,
    },
    reportingStatus: 'reported',
    pdfUrl: '/api/tax-documents/doc-1/pdf?sig=abc',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  return {
    ...makeSummary({ reportingStatus: 'not-required' }),
    counterValue: 1,
    reason: null,
    seller: {
      legalName: { en: 'Luxury Perfumes House LLC', ar: 'دار العطور الفاخرة' },
      vatNumber: '310122393500003',
      crNumber: '1010010000',
      address: {
        buildingNumber: '2322',
        street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
        district: { en: 'Al Olaya', ar: 'العليا' },
        city: { en: 'Riyadh', ar: 'الرياض' },
        postalCode: '12241',
        additionalNumber: '7788',
      },
    },
    buyer: { name: 'Noura Al-Harbi', email: 'noura@example.com', phone: '+966501234567' },
    lines: [
      {
        name: { en: 'Royal Oud 100 ml', ar: 'العود الملكي ١٠٠ مل' },
        quantity: 2,
        unitPrice: 450,
        discount: 0,
        net: 900,
        vatRate: 15,
        vat: 135,
        total: 1035,
      },
    ],
    qr: QR,
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
    ...overrides,
  };
}

export function makeTotals(): TaxDocumentsTotals {
  return {
    invoices: { count: 12, taxExclusive: 10800, vat: 1620, payable: 12420 },
    credits: { count: 2, taxExclusive: 900, vat: 135, payable: 1035 },
    debits: { count: 1, taxExclusive: 100, vat: 15, payable: 115 },
  };
}
