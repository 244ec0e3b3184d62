import { createHash } from 'node:crypto';

import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';

/**
 * The invoice hash ZATCA chains documents with (BR-KSA-26): drop ext:UBLExtensions, cac:Signature and
 * the QR's cac:AdditionalDocumentReference, canonicalise, SHA-256, base64 of the 32 bytes.
 */

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * PIH of a chain's first document: base64 of the hex text of SHA-256("0"), as BR-KSA-26 prints it
 * (and not base64 of the 32 bytes).
 */
export const INITIAL_PREVIOUS_INVOICE_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

export function parseXml(xml: string): Document {
  const errors: string[] = [];
  // xmldom 0.8 reports unclosed tags as mere warnings; a document to hash or sign must be well formed.
  const doc = new DOMParser({
    errorHandler: (_level: string, message: unknown) => {
      errors.push(String(message).split('\n')[0]!);
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc.documentElement) {
    throw new Error(`Not well-formed XML: ${errors.join('; ') || 'no root element'}`);
  }
  return doc as unknown as Document;
}

function childText(element: Element, namespace: string, localName: string): string | undefined {
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const child = node as Element;
      if (child.namespaceURI === namespace && child.localName === localName)
        return child.textContent ?? '';
    }
  }
  return undefined;
}

function removeAll(elements: Element[]): void {
  for (const element of elements) element.parentNode?.removeChild(element);
}

/**
 * The canonical text that is hashed. Canonical XML 1.0 (inclusive, without comments) gives the
 * same octets as C14N 1.1 here: the two differ only in how xml:id and xml:base are inherited into a
 * document subset, and the whole document element is canonicalised.
 */
export function canonicalInvoiceForHash(xml: string): string {
  const doc = parseXml(xml);
  const root = doc.documentElement;
  const byName = (namespace: string, localName: string) =>
    Array.from(doc.getElementsByTagNameNS(namespace, localName));
  removeAll(byName(UBL_NS.ext, 'UBLExtensions'));
  removeAll(byName(UBL_NS.cac, 'Signature'));
  removeAll(
    byName(UBL_NS.cac, 'AdditionalDocumentReference').filter(
      (reference) => childText(reference, UBL_NS.cbc, 'ID')?.trim() === 'QR',
    ),
  );
  return new C14nCanonicalization().process(root, {});
}

export function invoiceHashBytes(xml: string): Buffer {
  return createHash('sha256').update(canonicalInvoiceForHash(xml), 'utf8').digest();
}

/** Base64 of the SHA-256 of the canonical invoice: DigestValue, QR tag 6 and the next PIH. */
export function computeInvoiceHash(xml: string): string {
  return invoiceHashBytes(xml).toString('base64');
}
