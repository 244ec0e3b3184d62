import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { Language } from '@store/shared/locales';
import { changeLanguage } from '../lib/i18n/language-events.ts';

/**
 * The storefront below a language prefix: the address's language is the page's (decision 027).
 * Stores it (local storage and the cookie, for the next unprefixed visit) and tells the app, which
 * loads its texts and sets `<html lang dir>`; the first render was already in it (main.tsx).
 */
export function AddressLanguage({ language }: { language: Language }) {
  useEffect(() => changeLanguage(language), [language]);
  return <Outlet />;
}
