/* global window, document */
// Runs before the app's code (a deferred classic script: the CSP forbids inline scripts).
// Mirrors src/lib/i18n/language-storage.ts: key "language", values "en" | "ar".
// Also keeps the cookie of the same name up to date, which the server renders pages in
// (src/lib/i18n/language-storage.ts writes both; this carries older visits' choice over).
(function () {
  try {
    var language = window.localStorage.getItem('language') === 'ar' ? 'ar' : 'en';
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    if (document.cookie.indexOf('language=' + language) === -1) {
      document.cookie = 'language=' + language + '; path=/; max-age=31536000; samesite=lax';
    }
  } catch {
    // Storage can be blocked (private mode); English is the default anyway.
  }
})();
