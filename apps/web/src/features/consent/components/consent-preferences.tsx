import { useId, useRef, useState, type ReactNode } from 'react';
import {
  MARKETING_TAG_CATEGORY,
  type ConsentCategory,
  type MarketingTag,
} from '@store/shared/marketing-tags';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { useFocusTrap } from '../../../hooks/use-focus-trap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ConsentChoice } from '../lib/consent-record.ts';
import { choose, closePreferences } from '../lib/consent-store.ts';
import { ConsentSwitch } from './consent-switch.tsx';

/** The platforms' own names, the same in both languages. */
const PLATFORM_NAMES: Record<MarketingTag, string> = {
  ga4: 'Google Analytics',
  gtm: 'Google Tag Manager',
  meta: 'Meta Pixel',
  snap: 'Snap Pixel',
  tiktok: 'TikTok Pixel',
};

/**
 * "Choose": a dialog with the strictly necessary cookies (always on) and a switch per category
 * that has a tag in force, naming the platforms behind it. Opened from the banner or the footer.
 */
export function ConsentPreferences({
  tags,
  current,
}: {
  tags: MarketingTag[];
  current: ConsentChoice | null;
}) {
  const { t } = useTranslation('consent');
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>(
    current ?? { analytics: false, advertising: false },
  );
  useFocusTrap(panelRef, true, closePreferences);

  const categories = (['analytics', 'advertising'] as const).filter((category) =>
    tags.some((tag) => MARKETING_TAG_CATEGORY[tag] === category),
  );
  const platformsOf = (category: ConsentCategory) =>
    tags
      .filter((tag) => MARKETING_TAG_CATEGORY[tag] === category)
      .map((tag) => PLATFORM_NAMES[tag])
      .join(', ');

  const row = (key: 'necessary' | ConsentCategory, text: ReactNode, control: ReactNode) => (
    <li key={key} className="flex items-start justify-between gap-6 border-t border-line py-4">
      <div className="min-w-0">
        <p id={`${id}-${key}`} className="font-medium">
          {t(`preferences.${key}`)}
        </p>
        <p id={`${id}-${key}-text`} className="mt-1 text-sm text-ink-soft">
          {text}
        </p>
      </div>
      {control}
    </li>
  );

  return (
    <div className="fixed inset-0 z-[75] flex items-end justify-center bg-ink/40 sm:items-center sm:p-6">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="consent-preferences"
        tabIndex={-1}
        className="max-h-[90svh] w-full overflow-y-auto bg-paper px-5 py-6 shadow-xl sm:max-w-xl sm:px-8 sm:py-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-2xl">
            {t('preferences.title')}
          </h2>
          <button
            type="button"
            onClick={closePreferences}
            aria-label={t('preferences.close')}
            className="-me-2 -mt-1 inline-flex size-10 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <p className="mt-2 text-sm text-ink-soft">{t('preferences.intro')}</p>
        <ul className="mt-5">
          {row(
            'necessary',
            t('preferences.necessaryText'),
            <span className="shrink-0 text-xs text-ink-soft">{t('preferences.alwaysOn')}</span>,
          )}
          {categories.map((category) =>
            row(
              category,
              <>
                {t(`preferences.${category}Text`)}{' '}
                <span className="block">
                  {t('preferences.usedBy')} <bdi dir="ltr">{platformsOf(category)}</bdi>
                </span>
              </>,
              <ConsentSwitch
                id={`${id}-${category}-switch`}
                checked={choice[category]}
                onChange={(on) => setChoice({ ...choice, [category]: on })}
                labelledBy={`${id}-${category}`}
                describedBy={`${id}-${category}-text`}
              />,
            ),
          )}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-line pt-5 sm:flex sm:justify-end">
          <Button size="sm" onClick={() => choose({ analytics: false, advertising: false })}>
            {t('preferences.rejectAll')}
          </Button>
          <Button size="sm" onClick={() => choose({ analytics: true, advertising: true })}>
            {t('preferences.acceptAll')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="col-span-2"
            onClick={() => choose(choice)}
            data-testid="consent-save"
          >
            {t('preferences.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
