import { encodePhase1Qr } from './qr-tlv.ts';
import { firstChild, parseXml, UBL_NS } from './xml-dom.ts';

/** What a document's QR repeats from the document itself (tags 1-5). */

function requiredText(parent: Element, path: Array<[string, string]>): string {
  let element: Element | undefined = parent;
  for (const [namespace, localName] of path) {
    element = element && firstChild(element, namespace, localName);
  }
  if (!element) throw new Error(`Document lacks ${path.map(([, name]) => name).join('/')}`);
  return (element.textContent ?? '').trim();
}

/** The values QR tags 1-5 repeat from the document. */
export function qrFieldsOfDocument(root: Element) {
  const { cac, cbc } = UBL_NS;
  const supplier: Array<[string, string]> = [
    [cac, 'AccountingSupplierParty'],
    [cac, 'Party'],
  ];
  return {
    sellerName: requiredText(root, [
      ...supplier,
      [cac, 'PartyLegalEntity'],
      [cbc, 'RegistrationName'],
    ]),
    vatNumber: requiredText(root, [...supplier, [cac, 'PartyTaxScheme'], [cbc, 'CompanyID']]),
    timestamp: `${requiredText(root, [[cbc, 'IssueDate']])}T${requiredText(root, [[cbc, 'IssueTime']])}`,
    totalWithVat: requiredText(root, [
      [cac, 'LegalMonetaryTotal'],
      [cbc, 'TaxInclusiveAmount'],
    ]),
    vatTotal: requiredText(root, [
      [cac, 'TaxTotal'],
      [cbc, 'TaxAmount'],
    ]),
    simplified: (firstChild(root, cbc, 'InvoiceTypeCode')?.getAttribute('name') ?? '').startsWith(
      '02',
    ),
  };
}

/**
 * Tags 1-5 of a document's QR, read from its XML: the QR of a store that prints phase 1 codes, and
 * the first half of every phase 2 code.
 */
export function phase1QrOfDocument(xml: string): string {
  return encodePhase1Qr(qrFieldsOfDocument(parseXml(xml).documentElement));
}
