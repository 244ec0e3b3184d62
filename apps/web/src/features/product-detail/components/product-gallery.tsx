import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ScentFamily } from '@store/shared/constants';
import type { ProductImage } from '@store/shared/schemas/catalog';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { ChevronIcon } from '../../../components/ui/icons/chevron-icon.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';

const SWIPE_THRESHOLD_PX = 40;

const arrowClass =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-paper/90 text-ink shadow-veil backdrop-blur transition-colors hover:bg-paper';

/** Gallery with arrows, thumbnails, arrow keys (mirrored in Arabic) and swipe. */
export function ProductGallery({
  images,
  name,
  family,
}: {
  images: ProductImage[];
  name: string;
  family: ScentFamily;
}) {
  const { t } = useTranslation('catalog');
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const slides = images.length > 0 ? images : [{ url: fallbackProductImage(family) }];
  const count = slides.length;
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const rtl = language === 'ar';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // Forward is to the right in English and to the left in Arabic.
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    go(forward ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
    const swipedLeft = end < start;
    go(swipedLeft !== rtl ? 1 : -1);
  };
  const current = slides[index] ?? slides[0]!;

  return (
    <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t('detail.gallery')}
        tabIndex={count > 1 ? 0 : -1}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="relative overflow-hidden bg-ivory-deep"
        data-testid="product-gallery"
      >
        <FallbackImage
          key={current.url}
          src={current.url}
          fallbackSrc={fallbackProductImage(family)}
          alt={t('detail.imageAlt', { name, number: index + 1 })}
          width={1000}
          height={1250}
          loading="eager"
          fetchPriority="high"
          className="aspect-[4/5] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('detail.previousImage')}
              className={cx(arrowClass, 'start-4')}
            >
              <ChevronIcon size={18} className="rotate-180 rtl:rotate-0" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('detail.nextImage')}
              className={cx(arrowClass, 'end-4')}
            >
              <ChevronIcon size={18} className="rtl:rotate-180" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-4 grid grid-cols-5 gap-3">
          {slides.map((image, thumb) => (
            <li key={`${image.url}-${thumb}`}>
              <button
                type="button"
                onClick={() => setIndex(thumb)}
                aria-label={t('detail.showImage', { number: thumb + 1, total: count })}
                aria-current={thumb === index ? 'true' : undefined}
                className={cx(
                  'block w-full overflow-hidden border transition-colors',
                  thumb === index
                    ? 'border-ink'
                    : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <FallbackImage
                  src={image.url}
                  fallbackSrc={fallbackProductImage(family)}
                  alt=""
                  width={160}
                  height={200}
                  loading="lazy"
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
