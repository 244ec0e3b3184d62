import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { maintenanceInputSchema, type HomepageResponse } from '@store/shared/schemas/content';
import { Toggle } from '../../../components/admin/form-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useUpdateHomepageSection } from '../api/update-homepage-section.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { EditorCard } from './editor-card.tsx';

type Maintenance = z.input<typeof maintenanceInputSchema>;

/** Maintenance mode and its message; the storefront shows the notice, the admin keeps working. */
export function MaintenanceEditor({ homepage }: { homepage: HomepageResponse }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateHomepageSection('maintenance', t('content.maintenance.saved'));
  const values = useMemo<Maintenance>(
    () => ({
      maintenanceMode: homepage.maintenanceMode,
      maintenanceMessage: homepage.maintenanceMessage,
    }),
    [homepage.maintenanceMode, homepage.maintenanceMessage],
  );
  const form = useForm<Maintenance>({
    resolver: localizedResolver(maintenanceInputSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { name: 'maintenance', body },
      {
        onSuccess: () => form.reset(body),
        onError: (error) => applyServerErrors(error, form.setError),
      },
    ),
  );

  return (
    <EditorCard
      id="maintenance-editor"
      title={t('content.maintenance.title')}
      description={t('content.maintenance.description')}
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      saveTestId="maintenance-save"
      actions={
        <Badge tone={homepage.maintenanceMode ? 'rose' : 'outline'}>
          <span data-testid="maintenance-status">
            {homepage.maintenanceMode ? t('content.maintenance.on') : t('content.maintenance.off')}
          </span>
        </Badge>
      }
    >
      <Controller
        control={form.control}
        name="maintenanceMode"
        render={({ field }) => (
          <Toggle
            checked={field.value}
            onChange={field.onChange}
            label={t('content.maintenance.toggle')}
            testId="maintenance-toggle"
          />
        )}
      />
      <BilingualInput
        id="maintenance-message"
        label={t('content.maintenance.message')}
        hint={t('content.maintenance.messageHint')}
        multiline
        rows={3}
        form={form}
        name="maintenanceMessage"
        testId="maintenance-message"
      />
    </EditorCard>
  );
}
