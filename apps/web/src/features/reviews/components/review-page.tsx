import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { intlLocaleOf } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import type { ReviewInvitation } from '@store/shared/schemas/reviews';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { useReviewInvitation } from '../api/get-review-invitation.ts';
import { useReviewTexts } from '../lib/use-review-texts.ts';
import { ReviewForm } from './review-form.tsx';

/**
 * /review/{token} (issue 21 point 5): the page of a delivered order's one-time review link. It
 * lists what the order brought, each to rate and review; or says why the link does not work
 * (used, expired, unknown). Never indexed; nothing of it is kept once left.
 */
export function ReviewPage() {
  const { t } = useTranslation('reviews');
  const { token = '' } = useParams();
  const query = useReviewInvitation(token);
  const texts = useReviewTexts();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  usePrivatePageHead(t('page.documentTitle'));

  return (
    <div className="mx-auto max-w-4xl px-5 py-14 sm:px-6 lg:py-20">
      <SectionHeading as="h1" align="start" eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <div className="mt-10">
        {sent ? (
          <Sent ref={sentRef} />
        ) : query.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : query.isError ? (
          <div className="max-w-xl">
            <p
              role="alert"
              className="flex gap-3 border-s-2 border-danger bg-rose-light/50 p-5 text-danger"
              data-testid="review-link-refusal"
            >
              <AlertIcon className="mt-0.5 shrink-0" />
              <span>
                {query.error instanceof ApiError && query.error.reason
                  ? texts.refusal(query.error.reason)
                  : t('page.loadError')}
              </span>
            </p>
            {!(query.error instanceof ApiError && query.error.reason) && (
              <Button variant="secondary" className="mt-6" onClick={() => void query.refetch()}>
                {t('page.retry')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <Intro invitation={query.data} />
            <ReviewForm
              token={token}
              invitation={query.data}
              onSent={() => {
                setSent(true);
                requestAnimationFrame(() => sentRef.current?.focus());
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}

function Intro({ invitation }: { invitation: ReviewInvitation }) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  return (
    <div className="mb-10 flex flex-col gap-2 text-ink-soft">
      <p>
        <TextWithSlot
          translate={(orderNumber) => t('page.intro', { orderNumber })}
          slot={
            <span data-testid="review-order-number">
              <Ltr className="font-mono font-medium text-ink">{invitation.orderNumber}</Ltr>
            </span>
          }
        />
      </p>
      <p className="text-sm">
        {t('page.shownAs', { name: invitation.authorName })}{' '}
        {t('page.expires', {
          date: formatStoreDate(invitation.expiresAt, intlLocaleOf(language)),
        })}
      </p>
    </div>
  );
}

function Sent({ ref }: { ref: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation('reviews');
  const paths = usePaths();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex gap-4 border border-success/30 bg-success/5 p-5 sm:p-6"
      data-testid="review-sent"
    >
      <CheckIcon className="mt-1 shrink-0 text-success" />
      <div>
        <p className="font-display text-2xl text-ink">{t('page.sentTitle')}</p>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('page.sentText')}</p>
        <Link to={paths.products} className={buttonClass('secondary', 'sm', 'mt-5')}>
          {t('page.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
