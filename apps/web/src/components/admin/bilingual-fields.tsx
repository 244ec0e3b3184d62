import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * One text an administrator edits in both languages (DESIGN.md decision 6): English and Arabic
 * side by side on a wide screen, stacked on a narrow one; the English control is left-to-right and the Arabic one
 * right-to-left whatever the page's direction; labels and errors follow the page. The caller passes the two controls with the ids `${id}-en` and `${id}-ar`.
 */
export function BilingualFields({
  id,
  label,
  en,
  ar,
  errorEn,
  errorAr,
  hint,
  required = false,
}: {
  id: string;
  label: ReactNode;
  en: ReactNode;
  ar: ReactNode;
  errorEn?: ReactNode;
  errorAr?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-gold-deep">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({t('form.required')})</span>
          </span>
        )}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="min-w-0">
          <label htmlFor={`${id}-en`} className="mb-1 block text-xs text-ink-muted">
            {t('form.english')}
          </label>
          <div dir="ltr" lang="en">
            {en}
          </div>
          {errorEn && (
            <p
              id={`${id}-en-error`}
              role="alert"
              className="mt-1.5 text-xs font-medium text-danger"
            >
              {errorEn}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-ar`} className="mb-1 block text-xs text-ink-muted">
            {t('form.arabic')}
          </label>
          <div dir="rtl" lang="ar">
            {ar}
          </div>
          {errorAr && (
            <p
              id={`${id}-ar-error`}
              role="alert"
              className="mt-1.5 text-xs font-medium text-danger"
            >
              {errorAr}
            </p>
          )}
        </div>
      </div>
      {hint && <p className="mt-1.5 text-xs text-ink-muted">{hint}</p>}
    </fieldset>
  );
}
