import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/**
 * The admin forms' fields: a label, the control, a hint and the error under it, tied together for
 * screen readers (`aria-describedby` of the control: `${htmlFor}-hint`, `${htmlFor}-error`). The inputs
 * take a `ref`, so react-hook-form's `register` spreads straight onto them.
 */

/** The star after a required field's label, said in words to screen readers. */
export function RequiredMark() {
  const { t } = useTranslation('admin');
  return (
    <span className="text-gold-deep">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({t('form.required')})</span>
    </span>
  );
}

export function Field({
  label,
  htmlFor,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && !error && (
        <p id={`${htmlFor}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control lists in `aria-describedby` for its Field's hint and error. */
export function describedBy(id: string, options: { error?: unknown; hint?: unknown }) {
  const ids = [
    options.error ? `${id}-error` : null,
    options.hint && !options.error ? `${id}-hint` : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

const control = (invalid: boolean | undefined, extra?: string) =>
  cx(
    'w-full border bg-paper px-3 text-sm text-ink placeholder:text-ink-muted disabled:bg-ivory disabled:text-ink-muted',
    invalid ? 'border-danger' : 'border-line focus:border-ink',
    extra,
  );

type Invalid = { invalid?: boolean };

export function TextInput({
  invalid,
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Invalid & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={control(invalid, cx('h-10', className))}
      {...props}
    />
  );
}

export function TextArea({
  invalid,
  className,
  rows = 4,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      aria-invalid={invalid || undefined}
      className={control(invalid, cx('py-2 leading-relaxed', className))}
      {...props}
    />
  );
}

export function SelectInput({
  invalid,
  className,
  ref,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & Invalid & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      aria-invalid={invalid || undefined}
      className={control(invalid, cx('h-10 pe-8', className))}
      {...props}
    >
      {children}
    </select>
  );
}

/** An on/off switch with its label; `role="switch"` so it reads as one. */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  disabled,
  id,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  testId?: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-ink' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-5 rounded-full bg-paper shadow transition-transform',
            checked
              ? 'translate-x-5.5 rtl:-translate-x-5.5'
              : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </button>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink">{label}</span>
        {description && <span className="mt-0.5 block text-xs text-ink-muted">{description}</span>}
      </span>
    </label>
  );
}
