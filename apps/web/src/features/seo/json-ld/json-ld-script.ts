import type { JsonLd } from './json-ld-types.ts';

/**
 * A JSON-LD block's text, safe inside `<script>`: `<` is escaped, so no `</script>` or `<!--` in a
 * product's name can end the element or start a comment. JSON parsers read `\u003c` as `<`.
 */
export function jsonLdText(block: JsonLd): string {
  return JSON.stringify(block)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
