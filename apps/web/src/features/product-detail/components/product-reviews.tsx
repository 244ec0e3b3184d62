import { useId, useState } from 'react';
import { directionOf, intlLocaleOf, localize } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/store-date';
import { REVIEW_SORTS } from '@store/shared/review-limits';
import type { PublicReview, ReviewSort, ReviewSummary } from '@store/shared/schemas/reviews';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatAverage, Stars } from '../../../components/ui/stars.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';

/**
 * The product's verified reviews (issue 21 point 5), below its details: the average, the count
 * and how many gave each number of stars; then the reviews, a page at a time, newest, highest or
 * lowest first. Each review keeps the language it was written in (its own `lang` and `dir`);
 * its text is shown as text, never as HTML. The first page is part of the page's first screen
 * (rendered by the server); the page shown stays while the next one loads. `productSegment` is
 * the product's address segment, as the product itself is read.
 */
export function ProductReviews({ productSegment }: { productSegment: string }) {
  const { t } = useTranslation('reviews');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const query = useProductReviews(productSegment, { sort, page });
  const sortId = useId();
  const data = query.data;

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      aria-busy={query.isFetching || undefined}
      className="mt-20 border-t border-line pt-14 lg:mt-28"
      data-testid="product-reviews"
    >
      <h2 id="reviews-title" className="text-display-md">
        {t('section.title')}
      </h2>
      <p className="mt-3 text-sm text-ink-muted">{t('section.verified')}</p>

      {query.isPending ? (
        <div className="mt-10 grid gap-10 lg:grid-cols-[20rem_1fr] lg:gap-16">
          <Skeleton className="h-56 w-full" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        </div>
      ) : query.isError && !data ? (
        <div className="mt-8" role="alert">
          <p className="text-ink-soft">{t('section.loadError')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : data && data.summary.count === 0 ? (
        <p className="mt-8 max-w-xl text-ink-soft" data-testid="reviews-none">
          {t('section.none')}
        </p>
      ) : data ? (
        <div className="mt-10 grid gap-10 lg:grid-cols-[20rem_1fr] lg:gap-16">
          <SummaryPanel summary={data.summary} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
              <p className="text-sm text-ink-muted" aria-live="polite">
                {data.pagination.pages > 1 &&
                  t('section.page', { page: data.pagination.page, pages: data.pagination.pages })}
              </p>
              <div className="flex items-center gap-3">
                <label htmlFor={sortId} className="text-sm text-ink-soft">
                  {t('section.sort')}
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                  className="h-10 border border-line bg-paper px-3 text-sm text-ink focus:border-ink"
                  data-testid="reviews-sort"
                >
                  {REVIEW_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {t(`section.sorts.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ol
              className={cx('divide-y divide-line', query.isPlaceholderData && 'opacity-60')}
              data-testid="reviews-list"
            >
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ol>
            {data.pagination.pages > 1 && (
              <nav
                aria-label={t('section.title')}
                className="mt-6 flex flex-wrap gap-3 border-t border-line pt-6"
              >
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.pagination.hasPrev}
                  onClick={() => setPage((current) => Math.max(1, current - 1))}
                  data-testid="reviews-previous"
                >
                  {t('section.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.pagination.hasNext}
                  onClick={() => setPage((current) => current + 1)}
                  data-testid="reviews-next"
                >
                  {t('section.next')}
                </Button>
              </nav>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function SummaryPanel({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const average = formatAverage(summary.average ?? 0, language);
  return (
    <div data-testid="reviews-summary">
      <p className="flex items-baseline gap-3">
        <span className="font-display text-5xl text-ink" data-testid="reviews-average">
          <bdi>{average}</bdi>
        </span>
        <span className="text-sm text-ink-muted">{t('section.average', { average })}</span>
      </p>
      <Stars value={summary.average ?? 0} size={20} className="mt-3 text-gold-deep" />
      <p className="mt-2 text-sm text-ink-soft" data-testid="reviews-count">
        {t('section.basedOn', { count: summary.count })}
      </p>
      <ul className="mt-6 flex flex-col gap-2" data-testid="reviews-distribution">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          return (
            <li
              key={stars}
              className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm"
              data-stars={stars}
            >
              <span className="text-ink-soft">{t('section.starsRow', { count: stars })}</span>
              <span className="h-2 overflow-hidden bg-ivory-deep" aria-hidden="true">
                <span className="block h-full bg-gold-deep" style={{ width: `${share}%` }} />
              </span>
              <span className="text-end text-ink-muted">
                <Ltr>{count}</Ltr>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation(['reviews', 'catalog']);
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const store = localize(settings.siteInfo.siteName, language);
  return (
    <article className="py-7" data-testid="review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Stars value={review.stars} className="text-gold-deep" />
        <span className="sr-only">{t('catalog:rating.label', { average: review.stars })}</span>
        <span className="text-sm text-ink-muted">
          <bdi>{review.authorName}</bdi> · {t('section.verifiedBuyer')} ·{' '}
          <time dateTime={review.createdAt}>
            {formatStoreDate(review.createdAt, intlLocaleOf(language))}
          </time>
        </span>
      </div>
      {/* As written: in its own language and direction, whatever the page's. */}
      <div lang={review.language} dir={directionOf(review.language)} data-testid="review-body">
        {review.title && (
          <h3 className="mt-3 font-display text-xl text-ink" data-testid="review-title">
            {review.title}
          </h3>
        )}
        <p
          className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-soft"
          data-testid="review-text"
        >
          {review.text}
        </p>
      </div>
      {review.reply && (
        <div
          className="mt-4 border-s-2 border-champagne bg-ivory/60 p-4"
          data-testid="review-reply"
        >
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t('section.reply', { store })}
          </p>
          <p
            dir="auto"
            className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink-soft"
          >
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
