import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A free sample among an order's lines (the summary, the placed order): its name, at no cost. */
export function FreeSampleLine({ name, testId }: { name: string; testId: string }) {
  const { t } = useTranslation('checkout');
  return (
    <li className="flex items-center gap-4 py-3 text-sm" data-testid={testId}>
      <span className="min-w-0 flex-1">
        <span className="text-ink-muted">{t('sampleLine')}: </span>
        {name}
      </span>
      <span className="text-gold-deep">{t('samples.free')}</span>
    </li>
  );
}
