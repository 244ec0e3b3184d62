import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-script.ts';
import type { JsonLd } from './json-ld-types.ts';

describe('jsonLdText', () => {
  it('cannot end its script element or open a comment, and parses back to the same data', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const block: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: hostile }],
    };
    const text = jsonLdText(block);
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual(block);
  });
});
