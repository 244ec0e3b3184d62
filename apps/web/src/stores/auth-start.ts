import { STORAGE_KEYS } from '../config/storage-keys.ts';
import type { AuthStore } from './auth-store.ts';

const SIGN_IN_KEYS: readonly (string | null)[] = [STORAGE_KEYS.authToken, STORAGE_KEYS.user];

/** Loads the auth store's code and starts it (starting twice is starting once). */
export function startAuthStore(): Promise<AuthStore> {
  return import('./auth-store.ts').then(({ authStore }) => {
    authStore.start();
    return authStore;
  });
}

function hasStoredSignIn(): boolean {
  try {
    return SIGN_IN_KEYS.some((key) => key !== null && window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * At app start: starts the auth store now when a sign-in (or a half of one, which it clears) is
 * stored, resolving once it runs, so the first render shows the sign-in; otherwise starts it when
 * another tab of the store signs in.
 */
export function startAuthStoreWhenSignedIn(): Promise<void> {
  if (hasStoredSignIn()) {
    // A failed download leaves the storefront signed out rather than blank.
    return startAuthStore()
      .then(() => undefined)
      .catch(() => undefined);
  }
  const onStorage = (event: StorageEvent) => {
    if (!SIGN_IN_KEYS.includes(event.key) || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    void startAuthStore();
  };
  window.addEventListener('storage', onStorage);
  return Promise.resolve();
}
