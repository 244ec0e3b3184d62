import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@store/shared/locales';
import { preferredLanguage, savedLanguage } from '../../plugins/visitor-language.ts';

/**
 * The language of the shopper's messages (and of the code's email or SMS): the one the page sent,
 * else the browser's (Accept-Language), else the one the shopper chose last (cookie), else English.
 */
export function shopperLanguage(request: FastifyRequest, explicit?: unknown): Language {
  if (isLanguage(explicit)) return explicit;
  return (
    preferredLanguage(request.headers['accept-language']) ??
    savedLanguage(request) ??
    DEFAULT_LANGUAGE
  );
}
