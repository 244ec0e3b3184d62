import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { localizedPath } from '@store/shared/page-addresses';
import { seoContentInputSchema, type HomepageResponse } from '@store/shared/schemas/content';
import { SearchTextsFields } from '../../../components/admin/search-listing-fields.tsx';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useUpdateHomepageSection } from '../api/update-homepage-section.ts';
import { EditorCard } from './editor-card.tsx';

// Under `seo`, as in the home page's content, so the shared fields find `seo.title` and `seo.description`.
const seoFormSchema = z.object({ seo: seoContentInputSchema });
type SeoForm = z.input<typeof seoFormSchema>;

/** The home page's search-result title and description, with counters and a live preview. */
export function SeoEditor({ homepage }: { homepage: HomepageResponse }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateHomepageSection('seo', t('content.seo.saved'));
  const values = useMemo<SeoForm>(() => ({ seo: structuredClone(homepage.seo) }), [homepage.seo]);
  const form = useForm<SeoForm>({
    resolver: localizedResolver(seoFormSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit(({ seo }) =>
    save.mutate(
      { name: 'seo', body: seo },
      {
        onSuccess: () => form.reset({ seo }),
        // The section's own field names (`title.en`) live under `seo.` in this form.
        onError: (error) =>
          applyServerErrors(error, (field, message) =>
            form.setError(`seo.${field}` as Path<SeoForm>, message),
          ),
      },
    ),
  );
  const host = window.location.host;

  return (
    <EditorCard
      id="seo-editor"
      title={t('content.seo.title')}
      description={t('content.seo.description')}
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      saveTestId="seo-save"
    >
      <SearchTextsFields
        form={form}
        name="seo"
        id="home-seo"
        addressOf={(lang) => `https://${host}${localizedPath(lang, '/')}`}
        fallback={{ title: homepage.seo.title, description: homepage.hero.subtitle }}
      />
    </EditorCard>
  );
}
