import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { SearchIcon } from '../ui/icons/search-icon.tsx';
import { TextInput } from './form-field.tsx';

/** A list's search box: its label above, a magnifier at the start of the field. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  testId,
  className,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
  className?: string;
}) {
  return (
    <label className={cx('relative block', className)}>
      <span className="mb-1.5 block text-xs font-medium text-ink-soft">{label}</span>
      <SearchIcon
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute start-3 bottom-3 text-ink-muted"
      />
      <TextInput
        type="search"
        value={value}
        data-testid={testId}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="ps-9"
      />
    </label>
  );
}
