import { createContext, useContext, type ReactNode } from 'react';
import type { I18n } from './translator.ts';

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below it the app's translator. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('A component translates outside <I18nProvider>.');
  return i18n;
}
