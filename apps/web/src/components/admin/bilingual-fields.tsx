import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { RequiredMark } from './form-field.tsx';

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
  const column = (lang: 'en' | 'ar', control: ReactNode, error: ReactNode) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${lang}`} className="mb-1 block text-xs text-ink-muted">
        {lang === 'en' ? t('form.english') : t('form.arabic')}
      </label>
      <div dir={lang === 'en' ? 'ltr' : 'rtl'} lang={lang}>
        {control}
      </div>
      {error && (
        <p
          id={`${id}-${lang}-error`}
          role="alert"
          className="mt-1.5 text-xs font-medium text-danger"
        >
          {error}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        {column('en', en, errorEn)}
        {column('ar', ar, errorAr)}
      </div>
      {hint && <p className="mt-1.5 text-xs text-ink-muted">{hint}</p>}
    </fieldset>
  );
}
