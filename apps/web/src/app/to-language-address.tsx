import { Navigate, useLocation } from 'react-router';
import { localizedPath } from '@store/shared/page-addresses';
import { readStoredLanguage } from '../lib/i18n/language-storage.ts';

/**
 * A storefront address without its language (an old link, a development server, which has no
 * server redirect): the same page in the shopper's language, as the API server's redirect does.
 */
export function ToLanguageAddress() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={localizedPath(readStoredLanguage(), pathname) + search + hash} />;
}
