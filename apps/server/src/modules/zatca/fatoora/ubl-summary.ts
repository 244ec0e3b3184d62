import type * as Saxes from 'saxes';
import { lazyPackage } from '../../../lazy-package.ts';

const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

const saxes = lazyPackage<typeof Saxes>('saxes');

/** What the stand-in reads from a submitted document: enough to check the request, no more. */
export interface UblSummary {
  /** True when the root is UBL's `Invoice`, which ZATCA uses for invoices, credit and debit notes. */
  isUblInvoice: boolean;
  /** The root's cbc:UUID. */
  uuid: string | null;
  /** cbc:InvoiceTypeCode's value: 388 invoice, 381 credit note, 383 debit note. */
  typeCode: string | null;
  /** cbc:InvoiceTypeCode's `name`: 01xxxxx standard, 02xxxxx simplified. */
  typeName: string | null;
}

/**
 * Reads a document with a namespace-aware, well-formedness-checking parser (saxes). Throws when
 * the text is not well-formed XML.
 */
export function readUblSummary(xml: string): UblSummary {
  const parser = new (saxes().SaxesParser)({ xmlns: true });
  const summary: UblSummary = { isUblInvoice: false, uuid: null, typeCode: null, typeName: null };
  let depth = 0;
  let capture: 'uuid' | 'typeCode' | null = null;
  let captured = '';
  parser.on('opentag', (tag) => {
    depth++;
    if (depth === 1) summary.isUblInvoice = tag.local === 'Invoice' && tag.uri === UBL_INVOICE;
    if (depth !== 2 || tag.uri !== CBC) return;
    if (tag.local === 'UUID' && summary.uuid === null) capture = 'uuid';
    if (tag.local === 'InvoiceTypeCode' && summary.typeCode === null) {
      capture = 'typeCode';
      summary.typeName = tag.attributes.name?.value ?? null;
    }
    captured = '';
  });
  parser.on('text', (value) => {
    if (capture) captured += value;
  });
  parser.on('closetag', () => {
    if (depth === 2 && capture) {
      summary[capture] = captured.trim();
      capture = null;
    }
    depth--;
  });
  parser.write(xml).close();
  return summary;
}
