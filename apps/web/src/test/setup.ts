import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Lazy screens are transformed on first import; on a busy machine that outlasts the default 1 s of
// `findBy…`/`waitFor`, and the admin-area tests failed for that alone.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // A test of the build (`@vitest-environment node`) has no document.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(() => {
  cleanup();
});
