/* global window, document */
// Runs before the app's code (a deferred classic script: the CSP forbids inline scripts).
// Mirrors src/lib/i18n/language-storage.ts: key "language", values "en" | "ar".
(function () {
  try {
    if (window.localStorage.getItem('language') === 'ar') {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch {
    // Storage can be blocked (private mode); English is the default anyway.
  }
})();
