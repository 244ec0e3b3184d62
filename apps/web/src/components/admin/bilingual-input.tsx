import type { ReactNode } from 'react';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { BilingualFields } from './bilingual-fields.tsx';
import { TextArea, TextInput } from './form-field.tsx';

/**
 * A text in English and Arabic, side by side: the form's `${name}.en` and `${name}.ar`, registered
 * with react-hook-form and showing their own errors.
 */
export function BilingualInput<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  required,
  multiline = false,
  rows,
  testId,
}: {
  form: UseFormReturn<Values>;
  /** The localized text's path: `title`, `values.0.description`. */
  name: FieldPath<Values>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  /** `${testId}-en` and `${testId}-ar` on the two controls. */
  testId?: string;
}) {
  const errorOf = (lang: 'en' | 'ar') =>
    (get(form.formState.errors, `${name}.${lang}`) as { message?: string } | undefined)?.message;
  const errorEn = errorOf('en');
  const errorAr = errorOf('ar');
  const control = (lang: 'en' | 'ar', error?: string) => {
    const props = {
      id: `${id}-${lang}`,
      invalid: Boolean(error),
      'aria-describedby': error ? `${id}-${lang}-error` : undefined,
      'data-testid': testId ? `${testId}-${lang}` : undefined,
      ...form.register(`${name}.${lang}` as FieldPath<Values>),
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
      en={control('en', errorEn)}
      ar={control('ar', errorAr)}
    />
  );
}
