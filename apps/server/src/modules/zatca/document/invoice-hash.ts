import { createHash } from 'node:crypto';

import type * as XmlCrypto from 'xml-crypto';
import { lazyPackage } from '../../../lazy-package.ts';
import { firstChild, parseXml, UBL_NS } from './xml-dom.ts';

/**
 * The invoice hash ZATCA chains documents with (BR-KSA-26): drop ext:UBLExtensions, cac:Signature and
 * the QR's cac:AdditionalDocumentReference, canonicalise, SHA-256, base64 of the 32 bytes.
 */

const xmlCrypto = lazyPackage<typeof XmlCrypto>('xml-crypto');

/**
 * PIH of a chain's first document: base64 of the hex text of SHA-256("0"), as BR-KSA-26 prints it
 * (and not base64 of the 32 bytes).
 */
export const INITIAL_PREVIOUS_INVOICE_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

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
      (reference) => firstChild(reference, UBL_NS.cbc, 'ID')?.textContent?.trim() === 'QR',
    ),
  );
  return new (xmlCrypto().C14nCanonicalization)().process(root, {});
}

export function invoiceHashBytes(xml: string): Buffer {
  return createHash('sha256').update(canonicalInvoiceForHash(xml), 'utf8').digest();
}

/** Base64 of the SHA-256 of the canonical invoice: DigestValue, QR tag 6 and the next PIH. */
export function computeInvoiceHash(xml: string): string {
  return invoiceHashBytes(xml).toString('base64');
}
