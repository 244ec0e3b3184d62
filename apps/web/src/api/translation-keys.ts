import type { Language } from '@store/shared/locales';

export const translationKeys = {
  all: ['translations'] as const,
  language: (language: Language) => [...translationKeys.all, language] as const,
};
