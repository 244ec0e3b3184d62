import { directionOf, type Language } from '@store/shared/locales';

/** `<html lang dir>` follow the language, so the browser, fonts and logical CSS all mirror. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
