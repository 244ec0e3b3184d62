import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { fakeApi, okBody, type Call } from '../test/fake-admin-api.ts';
import {
  mergeWishlistAtSignIn,
  stopWishlistSync,
  toggleWishlist,
  wishlistIds,
} from './wishlist.ts';

beforeEach(() => {
  window.localStorage.removeItem(STORAGE_KEYS.wishlist);
  window.localStorage.removeItem(STORAGE_KEYS.wishlistSynced);
});
afterEach(() => vi.unstubAllGlobals());

/** The account's list on the server: a union of what is added, minus what is removed. */
function serve(account: string[], { signedIn = (): boolean => true } = {}) {
  let list = [...account];
  return fakeApi((call: Call) => {
    if (call.path !== '/api/account/wishlist') return undefined;
    if (!signedIn()) {
      return { status: 401, body: { success: false, code: 'UNAUTHORIZED', message: 'no' } };
    }
    const { add = [], remove = [] } = call.body as { add?: string[]; remove?: string[] };
    list = [
      ...list.filter((id) => !remove.includes(id)),
      ...add.filter((id) => !list.includes(id)),
    ];
    return okBody({ productIds: list });
  });
}

describe('the wishlist', () => {
  it('stays on the device while signed out', () => {
    const api = serve([]);
    expect(toggleWishlist('p-1')).toBe(true);
    expect(wishlistIds()).toEqual(['p-1']);
    expect(toggleWishlist('p-1')).toBe(false);
    expect(wishlistIds()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('merges with the account’s at sign-in, follows it while signed in, and keeps it after', async () => {
    let signedIn = true;
    const api = serve(['p-account'], { signedIn: () => signedIn });
    toggleWishlist('p-device');
    await mergeWishlistAtSignIn();
    expect(wishlistIds()).toEqual(['p-account', 'p-device']);

    toggleWishlist('p-account');
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]!.body).toEqual({ remove: ['p-account'] });
    await vi.waitFor(() => expect(wishlistIds()).toEqual(['p-device']));

    // Signed out elsewhere: the next change finds no session and the device stops following.
    signedIn = false;
    toggleWishlist('p-new');
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.wishlistSynced)).toBeNull(),
    );
    toggleWishlist('p-other');
    expect(api.calls).toHaveLength(3);
    expect(wishlistIds()).toEqual(['p-device', 'p-new', 'p-other']);
  });

  it('keeps the device’s list when signing out', async () => {
    serve(['p-account']);
    await mergeWishlistAtSignIn();
    stopWishlistSync();
    expect(wishlistIds()).toEqual(['p-account']);
  });
});
