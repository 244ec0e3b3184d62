import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@store/shared/locales';

/**
 * The shopper's language for messages: the one the page sent, else the browser's first choice
 * between English and Arabic in Accept-Language, else English.
 */
export function requestLanguage(explicit: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(explicit)) return explicit;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => isLanguage(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.language;
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}
