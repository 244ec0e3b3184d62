import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { cartStore } from '../stores/cart-store.ts';
import { toastStore } from '../stores/toast-store.ts';

// Lazy screens are transformed on first import; on a busy machine that outlasts the default 1 s of
// `findBy…`/`waitFor`, and the admin-area tests failed for that alone.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // A test of the build (`@vitest-environment node`) has no document.
  if (typeof window === 'undefined') return;
  // The files of a worker share one module graph and one document (vitest.config.ts): nothing
  // of an earlier file's state is left, neither the app's stores nor a portal or live region.
  toastStore.getState().forEach((shown) => toastStore.dismiss(shown.id));
  cartStore.clear();
  cartStore.close();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(() => {
  cleanup();
});
