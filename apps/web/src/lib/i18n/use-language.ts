import type { Language } from '@store/shared/locales';
import { changeLanguage } from './language-events.ts';
import { useTranslation } from './use-translation.ts';

/** The current language and a setter that stores it and broadcasts the change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  return { language: i18n.language, setLanguage: changeLanguage };
}
