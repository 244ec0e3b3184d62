import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('leaves Arabic and plain text alone, and escapes an ampersand once', () => {
    expect(escapeHtml('عطر الورد & Oud')).toBe('عطر الورد &amp; Oud');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
