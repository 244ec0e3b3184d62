import { formatSar } from '@store/shared/money';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import type {
  EventParam,
  PaymentEvent,
  PaymentEventKind,
  PaymentEventOutcome,
} from '@store/shared/schemas/payment-events';
import { useLanguage } from '../../lib/i18n/use-language.ts';
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

/** Money as the provider took it: SAR as the store writes it, other currencies by their code. */
function moneyText(value: EventParam, language: Language, unreadable: string): string {
  if (value === null || typeof value !== 'object') return unreadable;
  if (value.currency === 'SAR') return formatSar(value.minor / 100, language);
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: value.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const amount = new Intl.NumberFormat(intlLocaleOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value.minor / 10 ** digits);
  return `${amount} ${value.currency}`;
}

export function usePaymentEventLabels() {
  const { t } = useTranslation('adminPaymentEvents');
  const { language } = useLanguage();
  const provider = (name: string) =>
    name in PROVIDER_KEYS
      ? t(`providers.${PROVIDER_KEYS[name as keyof typeof PROVIDER_KEYS]}`)
      : name;
  /** What the event says in the page's language; the server's English for older events. */
  const summary = (event: Pick<PaymentEvent, 'summary' | 'message'>): string => {
    const { message } = event;
    if (!message) return event.summary;
    const { key, params } = message;
    const money = (value: EventParam | undefined) =>
      moneyText(value ?? null, language, t('messages.unreadableAmount'));
    const text = (value: EventParam | undefined) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    const values = {
      amount: money(params.amount),
      captured: money(params.captured),
      expected: money(params.expected),
      refunded: money(params.refunded),
      provider: provider(text(params.provider)),
      reference: text(params.reference),
      reason: text(params.reason),
      error: text(params.error),
      type: text(params.type),
      status: text(params.status),
      attempt: text(params.attempt),
    };
    switch (key) {
      case 'notStarted':
      case 'notRead':
      case 'notCaptured': {
        const line = t(`messages.${key}`, values);
        return params.checkKeys ? `${line} ${t('messages.checkKeys')}` : line;
      }
      case 'paidSimulated':
        // "the Moyasar simulator", not "the Moyasar (simulator) simulator".
        return t('messages.paidSimulated', {
          ...values,
          provider: provider(text(params.provider).replace(/-simulator$/, '')),
        });
      case 'refundAsked':
        return t(
          Number(params.attempt) > 1 ? 'messages.refundAskedAgain' : 'messages.refundAsked',
          values,
        );
      case 'refunded':
        return params.pendingAt
          ? t('messages.refundedPending', { ...values, provider: provider(text(params.pendingAt)) })
          : t('messages.refunded', values);
      default:
        return t(`messages.${key}`, values);
    }
  };
  return {
    kind: (kind: PaymentEventKind) => t(`kinds.${KIND_KEYS[kind]}`),
    provider,
    summary,
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
