import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PublicReturn, ReturnableOrder } from '@store/shared/schemas/returns';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { InfoIcon } from '../../../components/ui/icons/info-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturnableOrder } from '../api/get-returnable-order.ts';
import { useReturnTexts } from '../lib/use-return-texts.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';
import { ReturnForm } from './return-form.tsx';
import { ReturnPolicySummary } from './return-policy-summary.tsx';
import { ReturnRequests } from './return-requests.tsx';

/**
 * /orders/{orderNumber}/return?email= (issue 19 point 6): a delivered order's lines, what may still
 * come back and the requests already made; the form while the window is open, else why not. The
 * email is the order's, as the order lookup asks; without it the page asks for it.
 */
export function ReturnRequestPage() {
  const { t } = useTranslation('returns');
  const paths = usePaths();
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email')?.trim() || null;
  const query = useReturnableOrder(orderNumber, email);
  usePrivatePageHead(t('page.documentTitle'));
  const ask = (initialEmail?: string) => (
    <OrderLookupForm
      orderNumber={orderNumber}
      initialEmail={initialEmail}
      testId="return-email-form"
      onSubmit={(found) =>
        navigate(paths.returnRequest(orderNumber, found.email), { replace: true })
      }
    />
  );

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <SectionHeading as="h1" align="start" eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <p className="mt-4 text-ink-soft">
        {t('page.order')}{' '}
        <span data-testid="return-order-number">
          <Ltr className="font-mono font-medium text-ink">
            {query.data?.orderNumber ?? orderNumber.toUpperCase()}
          </Ltr>
        </span>
      </p>
      <div className="mt-10">
        {!email ? (
          <div className="max-w-lg">
            <p className="mb-6 text-ink-soft">{t('page.askEmail')}</p>
            {ask()}
          </div>
        ) : query.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-24 w-full max-w-3xl" />
            <Skeleton className="h-24 w-full max-w-3xl" />
          </div>
        ) : query.isError ? (
          <div className="max-w-lg">
            <Notice tone="error" testId="return-load-error">
              {query.error instanceof ApiError && query.error.isNotFound
                ? t('page.notFound')
                : t('page.loadError')}
            </Notice>
            {query.error instanceof ApiError && query.error.isNotFound ? (
              <div className="mt-8">{ask(email)}</div>
            ) : (
              <Button variant="secondary" className="mt-6" onClick={() => void query.refetch()}>
                {t('page.retry')}
              </Button>
            )}
          </div>
        ) : (
          <ReturnOrderView order={query.data} email={email} />
        )}
      </div>
    </div>
  );
}

function ReturnOrderView({ order, email }: { order: ReturnableOrder; email: string }) {
  const { t } = useTranslation('returns');
  const texts = useReturnTexts();
  const [sent, setSent] = useState<PublicReturn | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  return (
    <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
      <div className="min-w-0">
        {sent && (
          <div
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="mb-10 flex gap-4 border border-success/30 bg-success/5 p-5 sm:p-6"
            data-testid="return-sent"
          >
            <CheckIcon className="mt-1 shrink-0 text-success" />
            <div>
              <p className="font-display text-2xl text-ink">{t('outcome.sentTitle')}</p>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                <TextWithSlot
                  translate={(number) => t('outcome.sentText', { number })}
                  slot={
                    <span data-testid="return-sent-number">
                      <Ltr className="font-mono font-medium text-ink">{sent.returnNumber}</Ltr>
                    </span>
                  }
                />
              </p>
            </div>
          </div>
        )}
        {order.refusal ? (
          <Notice tone="info" testId="return-refusal">
            {texts.refusal({
              key: order.refusal,
              params: order.lastDay ? { lastDay: order.lastDay } : {},
            })}
          </Notice>
        ) : (
          <ReturnForm
            order={order}
            email={email}
            onSent={(created) => {
              setSent(created);
              // Focusing it scrolls it into view and has it read out.
              requestAnimationFrame(() => sentRef.current?.focus());
            }}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ReturnPolicySummary policy={order.policy} lastDay={order.lastDay} />
        <ReturnRequests requests={order.returns} />
      </div>
    </div>
  );
}

function Notice({
  tone,
  testId,
  children,
}: {
  tone: 'error' | 'info';
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={
        tone === 'error'
          ? 'flex gap-3 border-s-2 border-danger bg-rose-light/50 p-5 text-sm text-danger'
          : 'flex gap-3 border-s-2 border-champagne bg-paper p-5 text-sm text-ink-soft'
      }
    >
      {tone === 'error' ? <AlertIcon className="shrink-0" /> : <InfoIcon className="shrink-0" />}
      <p>{children}</p>
    </div>
  );
}
