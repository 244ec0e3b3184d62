import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { FeaturedCollectionsContent } from '@store/shared/schemas/content';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { familyImage } from '../../../lib/product-image.ts';

const FALLBACK_FAMILIES = ['floral', 'oriental', 'fresh'] as const;

/** The collections (scent families the house puts forward), each leading to the listing. */
export function CollectionsSection({
  content,
}: {
  content: FeaturedCollectionsContent | undefined;
}) {
  const { t } = useTranslation(['collections', 'common']);
  const paths = usePaths();
  const { language } = useLanguage();
  const cards =
    content && content.collections.length > 0
      ? content.collections.map((c) => ({
          id: c.id,
          name: localize(c.name, language),
          description: localize(c.description, language),
          image: c.image,
          link: c.link,
        }))
      : FALLBACK_FAMILIES.map((family) => ({
          id: family,
          name: t(`items.${family}.name`),
          description: t(`items.${family}.description`),
          image: familyImage(family),
          link: `${paths.products}?category=${family}`,
        }));

  return (
    <section id="collections" aria-labelledby="collections-title" className="py-section">
      <div className="mx-auto max-w-[90rem] px-6 lg:px-10">
        <SectionHeading
          id="collections-title"
          eyebrow={(content && localize(content.subtitle, language)) || t('subtitle')}
          title={(content && localize(content.title, language)) || t('title')}
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={card.link} className="group block">
                <div className="overflow-hidden bg-ivory-deep">
                  <img
                    src={card.image}
                    alt=""
                    width={800}
                    height={1000}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/5] w-full object-cover transition-transform duration-[1200ms] ease-luxe group-hover:scale-[1.04]"
                  />
                </div>
                <div className="mt-6 flex items-start justify-between gap-4">
                  <div>
                    <h3 className="text-3xl text-ink">{card.name}</h3>
                    <p className="mt-2 text-sm text-ink-soft">{card.description}</p>
                  </div>
                  <span className="mt-2 inline-flex items-center gap-2 text-xs tracking-[0.2em] whitespace-nowrap text-gold-deep uppercase rtl:text-sm rtl:tracking-normal">
                    {t('common:home.explore')}
                    <ArrowIcon
                      size={14}
                      className="transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
                    />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
