/* global window, document */
// Runs before the app's code (a deferred classic script: the CSP forbids inline scripts).
// A storefront page's language is its address's (/ar/..., /en/...: decision 027); other pages
// (the admin area, sign-in) keep the stored one. Mirrors src/lib/i18n/language-storage.ts: key
// "language", values "en" | "ar", in local storage and in a cookie of the same name, which the
// server redirects unprefixed addresses with.
(function () {
  var prefixed = /^\/(ar|en)(\/|$)/.exec(window.location.pathname);
  var language = prefixed ? prefixed[1] : 'en';
  try {
    if (prefixed) window.localStorage.setItem('language', language);
    else language = window.localStorage.getItem('language') === 'ar' ? 'ar' : 'en';
  } catch {
    // Storage can be blocked (private mode): the address's language, or English.
  }
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  if (document.cookie.indexOf('language=' + language) === -1) {
    document.cookie = 'language=' + language + '; path=/; max-age=31536000; samesite=lax';
  }
})();
