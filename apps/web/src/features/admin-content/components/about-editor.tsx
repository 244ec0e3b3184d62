import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { aboutContentInputSchema, type AboutContent } from '@store/shared/schemas/content';
import { useUpdateAbout } from '../api/update-about.ts';
import { applyServerErrors, localizedResolver } from '../lib/form-validation.ts';
import { BilingualInput } from './bilingual-input.tsx';
import { EditorCard } from './editor-card.tsx';

const aboutTextsSchema = aboutContentInputSchema.pick({
  title: true,
  subtitle: true,
  description: true,
  legacy: true,
});
type AboutTexts = z.input<typeof aboutTextsSchema>;

function textsOf({ title, subtitle, description, legacy }: AboutContent): AboutTexts {
  return { title, subtitle, description, legacy };
}

/** The about section's texts; its image and values are kept as they are. */
export function AboutEditor({ about }: { about: AboutContent }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateAbout();
  const values = useMemo(() => textsOf(about), [about]);
  const form = useForm<AboutTexts>({
    resolver: localizedResolver(aboutTextsSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, formState, handleSubmit, setError } = form;
  const e = formState.errors;

  const onSubmit = handleSubmit((texts) =>
    save.mutate(
      { ...about, ...texts },
      {
        onSuccess: (saved) => form.reset(textsOf(saved)),
        onError: (error) => applyServerErrors(error, setError),
      },
    ),
  );

  return (
    <EditorCard
      id="about-editor"
      title={t('content.about.title')}
      description={t('content.about.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
      saveTestId="about-save"
    >
      <BilingualInput
        id="about-title"
        label={t('content.about.heading')}
        required
        en={register('title.en')}
        ar={register('title.ar')}
        errorEn={e.title?.en?.message}
        errorAr={e.title?.ar?.message}
        testId="about-title"
      />
      <BilingualInput
        id="about-subtitle"
        label={t('content.about.subtitle')}
        en={register('subtitle.en')}
        ar={register('subtitle.ar')}
        errorEn={e.subtitle?.en?.message}
        errorAr={e.subtitle?.ar?.message}
      />
      <BilingualInput
        id="about-description"
        label={t('content.about.body')}
        multiline
        rows={5}
        en={register('description.en')}
        ar={register('description.ar')}
        errorEn={e.description?.en?.message}
        errorAr={e.description?.ar?.message}
      />
      <BilingualInput
        id="about-legacy"
        label={t('content.about.legacy')}
        multiline
        rows={4}
        en={register('legacy.en')}
        ar={register('legacy.ar')}
        errorEn={e.legacy?.en?.message}
        errorAr={e.legacy?.ar?.message}
      />
    </EditorCard>
  );
}
