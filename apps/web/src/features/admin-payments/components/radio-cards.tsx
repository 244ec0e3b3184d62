import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../lib/class-names.ts';

/**
 * A choice of a few options shown as cards, each with its label and what it means (a payment
 * mode, when Tabby's payment is taken). `live` is the option that moves real money: its card is
 * marked as a warning when chosen.
 */
export function RadioCards<Value extends string>({
  legend,
  legendHidden = false,
  options,
  chosen,
  input,
  testId,
  label,
  description,
  columns = 3,
  warnOn,
}: {
  legend: ReactNode;
  legendHidden?: boolean;
  options: readonly Value[];
  chosen: Value;
  input: UseFormRegisterReturn;
  /** Each radio's test id. */
  testId: (value: Value) => string;
  label: (value: Value) => ReactNode;
  description: (value: Value) => ReactNode;
  columns?: 2 | 3;
  warnOn?: Value;
}) {
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'mb-2 text-sm font-medium text-ink'}>
        {legend}
      </legend>
      <div className={cx('grid gap-3', columns === 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2')}>
        {options.map((value) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer flex-col gap-1 border px-4 py-3 transition-colors',
              chosen === value
                ? value === warnOn
                  ? 'border-warning bg-warning/5'
                  : 'border-ink bg-ivory/60'
                : 'border-line hover:border-ink-muted',
            )}
          >
            <span className="flex items-center gap-2.5">
              <input
                type="radio"
                value={value}
                className="size-4 accent-ink"
                data-testid={testId(value)}
                {...input}
              />
              <span className="text-sm font-medium text-ink">{label(value)}</span>
            </span>
            <span className="ps-6.5 text-xs text-ink-soft">{description(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
