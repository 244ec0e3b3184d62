import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { Field, TextInput } from './form-field.tsx';
import { MediaPicker } from './media-picker.tsx';

/**
 * An image's address, typed or chosen from the media library, with a thumbnail of the current one.
 * The control's id is its test id too.
 */
export function ImageUrlField({
  id,
  label,
  hint,
  required,
  error,
  image,
  field,
  chooseLabel,
  onChoose,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  /** The address now in the form, for the thumbnail. */
  image: string | null | undefined;
  field: UseFormRegisterReturn;
  chooseLabel: ReactNode;
  /** The address of the image picked in the library. */
  onChoose: (url: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Field label={label} htmlFor={id} required={required} error={error} hint={hint}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {image && (
            <img src={image} alt="" className="size-16 shrink-0 border border-line object-cover" />
          )}
          <TextInput id={id} dir="ltr" invalid={Boolean(error)} data-testid={id} {...field} />
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            {chooseLabel}
          </Button>
        </div>
      </Field>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={([item]) => {
          setPicking(false);
          if (item) onChoose(item.url);
        }}
      />
    </>
  );
}
