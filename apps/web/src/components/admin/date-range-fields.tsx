import { TextInput } from './form-field.tsx';

/** The label above a filter's control, as the admin's filter bars write it. */
export const FILTER_LABEL = 'mb-1.5 block text-xs font-medium text-ink-soft';

/**
 * The "from" and "to" days of a filter bar (Riyadh calendar days as YYYY-MM-DD): each bounds the
 * other's picker, and "to" is marked invalid when it comes before "from". `idPrefix` names both
 * fields (`<prefix>-from`, `<prefix>-to`) for their labels and tests. A `required` range has no open
 * end: a day emptied in a picker is ignored, and a reversed range marks both days, since neither
 * alone is to blame.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  labels,
  invalid,
  required = false,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  labels: { from: string; to: string };
  invalid: boolean;
  required?: boolean;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  const change = (day: { from?: string; to?: string }) => {
    if (required && !(day.from ?? day.to)) return;
    onChange(day);
  };
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-from`} className={FILTER_LABEL}>
          {labels.from}
        </label>
        <TextInput
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => change({ from: event.target.value })}
          invalid={required && invalid}
          data-testid={`${idPrefix}-from`}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className={FILTER_LABEL}>
          {labels.to}
        </label>
        <TextInput
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => change({ to: event.target.value })}
          invalid={invalid}
          data-testid={`${idPrefix}-to`}
        />
      </div>
    </>
  );
}
