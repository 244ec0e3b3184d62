import { describe, expect, it } from 'vitest';
import { APP_VERSION, CACHE_MAX_AGE_MS } from '@store/shared/constants';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { applyCacheRules } from './cache-rules.ts';

const local = () => window.localStorage;
const session = () => window.sessionStorage;

describe('cache rules (spec section 4)', () => {
  it('clears storage when the stored app version differs, keeping language, cart and wishlist', () => {
    local().setItem(STORAGE_KEYS.appVersion, '0.9.0');
    local().setItem(STORAGE_KEYS.language, 'ar');
    local().setItem(STORAGE_KEYS.cart, '[]');
    local().setItem(STORAGE_KEYS.wishlist, '["a"]');
    local().setItem('stale', 'x');
    session().setItem('s', 'x');

    expect(applyCacheRules(local(), session(), 1000)).toEqual({
      versionChanged: true,
      expired: false,
    });
    expect(local().getItem('stale')).toBeNull();
    expect(session().length).toBe(0);
    expect(local().getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(local().getItem(STORAGE_KEYS.cart)).toBe('[]');
    expect(local().getItem(STORAGE_KEYS.wishlist)).toBe('["a"]');
    expect(local().getItem(STORAGE_KEYS.appVersion)).toBe(APP_VERSION);
  });

  it('leaves storage alone within 12 hours on the same version', () => {
    applyCacheRules(local(), session(), 0);
    local().setItem('kept', 'x');
    session().setItem('s', 'x');
    expect(applyCacheRules(local(), session(), CACHE_MAX_AGE_MS - 1)).toEqual({
      versionChanged: false,
      expired: false,
    });
    expect(local().getItem('kept')).toBe('x');
    expect(session().getItem('s')).toBe('x');
  });

  it('expires the session cache after 12 hours', () => {
    applyCacheRules(local(), session(), 0);
    session().setItem('s', 'x');
    expect(applyCacheRules(local(), session(), CACHE_MAX_AGE_MS + 1).expired).toBe(true);
    expect(session().getItem('s')).toBeNull();
    expect(local().getItem(STORAGE_KEYS.cacheTimestamp)).toBe(String(CACHE_MAX_AGE_MS + 1));
  });
});
