import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePath } from '@store/shared/page-addresses';
import { storefrontPaths, type StorefrontPaths } from '../config/paths.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';

/**
 * The storefront's paths in the page's language: its address's below `/ar` or `/en` (which the
 * texts follow a moment later, once loaded), else the app's (the sign-in page's link home). The
 * same object while the language stays, so effects may depend on it.
 */
export function usePaths(): StorefrontPaths {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const pageLanguage = splitLanguagePath(pathname)?.language ?? language;
  return useMemo(() => storefrontPaths(pageLanguage), [pageLanguage]);
}
