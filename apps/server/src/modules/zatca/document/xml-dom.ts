import type * as Xmldom from '@xmldom/xmldom';
import { lazyPackage } from '../../../lazy-package.ts';

/** Loaded with the first document: a store that only sells never reads XML. */
export const xmldom = lazyPackage<typeof Xmldom>('@xmldom/xmldom');

/** Reading UBL documents: namespaces, a strict parser and element lookup. */

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

export function parseXml(xml: string): Document {
  const errors: string[] = [];
  // xmldom 0.8 reports unclosed tags as mere warnings; a document to hash or sign must be well formed.
  const doc = new (xmldom().DOMParser)({
    errorHandler: (_level: string, message: unknown) => {
      errors.push(String(message).split('\n')[0]!);
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc.documentElement) {
    throw new Error(`Not well-formed XML: ${errors.join('; ') || 'no root element'}`);
  }
  return doc as unknown as Document;
}

export function firstChild(
  parent: Element,
  namespace: string,
  localName: string,
): Element | undefined {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === namespace && element.localName === localName) return element;
    }
  }
  return undefined;
}
