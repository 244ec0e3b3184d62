/**
 * Text and attribute values for the XML the store writes by hand (sitemaps, the Google feed):
 * the five markup characters escaped, and the characters XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF) dropped, since a pasted description may hold
 * them and one would make the whole file unreadable to a crawler.
 */
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlText(value: string): string {
  return value.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<name>value</name>`, the value escaped; nothing for an empty value. */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${xmlText(value)}</${name}>` : '';
}
