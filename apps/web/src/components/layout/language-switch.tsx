import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { LANGUAGES, type Language } from '@store/shared/locales';
import { useLanguageAddress } from '../../hooks/use-language-address.ts';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/**
 * "EN / عربي": each option names itself in its own language. On a storefront page it goes to the
 * same page's address in that language (decision 027), which sets the language; elsewhere (the
 * admin area, sign-in) it changes the language in place.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const addressIn = useLanguageAddress();
  const choose = (option: Language) => {
    const address = addressIn(option);
    if (address) void navigate(address);
    else setLanguage(option);
  };
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cx('flex items-center gap-1', className)}
    >
      {LANGUAGES.map((option, index) => (
        <span key={option} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden="true" className="text-ink-muted/60">
              /
            </span>
          )}
          <button
            type="button"
            lang={option}
            aria-pressed={language === option}
            onClick={() => choose(option)}
            className={cx(
              'min-h-11 min-w-11 px-1.5 text-sm transition-colors',
              option === 'ar'
                ? 'font-[Noto_Naskh_Arabic,serif] text-[0.95rem]'
                : 'tracking-[0.14em]',
              language === option
                ? 'text-ink underline decoration-champagne underline-offset-8'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`language.${option}`)}
            {/* The name starts with the visible text (label in name), then says what it does. */}
            <span className="sr-only">
              {' — '}
              {option === 'en' ? t('language.switchToEnglish') : t('language.switchToArabic')}
            </span>
          </button>
        </span>
      ))}
    </div>
  );
}
