import type { OrderTracking } from '@store/shared/schemas/order-tracking';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';
import { orderProgress, type ProgressStep } from '../lib/order-progress.ts';

/** What the step now means for the shopper, in a sentence. */
function currentText(step: ProgressStep, order: OrderTracking) {
  if (step.status === 'pending')
    return order.paymentMethod === 'cod' ? 'pendingCod' : 'pendingOnline';
  return step.status;
}

/**
 * The order's course as vertical steps: done ones with their time (Riyadh, in the page's
 * language), the current one marked, those to come muted. Logical properties only, so the line
 * and the marks sit at the start in both directions.
 */
export function OrderProgressSteps({ order }: { order: OrderTracking }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const steps = orderProgress(order.status, order.timeline);
  return (
    <ol className="mt-6" data-testid="order-progress">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const ended = step.status === 'cancelled' || step.status === 'returned';
        const arrived = step.status === 'delivered';
        return (
          <li
            key={step.status}
            className="relative flex gap-4 pb-7 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-testid="order-progress-step"
            data-state={step.state}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute start-[0.6875rem] top-7 bottom-1 w-px',
                  step.state === 'done' ? 'bg-gold-deep/60' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              data-testid="order-progress-mark"
              className={cx(
                'relative mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
                step.state === 'done' && 'border-gold-deep bg-gold-deep text-ivory',
                step.state === 'current' &&
                  (ended
                    ? 'border-danger bg-danger text-ivory'
                    : 'border-ink bg-ink text-ivory ring-4 ring-champagne/40'),
                step.state === 'upcoming' && 'border-line bg-paper',
              )}
            >
              {(step.state === 'done' || (step.state === 'current' && arrived)) && (
                <CheckIcon size={14} />
              )}
              {step.state === 'current' && !arrived && !ended && (
                <span className="size-2 rounded-full bg-ivory" />
              )}
              {step.state === 'current' && ended && <CloseIcon size={12} />}
            </span>
            <div className="min-w-0">
              <p
                className={cx(
                  'text-base leading-6',
                  step.state === 'upcoming' ? 'text-ink-muted' : 'font-medium text-ink',
                )}
              >
                {t(`order.statuses.${step.status}`)}
                {step.state === 'current' && (
                  <span className="ms-2 inline-block border border-champagne px-1.5 align-middle text-[0.6875rem] font-medium tracking-[0.14em] text-gold-deep uppercase rtl:text-xs rtl:tracking-normal">
                    {t('tracking.current')}
                  </span>
                )}
              </p>
              {step.at && (
                <p className="mt-0.5 text-sm text-ink-muted">
                  <time dateTime={step.at}>{formatStoreDateTime(step.at, language)}</time>
                </p>
              )}
              {step.state === 'current' && (
                <p className="mt-1 text-sm text-ink-soft" data-testid="order-progress-now">
                  {t(`tracking.steps.${currentText(step, order)}`)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
