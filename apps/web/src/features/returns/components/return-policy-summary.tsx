import { Link } from 'react-router';
import type { ReturnableOrder } from '@store/shared/schemas/returns';
import { SealIcon } from '../../../components/ui/icons/seal-icon.tsx';
import { ClockIcon } from '../../../components/ui/icons/clock-icon.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturnTexts } from '../lib/use-return-texts.ts';

/** The rules in two lines (window, opened bottles), the order's last day, the full policy a link away. */
export function ReturnPolicySummary({
  policy,
  lastDay,
  showLink = true,
}: {
  policy: ReturnableOrder['policy'];
  lastDay?: string | null;
  showLink?: boolean;
}) {
  const { t } = useTranslation('returns');
  const paths = usePaths();
  const texts = useReturnTexts();
  return (
    <aside
      aria-labelledby="return-policy-summary"
      className="border border-line bg-paper p-6 sm:p-8"
      data-testid="return-policy-summary"
    >
      <h2 id="return-policy-summary" className="font-display text-2xl text-ink">
        {t('policy.title')}
      </h2>
      <ul className="mt-5 space-y-4 text-sm leading-relaxed text-ink-soft">
        <li className="flex gap-3">
          <ClockIcon size={18} className="mt-0.5 shrink-0 text-gold-deep" />
          <span>
            {t('policy.window', { count: policy.windowDays })}
            {lastDay && (
              <span className="mt-1 block font-medium text-ink" data-testid="return-last-day">
                {t('policy.lastDay', { date: texts.day(lastDay) })}
              </span>
            )}
          </span>
        </li>
        <li className="flex gap-3">
          <SealIcon size={18} className="mt-0.5 shrink-0 text-gold-deep" />
          <span>
            {policy.openedBottles === 'sealed_only' ? t('policy.sealedOnly') : t('policy.accepted')}
          </span>
        </li>
      </ul>
      {showLink && (
        <Link
          to={paths.returnPolicy}
          className="mt-6 inline-block text-sm text-ink underline decoration-champagne underline-offset-[6px] hover:decoration-ink"
        >
          {t('policy.readMore')}
        </Link>
      )}
    </aside>
  );
}
