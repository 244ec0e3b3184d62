import { localize } from '@store/shared/locales';
import type { PublicReturn, ReturnStatus } from '@store/shared/schemas/returns';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturnTexts } from '../lib/use-return-texts.ts';

const TONES: Record<ReturnStatus, string> = {
  requested: 'bg-champagne-light text-ink',
  approved: 'bg-success/10 text-success',
  rejected: 'border border-line text-ink-muted',
  received: 'bg-ivory-deep text-gold-deep',
  refunded: 'border border-success/40 text-success',
  closed: 'bg-ivory-deep text-ink-soft',
};

/** The order's return requests, newest first: what was asked, where each stands, our answer. */
export function ReturnRequests({ requests }: { requests: PublicReturn[] }) {
  const { t } = useTranslation('returns');
  const texts = useReturnTexts();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="return-requests" className="bg-paper p-6 sm:p-8">
      <h2 id="return-requests" className="font-display text-2xl text-ink">
        {t('outcome.requests')}
      </h2>
      <ul className="mt-4 divide-y divide-line" data-testid="return-requests">
        {requests.map((request) => (
          <li
            key={request.returnNumber}
            className="py-4"
            data-testid="return-request"
            data-status={request.status}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Ltr className="font-mono text-sm font-medium text-ink">{request.returnNumber}</Ltr>
              <span
                className={cx('inline-flex px-2 py-0.5 text-xs font-medium', TONES[request.status])}
              >
                {t(`outcome.status.${request.status}`)}
              </span>
            </div>
            <p className="mt-1 text-xs text-ink-muted">
              {t('outcome.requestedOn', { date: texts.date(request.createdAt) })}
            </p>
            <ul className="mt-2 space-y-1 text-sm text-ink-soft">
              {request.lines.map((line) => (
                <li key={line.orderItemId}>
                  {localize(line.name, texts.language)} × <Ltr>{line.quantity}</Ltr>
                  <span className="text-ink-muted"> · {t(`reasons.${line.reason}`)}</span>
                </li>
              ))}
            </ul>
            {request.decisionNote && (
              <p className="mt-3 border-s-2 border-champagne ps-3 text-sm text-ink">
                <span className="font-medium">{t('outcome.storeAnswer')}: </span>
                <bdi>{request.decisionNote}</bdi>
              </p>
            )}
            {request.refundAmount !== null && (
              <p className="mt-2 text-sm text-success" data-testid="return-refunded">
                <TextWithSlot
                  translate={(amount) =>
                    t(
                      request.refundMethod === 'cash' ? 'outcome.refundedCash' : 'outcome.refunded',
                      {
                        amount,
                      },
                    )
                  }
                  slot={<Price amount={request.refundAmount} />}
                />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
