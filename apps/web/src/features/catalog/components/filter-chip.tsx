import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names.ts';

/** One choice of a single-choice filter group (a toggle button that shows its pressed state). */
export function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex min-h-10 items-center border px-4 text-sm transition-colors',
        pressed
          ? 'border-ink bg-ink text-ivory'
          : 'border-line bg-paper text-ink-soft hover:border-ink hover:text-ink',
      )}
    >
      {/* One inline box, so the spaces around a price inside the label are kept. */}
      <span>{children}</span>
    </button>
  );
}
