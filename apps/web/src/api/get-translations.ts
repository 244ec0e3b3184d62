import { queryOptions } from '@tanstack/react-query';
import { TRANSLATION_CACHE_MS } from '@store/shared/constants';
import type { Language } from '@store/shared/locales';
import type { TranslationsResponse } from '@store/shared/schemas/content';
import { apiRequest } from '../lib/api-client.ts';
import { translationKeys } from './translation-keys.ts';

export function getTranslations(
  language: Language,
  signal?: AbortSignal,
): Promise<TranslationsResponse> {
  return apiRequest<TranslationsResponse>('/content/translations', { query: { language }, signal });
}

/** Texts edited by the administrator, cached 5 minutes (spec section 9). */
export function translationsQuery(language: Language) {
  return queryOptions({
    queryKey: translationKeys.language(language),
    queryFn: ({ signal }) => getTranslations(language, signal),
    staleTime: TRANSLATION_CACHE_MS,
    gcTime: TRANSLATION_CACHE_MS,
  });
}
