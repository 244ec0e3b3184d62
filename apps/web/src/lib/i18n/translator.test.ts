import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator.ts';

function translator() {
  return createTranslator({
    en: { nav: { home: 'Home', shop: 'Shop' }, common: { account: { logout: 'Log out' } } },
  });
}

describe('translator', () => {
  it('starts in English and translates with `common` as the default namespace', () => {
    const i18n = translator();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav:home')).toBe('Home');
    expect(i18n.t('account.logout')).toBe('Log out');
    expect(i18n.t('home', { ns: 'nav' })).toBe('Home');
  });

  it('changes language, and fixed functions keep theirs', () => {
    const i18n = translator();
    i18n.addTexts('ar', 'nav', { home: 'الرئيسية' }, { overwrite: false });
    const english = i18n.getFixedT('en', 'nav');
    const current = i18n.getFixedT(null, 'nav');
    i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(english('home')).toBe('Home');
    expect(current('home')).toBe('الرئيسية');
    // Missing in Arabic: English.
    expect(current('shop')).toBe('Shop');
  });

  it('keeps texts already there unless told to overwrite, merging groups key by key', () => {
    const i18n = translator();
    // The content API's texts arrived first: the bundled ones must not replace them.
    i18n.addTexts('ar', 'nav', { home: 'من الخادم', group: { a: 'A' } }, { overwrite: true });
    i18n.addTexts(
      'ar',
      'nav',
      { home: 'مدمج', shop: 'المتجر', group: { b: 'B' } },
      { overwrite: false },
    );
    const t = i18n.getFixedT('ar', 'nav');
    expect(t('home')).toBe('من الخادم');
    expect(t('shop')).toBe('المتجر');
    expect([t('group.a'), t('group.b')]).toEqual(['A', 'B']);
    i18n.addTexts('ar', 'nav', { shop: 'متجرنا' }, { overwrite: true });
    expect(t('shop')).toBe('متجرنا');
  });

  it('tells whether a language has a namespace and whether a key exists', () => {
    const i18n = translator();
    expect(i18n.hasTexts('en', 'nav')).toBe(true);
    expect(i18n.hasTexts('ar', 'nav')).toBe(false);
    expect(i18n.exists('nav:home')).toBe(true);
    expect(i18n.exists('home', { ns: 'nav' })).toBe(true);
    expect(i18n.exists('nav:nowhere')).toBe(false);
    i18n.changeLanguage('ar');
    // Found through the English fallback, as `t` would show it.
    expect(i18n.exists('nav:home')).toBe(true);
  });

  it('tells subscribers when a language or texts change, except for silent additions', () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.getVersion();

    i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.addTexts('ar', 'nav', { home: 'الرئيسية' }, { overwrite: true });
    expect(listener).toHaveBeenCalledTimes(2);
    i18n.addTexts('ar', 'nav', { shop: 'المتجر' }, { overwrite: true, silent: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.getVersion()).not.toBe(before);

    stop();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
