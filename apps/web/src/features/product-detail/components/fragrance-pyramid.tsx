import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { FragranceNotes } from '@store/shared/schemas/catalog';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Top, heart and base notes in the page language, drawn as a narrowing pyramid. */
export function FragrancePyramid({ notes }: { notes: FragranceNotes }) {
  const { t } = useTranslation('catalog');
  const { language } = useLanguage();
  const tiers = [
    { key: 'top', label: t('detail.topNotes'), notes: notes.top[language], width: 'sm:w-3/5' },
    {
      key: 'middle',
      label: t('detail.heartNotes'),
      notes: notes.middle[language],
      width: 'sm:w-4/5',
    },
    { key: 'base', label: t('detail.baseNotes'), notes: notes.base[language], width: 'sm:w-full' },
  ].filter((tier) => tier.notes.length > 0);
  if (tiers.length === 0) return null;

  return (
    <section aria-labelledby="pyramid-title" className="mt-14">
      <h2 id="pyramid-title" className="text-display-md">
        {t('detail.pyramid')}
      </h2>
      <ol className="mt-8 flex flex-col items-center gap-3">
        {tiers.map((tier) => (
          <li
            key={tier.key}
            className={`w-full border border-line bg-paper px-6 py-5 text-center ${tier.width}`}
          >
            <p className="eyebrow text-gold-deep">{tier.label}</p>
            <p className="mt-2 font-display text-xl text-ink">{tier.notes.join(' · ')}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
