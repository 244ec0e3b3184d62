import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { directionOf, intlLocaleOf, localize } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import {
  REVIEW_LIMITS,
  REVIEW_STATUSES,
  type AdminReview,
  type AdminReviewListQuery,
  type ReviewStatus,
} from '@store/shared/schemas/reviews';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { StarIcon } from '../../../components/admin/admin-icons.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { Field, TextArea } from '../../../components/admin/form-field.tsx';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useModerateReview, useReviews, type ReviewModeration } from '../api/get-reviews.ts';

const STAR_VALUES = ['5', '4', '3', '2', '1'] as const;
type StarValue = (typeof STAR_VALUES)[number];

interface ReviewFilters {
  status?: ReviewStatus;
  stars?: StarValue;
  page: number;
}

/** The queue's filters, kept in the URL so a filtered list can be shared and reloaded. */
function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo((): ReviewFilters => {
    const page = Number(params.get('page'));
    return {
      status: REVIEW_STATUSES.find((s) => s === params.get('status')),
      stars: STAR_VALUES.find((s) => s === params.get('stars')),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);
  const update = useCallback(
    (change: Partial<ReviewFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const written = new URLSearchParams();
      if (next.status) written.set('status', next.status);
      if (next.stars) written.set('stars', next.stars);
      if (next.page > 1) written.set('page', String(next.page));
      setParams(written, { replace: !('page' in change) });
    },
    [filters, setParams],
  );
  return { filters, update, clear: () => setParams(new URLSearchParams()) };
}

/** /admin/reviews: the moderation queue, pending first; approve, hide, reply (issue 21 point 5). */
export function ReviewsListPage() {
  const { t } = useTranslation('adminReviews');
  useDocumentTitle(t('title'));
  const { filters, update, clear } = useReviewFilters();
  const query: AdminReviewListQuery = {
    status: filters.status,
    stars: filters.stars,
    page: String(filters.page),
    limit: '20',
  };
  const list = useReviews(query);
  const filtered = Boolean(filters.status || filters.stars);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t('title')} description={t('description')} />
      <FilterBar
        testId="reviews-filters"
        fieldsClassName="grid gap-3 sm:grid-cols-2 lg:max-w-2xl"
        note={t('note')}
        clear={
          filtered
            ? { label: t('clear'), onClear: clear, testId: 'reviews-clear-filters' }
            : undefined
        }
      >
        <FilterSelect
          label={t('status')}
          testId="reviews-filter-status"
          value={filters.status}
          allLabel={t('all')}
          values={REVIEW_STATUSES}
          optionLabel={(status) => t(`statuses.${status}`)}
          onChange={(status) => update({ status: status || undefined })}
        />
        <FilterSelect
          label={t('stars')}
          testId="reviews-filter-stars"
          value={filters.stars}
          allLabel={t('all')}
          values={STAR_VALUES}
          optionLabel={(stars) => t('starsOption', { count: Number(stars) })}
          onChange={(stars) => update({ stars: stars || undefined })}
        />
      </FilterBar>
      <PagedList
        query={list}
        total={(count) => t('total', { count })}
        totalTestId="reviews-total"
        loadingRows={4}
        empty={
          filtered
            ? { title: t('noMatchTitle'), description: t('noMatchDescription') }
            : {
                title: t('emptyTitle'),
                description: t('emptyDescription'),
                icon: <StarIcon size={28} />,
              }
        }
        onPageChange={(page) => update({ page })}
      >
        {(reviews) => (
          <ul className="flex flex-col gap-4" data-testid="reviews-queue">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

const STATUS_TONE = { pending: 'gold', approved: 'ink', hidden: 'outline' } as const;

function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation('adminReviews');
  const { language } = useLanguage();
  const moderate = useModerateReview();
  const [replying, setReplying] = useState(false);
  const run = (change: ReviewModeration, done: string) =>
    moderate.mutate(
      { id: review.id, change },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(t('done.failed'), error instanceof ApiError ? error.message : undefined),
      },
    );
  const busy = moderate.isPending;

  return (
    <article
      className="border border-line bg-paper p-5"
      data-testid={`review-card-${review.id}`}
      data-status={review.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-display text-lg leading-tight text-ink">
            {localize(review.productName, language)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
            <span>
              <bdi>{review.authorName}</bdi> · <Ltr>{review.customerEmail}</Ltr>
            </span>
            <span>
              {t('order')}{' '}
              <Link
                to={`/admin/orders/${encodeURIComponent(review.orderId)}`}
                className="font-mono text-ink-soft underline decoration-champagne underline-offset-4 hover:text-ink"
              >
                <Ltr>{review.orderNumber}</Ltr>
              </Link>
            </span>
            <time dateTime={review.createdAt}>
              {formatStoreDate(review.createdAt, intlLocaleOf(language), 'dateTime')}
            </time>
          </p>
        </div>
        <Badge tone={STATUS_TONE[review.status]}>
          <span data-testid="review-status">{t(`statuses.${review.status}`)}</span>
        </Badge>
      </div>

      <div className="mt-4 flex items-center gap-3">
        <Stars value={review.stars} className="text-gold-deep" />
        <span className="sr-only">{t('rated', { count: review.stars })}</span>
        <span className="text-xs text-ink-muted">{t(`writtenIn.${review.language}`)}</span>
      </div>
      {/* As the buyer wrote it, in its own language and direction. */}
      <div lang={review.language} dir={directionOf(review.language)} className="mt-2">
        {review.title && <p className="font-medium text-ink">{review.title}</p>}
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-soft">
          {review.text}
        </p>
      </div>

      {review.reply && (
        <div
          className="mt-4 border-s-2 border-champagne bg-ivory/60 p-3"
          data-testid="review-reply"
        >
          <p className="text-xs font-medium text-ink-muted">{t('reply')}</p>
          <p dir="auto" className="mt-1 text-sm break-words whitespace-pre-line text-ink-soft">
            {review.reply.text}
          </p>
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        {review.status !== 'approved' && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => run({ action: 'approve' }, t('done.approved'))}
            data-testid="review-approve"
          >
            {t('actions.approve')}
          </Button>
        )}
        {review.status !== 'hidden' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => run({ action: 'hide' }, t('done.hidden'))}
            data-testid="review-hide"
          >
            {t('actions.hide')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => setReplying(true)}
          data-testid="review-reply-open"
        >
          {review.reply ? t('actions.editReply') : t('actions.reply')}
        </Button>
      </div>
      {replying && <ReplyDialog review={review} onClose={() => setReplying(false)} />}
    </article>
  );
}

function ReplyDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useTranslation('adminReviews');
  const id = useId();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply?.text ?? '');
  return (
    <FormDialog
      title={t('replyDialog.title')}
      description={t('replyDialog.description')}
      testId="review-reply-dialog"
      busy={moderate.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        moderate.mutate(
          { id: review.id, change: { action: 'reply', reply } },
          {
            onSuccess: () => {
              toast.success(t('done.replied'));
              onClose();
            },
          },
        );
      }}
      confirm={{ label: t('replyDialog.save'), testId: 'review-reply-save', spinner: true }}
      failure={{
        title: t('replyDialog.failed'),
        message: moderate.error instanceof ApiError ? moderate.error.message : null,
        testId: 'review-reply-failure',
      }}
    >
      <Field label={t('replyDialog.label')} htmlFor={id}>
        <TextArea
          id={id}
          dir="auto"
          rows={5}
          maxLength={REVIEW_LIMITS.textMax}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          data-testid="review-reply-input"
        />
      </Field>
    </FormDialog>
  );
}
