import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { choose, openPreferences } from '../lib/consent-store.ts';

/**
 * The first question, fixed at the foot of the window over the page (it moves nothing, so no
 * layout shift). Not modal: the shopper may browse on; nothing loads until a choice is made.
 * Accepting and refusing are equally easy, one click each.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  return (
    <section
      aria-label={t('banner.label')}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-[65] border-t border-line bg-paper/98 shadow-[0_-8px_30px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-[90rem] flex-col gap-4 px-5 py-5 sm:px-6 lg:flex-row lg:items-center lg:gap-10 lg:px-10">
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-xl">{t('banner.title')}</h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t('banner.text')}</p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" onClick={() => choose({ analytics: false, advertising: false })}>
            {t('banner.rejectAll')}
          </Button>
          <Button size="sm" onClick={() => choose({ analytics: true, advertising: true })}>
            {t('banner.acceptAll')}
          </Button>
          <Button variant="secondary" size="sm" className="col-span-2" onClick={openPreferences}>
            {t('banner.choose')}
          </Button>
        </div>
      </div>
    </section>
  );
}
