import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cx('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border border-champagne/40 border-t-gold-deep"
      />
      <span className="sr-only">{label ?? t('a11y.loading')}</span>
    </span>
  );
}
