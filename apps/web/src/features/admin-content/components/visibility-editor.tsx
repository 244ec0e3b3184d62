import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { Toggle } from '../../../components/admin/form-field.tsx';
import { useUpdateHomepageSection } from '../api/update-homepage-section.ts';
import { EditorCard } from './editor-card.tsx';

type Flags = Pick<HomepageResponse, 'showAboutSection' | 'showCategories' | 'showContact'>;
const FLAGS = ['showAboutSection', 'showCategories', 'showContact'] as const;

/** Which home-page sections shoppers see; hiding one keeps its content. */
export function VisibilityEditor({ homepage }: { homepage: HomepageResponse }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateHomepageSection('display', t('content.visibility.saved'));
  const values = useMemo<Flags>(
    () => ({
      showAboutSection: homepage.showAboutSection,
      showCategories: homepage.showCategories,
      showContact: homepage.showContact,
    }),
    [homepage.showAboutSection, homepage.showCategories, homepage.showContact],
  );
  const form = useForm<Flags>({ values, resetOptions: { keepDirtyValues: true } });
  const onSubmit = form.handleSubmit((flags) =>
    save.mutate({ name: 'display', body: flags }, { onSuccess: () => form.reset(flags) }),
  );

  return (
    <EditorCard
      id="visibility-editor"
      title={t('content.visibility.title')}
      description={t('content.visibility.description')}
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      saveTestId="visibility-save"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={form.control}
            name={flag}
            render={({ field }) => (
              <Toggle
                checked={field.value}
                onChange={field.onChange}
                label={t(`content.visibility.${flag}`)}
                testId={`visibility-${flag}`}
              />
            )}
          />
        ))}
      </div>
    </EditorCard>
  );
}
