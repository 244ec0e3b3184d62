import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { aboutContentInputSchema, type AboutContent } from '@store/shared/schemas/content';
import { useUpdateAbout } from '../api/update-about.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { ImageUrlField } from '../../../components/admin/image-url-field.tsx';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { EditorCard } from './editor-card.tsx';

const aboutTextsSchema = aboutContentInputSchema;
type AboutTexts = z.input<typeof aboutTextsSchema>;

function textsOf(about: AboutContent): AboutTexts {
  return about;
}

/** The about section: its texts, its image and the house's values (their keys stay fixed). */
export function AboutEditor({ about }: { about: AboutContent }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateAbout();
  const values = useMemo(() => textsOf(about), [about]);
  const form = useForm<AboutTexts>({
    resolver: localizedResolver(aboutTextsSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, formState, handleSubmit, setError, setValue, watch } = form;
  const image = watch('image');
  const e = formState.errors;

  const onSubmit = handleSubmit((texts) =>
    save.mutate(
      { ...about, ...texts, image: texts.image || null },
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
        form={form}
        name="title"
        testId="about-title"
      />
      <BilingualInput
        id="about-subtitle"
        label={t('content.about.subtitle')}
        form={form}
        name="subtitle"
      />
      <BilingualInput
        id="about-description"
        label={t('content.about.body')}
        multiline
        rows={5}
        form={form}
        name="description"
      />
      <BilingualInput
        id="about-legacy"
        label={t('content.about.legacy')}
        multiline
        rows={4}
        form={form}
        name="legacy"
      />
      <ImageUrlField
        id="about-image"
        label={t('content.about.image')}
        error={e.image?.message}
        hint={t('content.about.imageHint')}
        image={image}
        field={register('image', { setValueAs: (v: string | null) => (v ? v : null) })}
        chooseLabel={t('content.collections.chooseImage')}
        onChoose={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
      />
      {values.values.map((value, index) => (
        <fieldset key={value.key} className="space-y-4 border-t border-line pt-4">
          <legend className="sr-only">{t('content.about.value', { key: value.key })}</legend>
          <p
            className="text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal"
            aria-hidden="true"
          >
            {t('content.about.value', { key: value.key })}
          </p>
          <BilingualInput
            id={`about-value-${value.key}-title`}
            label={t('content.about.valueTitle')}
            required
            form={form}
            name={`values.${index}.title`}
          />
          <BilingualInput
            id={`about-value-${value.key}-description`}
            label={t('content.about.valueDescription')}
            multiline
            rows={2}
            form={form}
            name={`values.${index}.description`}
          />
        </fieldset>
      ))}
    </EditorCard>
  );
}
