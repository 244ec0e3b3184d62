import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** `requestLanguage` of a request: the language its body sent, else its Accept-Language. */
export function languageOfRequest(req: FastifyRequest, explicit?: unknown): Language {
  return requestLanguage(explicit, req.headers['accept-language']);
}

/** The language an order was placed in, for the messages about it. */
export function languageOfOrder(order: { language: string }): Language {
  return isLanguage(order.language) ? order.language : 'en';
}

/**
 * JSON bodies of this plugin's routes kept as the text received: a webhook's authenticity is
 * checked on exactly those bytes (PayPal's signature, Moyasar's secret token).
 */
export function keepRawJson(instance: FastifyInstance): void {
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
}
