import { cx } from '../../lib/class-names.ts';

/**
 * Tabby's mark as drawn here, no image or script from Tabby: its lower-case name, dark on its
 * mint green. The checkout's payment marks use it too.
 */
export const TABBY_MARK = {
  className: 'bg-[#3eedbf] text-[#292929] lowercase tracking-tight',
  drawing: 'tabby',
} as const;

/** The mark beside a text that already names Tabby: decoration, hidden from screen readers. */
export function TabbyBadge({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      dir="ltr"
      className={cx(
        'inline-flex h-5 shrink-0 items-center rounded-[3px] px-1.5 font-sans text-[0.6875rem] leading-none font-bold whitespace-nowrap',
        TABBY_MARK.className,
        className,
      )}
    >
      {TABBY_MARK.drawing}
    </span>
  );
}
