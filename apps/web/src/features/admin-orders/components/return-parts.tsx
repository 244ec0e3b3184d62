import type { ReturnStatus } from '@store/shared/schemas/returns';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { adminReturns as returnTexts } from '../../../locales/en/admin-returns.ts';
import { useRefundRefusalText } from '../lib/use-refund-refusal-text.ts';

const TONES: Record<ReturnStatus, string> = {
  requested: 'bg-champagne-light text-ink',
  approved: 'bg-info/10 text-info',
  rejected: 'border border-line text-ink-muted line-through decoration-ink-muted/50',
  received: 'bg-ivory-deep text-gold-deep',
  refunded: 'border border-success/40 text-success',
  closed: 'bg-ivory-deep text-ink-soft',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('adminReturns');
  return (
    <span
      data-return-status={status}
      className={cx(
        'inline-flex items-center px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] whitespace-nowrap uppercase rtl:text-xs rtl:tracking-normal',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

type ReturnRefusal = keyof typeof returnTexts.actions.refusals;

/**
 * A refused step in the page's language, by the server's reason: the return's own refusals, and
 * those of the refund flow a return's refund goes through; the server's words otherwise.
 */
export function useReturnFailureText() {
  const { t } = useTranslation('adminReturns');
  const refundRefusal = useRefundRefusalText();
  return (error: Error): string => {
    const reason = error instanceof ApiError ? error.reason : null;
    if (!reason) return error.message;
    if (reason.key in returnTexts.actions.refusals) {
      const status = (value: unknown) =>
        typeof value === 'string' && value in returnTexts.status
          ? t(`status.${value as ReturnStatus}`)
          : String(value ?? '');
      return t(`actions.refusals.${reason.key as ReturnRefusal}`, {
        from: status(reason.params.from),
        to: status(reason.params.to),
      });
    }
    return refundRefusal(reason) ?? error.message;
  };
}
