import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BilingualFields } from './bilingual-fields.tsx';
import { TextArea, TextInput } from './form-field.tsx';

/** A text in English and Arabic, side by side, registered with react-hook-form. */
export function BilingualInput({
  id,
  label,
  en,
  ar,
  errorEn,
  errorAr,
  hint,
  required,
  multiline = false,
  rows,
  testId,
}: {
  id: string;
  label: ReactNode;
  en: UseFormRegisterReturn;
  ar: UseFormRegisterReturn;
  errorEn?: string;
  errorAr?: string;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  /** `${testId}-en` and `${testId}-ar` on the two controls. */
  testId?: string;
}) {
  const control = (lang: 'en' | 'ar', field: UseFormRegisterReturn, error?: string) => {
    const props = {
      id: `${id}-${lang}`,
      invalid: Boolean(error),
      'aria-describedby': error ? `${id}-${lang}-error` : undefined,
      'data-testid': testId ? `${testId}-${lang}` : undefined,
      ...field,
    };
    return multiline ? <TextArea rows={rows} {...props} /> : <TextInput {...props} />;
  };
  return (
    <BilingualFields
      id={id}
      label={label}
      required={required}
      hint={hint}
      errorEn={errorEn}
      errorAr={errorAr}
      en={control('en', en, errorEn)}
      ar={control('ar', ar, errorAr)}
    />
  );
}
