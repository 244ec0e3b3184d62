import { useId, type ReactNode } from 'react';
import { FILTER_LABEL } from './date-range-fields.tsx';
import { SelectInput } from './form-field.tsx';

/**
 * One choice of a filter bar: its label above, "all" first (the empty value), then each value by
 * its label. `id` names the control for its label; one is made up when the caller needs none.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  allLabel,
  values,
  optionLabel,
  onChange,
  testId,
}: {
  id?: string;
  label: ReactNode;
  value: Value | '' | undefined;
  allLabel: string;
  values: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value | '') => void;
  testId: string;
}) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  return (
    <div>
      <label htmlFor={controlId} className={FILTER_LABEL}>
        {label}
      </label>
      <SelectInput
        id={controlId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as Value | '')}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
