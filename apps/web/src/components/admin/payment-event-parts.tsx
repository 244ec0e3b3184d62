import type {
  PaymentEvent,
  PaymentEventKind,
  PaymentEventOutcome,
} from '@store/shared/schemas/payment-events';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/**
 * The pieces a payment event is shown with, on the order page's timeline and on the payment
 * events screen alike: what happened, how it went, which provider, and a webhook's check.
 */

const KIND_KEYS = {
  'payment.started': 'paymentStarted',
  'payment.paid': 'paymentPaid',
  'payment.pending': 'paymentPending',
  'payment.refused': 'paymentRefused',
  'payment.expired': 'paymentExpired',
  'payment.abandoned': 'paymentAbandoned',
  'payment.amount-mismatch': 'paymentAmountMismatch',
  'payment.provider-unreachable': 'paymentProviderUnreachable',
  'payment.captured': 'paymentCaptured',
  'payment.capture-failed': 'paymentCaptureFailed',
  'payment.voided': 'paymentVoided',
  'webhook.received': 'webhookReceived',
  'webhook.refused': 'webhookRefused',
  'refund.requested': 'refundRequested',
  'refund.succeeded': 'refundSucceeded',
  'refund.failed': 'refundFailed',
} as const satisfies Record<PaymentEventKind, string>;

const PROVIDER_KEYS = {
  paypal: 'paypal',
  'paypal-simulator': 'paypalSimulator',
  moyasar: 'moyasar',
  'moyasar-simulator': 'moyasarSimulator',
  tabby: 'tabby',
  'tabby-simulator': 'tabbySimulator',
} as const;

const OUTCOME_TONES: Record<PaymentEventOutcome, string> = {
  ok: 'border border-success/40 text-success',
  refused: 'border border-danger/40 text-danger',
  failed: 'bg-danger/10 text-danger',
};

const badge =
  'inline-flex items-center whitespace-nowrap px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] uppercase rtl:text-xs rtl:tracking-normal';

export function usePaymentEventLabels() {
  const { t } = useTranslation('adminPaymentEvents');
  return {
    kind: (kind: PaymentEventKind) => t(`kinds.${KIND_KEYS[kind]}`),
    provider: (provider: string) =>
      provider in PROVIDER_KEYS
        ? t(`providers.${PROVIDER_KEYS[provider as keyof typeof PROVIDER_KEYS]}`)
        : provider,
  };
}

export function PaymentEventOutcomeBadge({ outcome }: { outcome: PaymentEventOutcome }) {
  const { t } = useTranslation('adminPaymentEvents');
  return (
    <span data-outcome={outcome} className={cx(badge, OUTCOME_TONES[outcome])}>
      {t(`outcomes.${outcome}`)}
    </span>
  );
}

/** A webhook's check: verified, or refused (a wrong secret, a signature the provider denied). */
export function WebhookCheckBadge({ verified }: { verified: PaymentEvent['verified'] }) {
  const { t } = useTranslation('adminPaymentEvents');
  if (verified === null) return null;
  return (
    <span
      data-verified={verified}
      className={cx(badge, verified ? 'bg-ivory-deep text-ink-soft' : 'bg-danger text-ivory')}
    >
      {t(verified ? 'check.verified' : 'check.refused')}
    </span>
  );
}
