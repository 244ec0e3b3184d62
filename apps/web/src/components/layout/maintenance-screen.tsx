import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Replaces the whole site while maintenance mode is on (spec section 2). */
export function MaintenanceScreen({ customMessage }: { customMessage: string }) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-ink px-6 py-16 text-center text-ivory"
    >
      <p className="font-display text-3xl tracking-[0.32em] uppercase rtl:tracking-normal">
        {t('brand.name')}
      </p>
      <span aria-hidden="true" className="my-10 block h-16 w-px bg-champagne/60" />
      <h1 className="font-display text-display-lg text-champagne-light">
        {t('maintenance.title')}
      </h1>
      <p className="mt-6 max-w-xl text-base leading-relaxed text-ivory/80">
        {customMessage.trim() || t('maintenance.message')}
      </p>
      <p className="mt-4 text-sm text-ivory/60 italic rtl:not-italic">{t('maintenance.thanks')}</p>
      <LanguageSwitch className="mt-12 [&_button]:text-ivory/70 [&_button[aria-pressed=true]]:text-ivory" />
    </main>
  );
}
