import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize, type LocalizedText } from '@store/shared/locales';
import type { HeroContent } from '@store/shared/schemas/content';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { HERO_FALLBACK_IMAGES } from '../../../lib/product-image.ts';
import { useSlideshow } from '../hooks/use-slideshow.ts';

/** Hero (spec section 2): badge, title, subtitle, two actions and a slideshow with dots. */
export function HeroSection({ hero }: { hero: HeroContent | undefined }) {
  const { t } = useTranslation(['hero', 'common']);
  const paths = usePaths();
  const { language } = useLanguage();
  const text = (
    value: LocalizedText | undefined,
    key: 'badge' | 'title' | 'subtitle' | 'primaryCta' | 'secondaryCta',
  ) => (value && localize(value, language)) || t(key);

  const fromContent = hero?.images.slideshow ?? [];
  // Four bundled images when the content has none (spec section 2).
  const slides =
    fromContent.length > 0
      ? fromContent.map((image) => ({
          url: image.url,
          alt: localize(image.alt, language) || t('common:home.slideshowLabel'),
        }))
      : HERO_FALLBACK_IMAGES.map((url) => ({ url, alt: t('common:home.slideshowLabel') }));
  const { index, goTo } = useSlideshow(slides.length);

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ivory">
      <div className="mx-auto grid max-w-[90rem] lg:min-h-[calc(100dvh-var(--spacing-header))] lg:grid-cols-[1fr_1.05fr]">
        <div className="relative order-2 flex flex-col justify-center px-6 py-14 sm:px-10 lg:order-1 lg:px-16 lg:py-20 xl:ps-24">
          <p className="eyebrow flex items-center gap-4 text-gold-deep">
            <span aria-hidden="true" className="h-px w-10 bg-current opacity-60" />
            {text(hero?.badge, 'badge')}
          </p>
          <h1 id="hero-title" className="mt-7 text-display-2xl text-ink">
            {text(hero?.title, 'title')}
          </h1>
          <p className="mt-7 max-w-md text-base leading-relaxed text-ink-soft sm:text-lg">
            {text(hero?.subtitle, 'subtitle')}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <Link to={paths.products} className={buttonClass('primary', 'lg')}>
              {text(hero?.cta.primary.text, 'primaryCta')}
              <ArrowIcon size={16} className="rtl:rotate-180" />
            </Link>
            <Link to={paths.homeSection('contact')} className={buttonClass('secondary', 'lg')}>
              {text(hero?.cta.secondary.text, 'secondaryCta')}
            </Link>
          </div>
        </div>

        <div className="relative order-1 aspect-[6/5] max-h-[70vh] w-full overflow-hidden bg-ivory-deep sm:aspect-[16/10] lg:order-2 lg:aspect-auto lg:max-h-none">
          <div
            role="group"
            aria-roledescription="carousel"
            aria-label={t('common:home.slideshowLabel')}
            className="absolute inset-0"
          >
            {slides.map((slide, slideIndex) => (
              <img
                key={`${slide.url}-${slideIndex}`}
                src={slide.url}
                alt={slideIndex === index ? slide.alt : ''}
                aria-hidden={slideIndex !== index}
                width={1200}
                height={1500}
                // The first slide is the page's largest paint; the others wait their turn.
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                decoding="async"
                className={cx(
                  'absolute inset-0 size-full object-cover transition-[opacity,transform] duration-[1400ms] ease-luxe',
                  slideIndex === index ? 'scale-100 opacity-100' : 'scale-[1.03] opacity-0',
                )}
              />
            ))}
          </div>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ink/25 via-transparent to-transparent"
          />
          {slides.length > 1 && (
            <div className="absolute inset-x-0 bottom-5 flex justify-center gap-1 lg:bottom-8">
              {slides.map((_, dot) => (
                <button
                  key={dot}
                  type="button"
                  onClick={() => goTo(dot)}
                  aria-label={t('common:home.slideLabel', { number: dot + 1 })}
                  aria-current={dot === index ? 'true' : undefined}
                  data-testid="hero-dot"
                  className="group inline-flex h-11 w-9 items-center justify-center"
                >
                  <span
                    className={cx(
                      'block h-px transition-all duration-500',
                      dot === index ? 'w-8 bg-ivory' : 'w-4 bg-ivory/60 group-hover:bg-ivory',
                    )}
                  />
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
