import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/**
 * A ring with a darker quarter, turning. Drawn in SVG, not CSS borders: a paint of SVG counts as
 * content for the browser's first contentful paint, borders do not, and index.html shows this same
 * ring (keep the two alike) before the app's code has loaded.
 */
function SpinnerRing() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 animate-spin" fill="none">
      <circle cx="16" cy="16" r="15.5" className="stroke-champagne/40" />
      <circle
        cx="16"
        cy="16"
        r="15.5"
        className="stroke-gold-deep"
        strokeDasharray="24.35 97.39"
        transform="rotate(-135 16 16)"
      />
    </svg>
  );
}

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cx('inline-flex items-center gap-3', className)}>
      <SpinnerRing />
      <span className="sr-only">{label ?? t('a11y.loading')}</span>
    </span>
  );
}
