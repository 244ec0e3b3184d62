import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Toggle } from './form-field.tsx';

/** A switch bound to a form's yes/no field; `fallback` while the form holds no value for it. */
export function ToggleField<Values extends FieldValues>({
  control,
  name,
  fallback = false,
  ...toggle
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  fallback?: boolean;
} & Omit<ComponentProps<typeof Toggle>, 'checked' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Toggle {...toggle} checked={field.value ?? fallback} onChange={field.onChange} />
      )}
    />
  );
}
