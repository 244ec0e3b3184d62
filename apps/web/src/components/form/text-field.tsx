import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  isRequired: boolean;
  invalid: boolean;
  onValueChange: (value: string) => void;
  multiline?: boolean;
  className?: string;
}

/**
 * A labelled text field of the shop's forms (checkout, order lookup, saved addresses). Its
 * "required" mark is worded by the checkout's texts, which every page with such a form loads.
 */
export function TextField({
  label,
  isRequired,
  invalid,
  onValueChange,
  multiline,
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const fieldClass = cx(
    'w-full border bg-paper px-4 text-base text-ink',
    invalid ? 'border-danger' : 'border-line focus:border-ink',
  );
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm text-ink-soft">
        {label}
        {isRequired && (
          <span className="text-gold-deep">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({t('required')})</span>
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          value={input.value}
          name={input.name}
          aria-invalid={invalid || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(fieldClass, 'py-3')}
        />
      ) : (
        <input
          id={id}
          {...input}
          aria-required={isRequired}
          aria-invalid={invalid || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(fieldClass, 'h-12')}
        />
      )}
    </div>
  );
}
