import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/** What a schema's `safeParse` says of the form's values. */
type Checked<Input> = { success: true; data: Input } | { success: false };

/**
 * The submit of an admin form checked by its shared schema: the problems show once the form has
 * been submitted, a valid form is saved once at a time, and a refusal's message stays on the form
 * (`failure`) until the next try.
 */
export function useCheckedSave<Input, Saved>(
  checked: Checked<Input>,
  save: UseMutationResult<Saved, Error, Input>,
  onSaved: (saved: Saved) => void,
) {
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success || save.isPending) return;
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: onSaved,
      onError: (error) => setFailure(error.message),
    });
  };
  return { submitted, failure, submit };
}
