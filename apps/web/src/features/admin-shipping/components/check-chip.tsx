import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';

/** A checkbox that looks like a chip: a region, a country. */
export function CheckChip({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className="relative inline-flex cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
      <input
        type="checkbox"
        className="peer sr-only"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span className="inline-flex h-9 items-center gap-1.5 border border-line bg-paper px-3 text-sm text-ink-soft transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 hover:border-ink">
        {checked && <CheckIcon size={14} />}
        {label}
      </span>
    </label>
  );
}
