import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize, type LocalizedText } from '@store/shared/locales';
import type { AboutContent } from '@store/shared/schemas/content';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const VALUE_KEYS = ['craftsmanship', 'elegance', 'exclusivity'] as const;
/** Ordinals as each script's typography has them: Roman numerals, and the abjad letters in Arabic. */
const ORDINALS = {
  en: ['I', 'II', 'III', 'IV', 'V', 'VI'],
  ar: ['أ', 'ب', 'ج', 'د', 'هـ', 'و'],
} as const;

/** "Our Story" (id="about"): the house, its legacy and its three values. */
export function AboutSection({ about }: { about: AboutContent | undefined }) {
  const { t } = useTranslation(['about', 'common']);
  const { language } = useLanguage();
  const pick = (value: LocalizedText | undefined, fallback: string) =>
    (value && localize(value, language)) || fallback;

  const values =
    about && about.values.length > 0
      ? about.values.map((value) => ({
          key: value.key,
          title: localize(value.title, language),
          description: localize(value.description, language),
        }))
      : VALUE_KEYS.map((key) => ({
          key,
          title: t(`values.${key}.title`),
          description: t(`values.${key}.description`),
        }));

  return (
    <section id="about" aria-labelledby="about-title" className="bg-paper py-section">
      <div className="mx-auto grid max-w-[90rem] items-center gap-14 px-6 lg:grid-cols-2 lg:gap-24 lg:px-10">
        <div className="relative">
          <img
            src={about?.image || '/images/about/atelier.svg'}
            alt={t('common:home.aboutImageAlt')}
            width={960}
            height={1200}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] w-full bg-ivory-deep object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute -end-3 -bottom-3 -z-0 hidden h-full w-full border border-champagne/60 lg:block"
            style={{ zIndex: -1 }}
          />
        </div>
        <div>
          <SectionHeading
            id="about-title"
            align="start"
            eyebrow={pick(about?.subtitle, t('subtitle'))}
            title={pick(about?.title, t('title'))}
          />
          <p className="mt-8 text-lg leading-relaxed text-ink-soft">
            {pick(about?.description, t('description'))}
          </p>
          <blockquote className="mt-8 border-s border-champagne ps-6 font-display text-2xl leading-snug text-ink italic rtl:not-italic">
            {pick(about?.legacy, t('legacy'))}
          </blockquote>
          <ul className="mt-12 grid gap-8 sm:grid-cols-3">
            {values.map((value, index) => (
              <li key={value.key}>
                <span aria-hidden="true" className="font-display text-lg text-gold-deep">
                  {ORDINALS[language][index]}
                </span>
                <h3 className="mt-2 text-2xl">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
