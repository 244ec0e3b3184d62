import { describe, expect, it } from 'vitest';

import { buildDocumentXml, riyadhDateTime } from './document-xml.ts';
import { INITIAL_PREVIOUS_INVOICE_HASH } from './invoice-hash.ts';
import { parseXml, UBL_NS } from './xml-dom.ts';
import { sdkSampleInvoice } from './sdk-samples.ts';

function elementChildren(parent: Element): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 1) out.push(node as Element);
  return out;
}

const texts = (doc: Document, localName: string, ns: string = UBL_NS.cbc) =>
  Array.from(doc.getElementsByTagNameNS(ns, localName)).map((e) => e.textContent);

describe('document XML', () => {
  it("follows the shape of ZATCA's SDK sample, in UBL order", () => {
    const doc = parseXml(buildDocumentXml(sdkSampleInvoice).xml);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(UBL_NS.invoice);
    expect(elementChildren(root).map((e) => e.tagName)).toEqual([
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:UUID',
      'cbc:IssueDate',
      'cbc:IssueTime',
      'cbc:InvoiceTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:TaxCurrencyCode',
      'cac:AdditionalDocumentReference',
      'cac:AdditionalDocumentReference',
      'cac:Signature',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentMeans',
      'cac:TaxTotal',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
    ]);
    const typeCode = doc.getElementsByTagNameNS(UBL_NS.cbc, 'InvoiceTypeCode')[0]!;
    expect([typeCode.textContent, typeCode.getAttribute('name')]).toEqual(['388', '0200000']);
    expect(texts(doc, 'ProfileID')).toEqual(['reporting:1.0']);
    expect(texts(doc, 'IssueDate')).toEqual(['2022-08-17']);
    expect(texts(doc, 'IssueTime')).toEqual(['17:41:08']);
    expect(texts(doc, 'EmbeddedDocumentBinaryObject')).toEqual([INITIAL_PREVIOUS_INVOICE_HASH]);
    expect(doc.getElementsByTagNameNS(UBL_NS.cbc, 'ID')[1]?.textContent).toBe('ICV');
    expect(texts(doc, 'UUID')).toEqual(['8e6000cf-1a98-4174-b3e7-b5d5954bc10d', '10']);
    expect(doc.getElementsByTagNameNS(UBL_NS.cbc, 'ID')[0]?.textContent).toBe('SME00010');
    const crn = Array.from(doc.getElementsByTagNameNS(UBL_NS.cbc, 'ID')).find(
      (e) => e.getAttribute('schemeID') === 'CRN',
    );
    expect(crn?.textContent).toBe('1010010000');
  });

  it("states the sample's totals: TaxTotal twice, the first without a breakdown", () => {
    const doc = parseXml(buildDocumentXml(sdkSampleInvoice).xml);
    const [first, second] = Array.from(doc.getElementsByTagNameNS(UBL_NS.cac, 'TaxTotal')).filter(
      (e) => (e.parentNode as Element).localName === 'Invoice',
    );
    expect(elementChildren(first!).map((e) => `${e.tagName}=${e.textContent}`)).toEqual([
      'cbc:TaxAmount=30.15',
    ]);
    expect(elementChildren(second!).map((e) => e.tagName)).toEqual([
      'cbc:TaxAmount',
      'cac:TaxSubtotal',
    ]);
    expect(texts(doc, 'TaxableAmount')).toEqual(['201.00']);
    expect(texts(doc, 'LineExtensionAmount')).toEqual(['201.00', '99.00', '102.00']);
    expect(texts(doc, 'TaxExclusiveAmount')).toEqual(['201.00']);
    expect(texts(doc, 'TaxInclusiveAmount')).toEqual(['231.15']);
    expect(texts(doc, 'PayableAmount')).toEqual(['231.15']);
    expect(texts(doc, 'RoundingAmount')).toEqual(['113.85', '117.30']);
    expect(texts(doc, 'Percent')).toEqual(['15.00', '15.00', '15.00']);
    for (const amount of Array.from(doc.getElementsByTagNameNS(UBL_NS.cbc, 'TaxAmount'))) {
      expect(amount.getAttribute('currencyID')).toBe('SAR');
    }
  });

  it('makes credit and debit notes that name the invoice and the reason', () => {
    const credit = parseXml(
      buildDocumentXml({
        ...sdkSampleInvoice,
        kind: 'credit',
        originalInvoiceNumber: 'SME00009',
        reason: 'Returned items',
      }).xml,
    );
    expect(texts(credit, 'InvoiceTypeCode')).toEqual(['381']);
    const reference = credit.getElementsByTagNameNS(UBL_NS.cac, 'BillingReference')[0]!;
    expect(reference.getElementsByTagNameNS(UBL_NS.cbc, 'ID')[0]?.textContent).toBe('SME00009');
    const means = credit.getElementsByTagNameNS(UBL_NS.cac, 'PaymentMeans')[0]!;
    expect(elementChildren(means).map((e) => `${e.tagName}=${e.textContent}`)).toEqual([
      'cbc:PaymentMeansCode=10',
      'cbc:InstructionNote=Returned items',
    ]);
    const debit = parseXml(
      buildDocumentXml({
        ...sdkSampleInvoice,
        kind: 'debit',
        originalInvoiceNumber: 'SME00009',
        reason: 'Price correction',
      }).xml,
    );
    expect(texts(debit, 'InvoiceTypeCode')).toEqual(['383']);
    expect(() => buildDocumentXml({ ...sdkSampleInvoice, kind: 'credit' })).toThrow(
      /original invoice number and a reason/,
    );
  });

  it('writes discounts, exemptions, a buyer and escapes text', () => {
    const doc = parseXml(
      buildDocumentXml({
        ...sdkSampleInvoice,
        buyer: { name: 'Layla <VIP> & co' },
        lines: [
          {
            name: 'Oud 100 ml',
            quantity: 2,
            unitPriceHalalas: 45000,
            discountHalalas: 5000,
            vatCategory: 'S',
            vatRateBasisPoints: 1500,
          },
          {
            name: 'Gift wrap',
            quantity: 1,
            unitPriceHalalas: 1000,
            vatCategory: 'E',
            vatRateBasisPoints: 0,
            exemptionReasonCode: 'VATEX-SA-29',
            exemptionReason: 'Financial services',
          },
        ],
        allowances: [
          { amountHalalas: 10000, reason: 'discount', vatCategory: 'S', vatRateBasisPoints: 1500 },
        ],
      }).xml,
    );
    expect(texts(doc, 'RegistrationName')[1]).toBe('Layla <VIP> & co');
    expect(texts(doc, 'AllowanceTotalAmount')).toEqual(['100.00']);
    expect(texts(doc, 'TaxableAmount')).toEqual(['750.00', '10.00']);
    expect(texts(doc, 'TaxExemptionReasonCode')).toEqual(['VATEX-SA-29', 'VATEX-SA-29']);
    expect(texts(doc, 'ChargeIndicator')).toEqual(['false', 'false']);
    expect(texts(doc, 'Amount')).toEqual(['100.00', '50.00']);
    expect(texts(doc, 'TaxInclusiveAmount')).toEqual(['872.50']);
  });

  it('dates the document on Riyadh time (UTC+3)', () => {
    expect(riyadhDateTime(new Date('2024-12-31T22:30:00Z'))).toEqual({
      date: '2025-01-01',
      time: '01:30:00',
    });
  });
});
