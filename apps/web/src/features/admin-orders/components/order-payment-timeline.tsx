import type { PaymentEvent } from '@store/shared/schemas/payment-events';
import {
  PaymentEventOutcomeBadge,
  usePaymentEventLabels,
  WebhookCheckBadge,
} from '../../../components/admin/payment-event-parts.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { Card } from './section-card.tsx';

/**
 * The payment's timeline, oldest first: started, the provider's answers, webhooks received (and
 * verified), captures, refunds asked, made or failed. Times are Riyadh time.
 */
export function OrderPaymentTimeline({ events }: { events: PaymentEvent[] }) {
  const { t } = useTranslation('adminPaymentEvents');
  const labels = usePaymentEventLabels();
  const format = useStoreFormat();
  return (
    <Card
      title={t('timeline.title')}
      id="order-payment-timeline-title"
      testId="order-payment-timeline"
    >
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('timeline.empty')}</p>
      ) : (
        <ol className="relative space-y-4 border-s border-line ps-5">
          {events.map((event) => (
            <li
              key={event.id}
              className="relative"
              data-testid="order-payment-event"
              data-kind={event.kind}
              data-outcome={event.outcome}
            >
              <span
                aria-hidden="true"
                className={
                  event.outcome === 'ok'
                    ? 'absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full bg-champagne ring-4 ring-paper'
                    : 'absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full bg-danger ring-4 ring-paper'
                }
              />
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-ink">{labels.kind(event.kind)}</span>
                {event.outcome !== 'ok' && <PaymentEventOutcomeBadge outcome={event.outcome} />}
                <WebhookCheckBadge verified={event.verified} />
              </div>
              <p className="mt-1 text-xs text-ink-muted">
                <time dateTime={event.occurredAt}>{format.dateTime(event.occurredAt)}</time>
                {' · '}
                {labels.provider(event.provider)}
              </p>
              {labels.summary(event) && (
                <p className="mt-1 text-sm break-words text-ink-soft">
                  <bdi>{labels.summary(event)}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
