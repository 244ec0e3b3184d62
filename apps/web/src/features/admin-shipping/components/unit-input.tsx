import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../../../lib/class-names.ts';

/**
 * A number the admin types with its unit beside it (SAR, kg, g, days). The digits read left to
 * right in either language; the unit follows them on the reading side.
 */
export function UnitInput({
  unit,
  invalid,
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  unit: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <span
      className={cx(
        'flex h-10 w-full min-w-0 items-stretch border bg-paper text-sm focus-within:border-ink',
        invalid ? 'border-danger' : 'border-line',
        className,
      )}
    >
      {/* The digits stay left to right in Arabic too, so "end" would be the right side in both
          languages: they are aligned against the unit, which sits on the page's end side. */}
      <input
        ref={ref}
        dir="ltr"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        className="w-full min-w-0 bg-transparent px-3 text-right text-ink rtl:text-left tabular-nums outline-none placeholder:text-ink-muted read-only:text-ink-muted disabled:text-ink-muted"
        {...props}
      />
      <span
        aria-hidden="true"
        className="flex shrink-0 items-center border-s border-line bg-ivory px-2.5 text-xs text-ink-soft"
      >
        {unit}
      </span>
    </span>
  );
}
