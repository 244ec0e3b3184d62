import { useId } from 'react';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import type { ProductRating } from '@store/shared/schemas/reviews';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

const STAR_PATH = 'M12 2.6l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** An average as the page writes it: one decimal, Latin digits in both languages. */
export function formatAverage(average: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/** One star, filled to `fill` (0 to 1) from the start side: right to left in Arabic. */
export function StarGlyph({ fill, size = 16 }: { fill: number; size?: number }) {
  const clip = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rtl:-scale-x-100"
    >
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width={24 * Math.max(0, Math.min(1, fill))} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.25" />
      <path d={STAR_PATH} fill="currentColor" clipPath={`url(#${clip})`} />
    </svg>
  );
}

/**
 * Five stars filled to `value` (a part of a star for tenths). Drawn only: the text beside them
 * says the rating.
 */
export function Stars({
  value,
  size = 16,
  className,
}: {
  value: number;
  size?: number;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cx('inline-flex shrink-0 gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => (
        <StarGlyph key={index} fill={value - index} size={size} />
      ))}
    </span>
  );
}

/** "★★★★☆ 4.3 (12 reviews)": a product's rating, for a card or the product's page. */
export function RatingLine({
  rating,
  className,
  size = 14,
}: {
  rating: ProductRating;
  className?: string;
  size?: number;
}) {
  const { t } = useTranslation('catalog');
  const { language } = useLanguage();
  const average = formatAverage(rating.average, language);
  return (
    <p
      className={cx('flex items-center gap-2 text-sm text-ink-soft', className)}
      data-testid="rating-line"
    >
      <Stars value={rating.average} size={size} className="text-gold-deep" />
      <span className="sr-only">{t('rating.label', { average })}</span>
      <span aria-hidden="true" className="font-medium text-ink">
        <bdi>{average}</bdi>
      </span>
      <span>({t('rating.count', { count: rating.count })})</span>
    </p>
  );
}
