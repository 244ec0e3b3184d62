import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@store/shared/locales';

/** The language the shopper chose last: the web app keeps it in a cookie beside local storage. */
export function savedLanguage(request: FastifyRequest): Language | null {
  const match = /(?:^|;\s*)language=([^;]*)/.exec(request.headers.cookie ?? '');
  const value = match?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The store language the browser prefers most (`Accept-Language`, q-values honoured, `ar-SA`
 * counts as `ar`); null when it names neither (or only with q=0).
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | null {
  let best: { language: Language; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(language)) continue;
    const qParameter = parameters.map((one) => one.trim()).find((one) => one.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // The first named wins a tie, as the header lists them in order.
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}
