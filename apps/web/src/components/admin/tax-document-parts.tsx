import { adminTaxDocuments as englishTexts } from '../../locales/en/admin-tax-documents.ts';
import type {
  ReportingStatus,
  TaxDocumentKind,
  ZatcaMessage,
} from '@store/shared/schemas/tax-documents';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/**
 * The pieces a tax document is shown with on the tax documents screen, its page, the order page
 * and the ZATCA onboarding card alike: its kind, how its reporting stands, and ZATCA's messages.
 */

const STATUS_KEYS = {
  'not-required': 'notRequired',
  pending: 'pending',
  reported: 'reported',
  warnings: 'warnings',
  rejected: 'rejected',
  failed: 'failed',
} as const satisfies Record<ReportingStatus, string>;

const STATUS_TONES: Record<ReportingStatus, string> = {
  'not-required': 'border-line bg-paper text-ink-soft',
  pending: 'border-warning/30 bg-warning/10 text-warning',
  reported: 'border-success/30 bg-success/10 text-success',
  warnings: 'border-champagne bg-champagne-light/60 text-ink',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
  failed: 'border-danger bg-danger text-ivory',
};

/** Documents whose reporting may be asked for again by hand (the server answers 409 otherwise). */
export function canReportAgain(status: ReportingStatus): boolean {
  return status === 'pending' || status === 'failed';
}

export function useTaxDocumentLabels() {
  const { t } = useTranslation('adminTaxDocuments');
  return {
    kind: (kind: TaxDocumentKind) => t(`kinds.${kind}`),
    status: (status: ReportingStatus) => t(`statuses.${STATUS_KEYS[status]}`),
  };
}

/** A document's reporting status as a small label; the word carries the meaning, not the colour. */
export function ReportingStatusBadge({ status }: { status: ReportingStatus }) {
  const labels = useTaxDocumentLabels();
  return (
    <span
      data-testid="reporting-status"
      data-status={status}
      className={cx(
        'inline-flex items-center border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_TONES[status],
      )}
    >
      {labels.status(status)}
    </span>
  );
}

const MESSAGE_TONES: Record<string, string> = {
  ERROR: 'border-danger/40 bg-danger/5',
  WARNING: 'border-warning/40 bg-warning/5',
};

/**
 * ZATCA's validation messages as ZATCA worded them (in English, whatever the page's language):
 * left to right, with their code and category so support can look them up.
 */
export function ZatcaMessages({
  messages,
  testId = 'zatca-messages',
}: {
  messages: ZatcaMessage[];
  testId?: string;
}) {
  const { t } = useTranslation('adminTaxDocuments');
  if (messages.length === 0) return null;
  /** The store's own messages (code store.<key>) in the page's language; ZATCA's as it wrote them. */
  const ownText = (code: string) => {
    const key = code.startsWith('store.') ? code.slice('store.'.length) : '';
    return key in englishTexts.storeMessages
      ? t(`storeMessages.${key as keyof typeof englishTexts.storeMessages}`)
      : null;
  };
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {messages.map((message, index) => (
        <li
          key={`${message.code}-${index}`}
          data-testid="zatca-message"
          className={cx(
            'border-s-2 px-3 py-2 text-sm',
            MESSAGE_TONES[message.type.toUpperCase()] ?? 'border-line bg-ivory/40',
          )}
        >
          {ownText(message.code) && <p className="text-ink">{ownText(message.code)}</p>}
          <p dir="ltr" lang="en" className="text-start text-ink">
            {message.message}
          </p>
          <p dir="ltr" lang="en" className="mt-1 font-mono text-[0.7rem] text-ink-muted">
            {[message.type, message.code, message.category, message.status]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
