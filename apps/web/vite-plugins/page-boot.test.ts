// @vitest-environment node
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPageBoot } from './page-boot.ts';

describe('page-boot.js', () => {
  it('is one small classic script, without React or any page of the route table', async () => {
    const code = await buildPageBoot(path.resolve(import.meta.dirname, '..'));
    expect(code.startsWith('(function(){')).toBe(true);
    expect(code).not.toMatch(/\bimport\s*\(|\bimport\s*\{|\bexport\b/);
    expect(code).not.toContain('react');
    expect(code).toContain('/content/translations');
    // The first-load JS budget is nearly full (docs/PERFORMANCE.md): 2.3 kB gzip when written.
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(3_000);
  }, 30_000);
});
