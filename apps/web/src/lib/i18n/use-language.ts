import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@store/shared/locales';
import { changeLanguage } from './language-events.ts';

/** The current language and a setter that stores it and broadcasts the change. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { language, setLanguage: changeLanguage };
}
