import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path.ts';

describe('where sign-in leads (spec section 4)', () => {
  it('to the admin page the guard remembered', () => {
    expect(returnPathFrom({ from: '/admin/products?page=2#top' })).toBe(
      '/admin/products?page=2#top',
    );
    expect(returnPathFrom({ from: '/admin-test' })).toBe('/admin-test');
  });

  it('to /admin without one, or with anything that is not an admin page of this app', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: '/checkout' },
      { from: 'https://evil.test/admin' },
      { from: '//evil.test/admin' },
      { from: '/admin/login' },
    ]) {
      expect(returnPathFrom(state), JSON.stringify(state)).toBe('/admin');
    }
  });
});
