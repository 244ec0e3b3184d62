import { TextInput } from './form-field.tsx';

/** The label above a filter's control, as the admin's filter bars write it. */
export const FILTER_LABEL = 'mb-1.5 block text-xs font-medium text-ink-soft';

/**
 * The "from" and "to" days of a filter bar (Riyadh calendar days as YYYY-MM-DD): each bounds the
 * other's picker, and "to" is marked invalid when it comes before "from". `idPrefix` names both
 * fields (`<prefix>-from`, `<prefix>-to`) for their labels and tests.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  labels,
  invalid,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  labels: { from: string; to: string };
  invalid: boolean;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
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
          onChange={(event) => onChange({ from: event.target.value })}
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
          onChange={(event) => onChange({ to: event.target.value })}
          invalid={invalid}
          data-testid={`${idPrefix}-to`}
        />
      </div>
    </>
  );
}
