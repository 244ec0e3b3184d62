import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import type { AdminSiteSettings, SiteSettingsUpdate } from '@store/shared/schemas/settings';
import { useUpdateSiteSettings } from '../api/update-site-settings.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';

type Group = keyof SiteSettingsUpdate;

/**
 * The form of one settings group: checked with the shared schema in the page's language, saved
 * alone (`PUT /api/site-settings` with just this group), the server's field errors put back on the
 * fields. The form follows the stored settings but keeps what the admin is typing.
 */
export function useSettingsGroup<V extends FieldValues>({
  group,
  schema,
  settings,
  pick,
  toUpdate,
  onSaved,
}: {
  group: Group;
  schema: z.ZodType<unknown, V>;
  settings: AdminSiteSettings;
  pick: (settings: AdminSiteSettings) => V;
  /** The group as the API takes it, from the form's checked values. */
  toUpdate?: (values: V) => SiteSettingsUpdate[Group];
  onSaved?: () => void;
}) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateSiteSettings();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-derive only when the settings change
  const values = useMemo(() => pick(settings), [settings]);
  const form = useForm<V>({
    resolver: localizedResolver(schema, t),
    values,
    defaultValues: values as DefaultValues<V>,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((checked) =>
    save.mutate({ [group]: toUpdate ? toUpdate(checked) : checked } as SiteSettingsUpdate, {
      onSuccess: (saved) => {
        // What was stored (trimmed, digits made ASCII) replaces what was typed: `reset` would
        // otherwise apply the form's `keepDirtyValues` and keep the typed values, still "unsaved".
        form.reset(pick(saved), { keepDirtyValues: false });
        onSaved?.();
      },
      onError: (error) => applyServerErrors(error, form.setError, `${group}.`),
    }),
  );
  return { form, save, onSubmit };
}
