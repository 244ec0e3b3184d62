import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { aboutContentInputSchema, type AboutContent } from '@store/shared/schemas/content';
import { useUpdateAbout } from '../api/update-about.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { MediaPicker } from '../../../components/admin/media-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
  const [picking, setPicking] = useState(false);
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
      <Field
        label={t('content.about.image')}
        htmlFor="about-image"
        error={e.image?.message}
        hint={t('content.about.imageHint')}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {image && (
            <img src={image} alt="" className="size-16 shrink-0 border border-line object-cover" />
          )}
          <TextInput
            id="about-image"
            dir="ltr"
            invalid={Boolean(e.image)}
            data-testid="about-image"
            {...register('image', { setValueAs: (v: string | null) => (v ? v : null) })}
          />
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            {t('content.collections.chooseImage')}
          </Button>
        </div>
      </Field>
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
            en={register(`values.${index}.title.en`)}
            ar={register(`values.${index}.title.ar`)}
            errorEn={e.values?.[index]?.title?.en?.message}
            errorAr={e.values?.[index]?.title?.ar?.message}
          />
          <BilingualInput
            id={`about-value-${value.key}-description`}
            label={t('content.about.valueDescription')}
            multiline
            rows={2}
            en={register(`values.${index}.description.en`)}
            ar={register(`values.${index}.description.ar`)}
            errorEn={e.values?.[index]?.description?.en?.message}
            errorAr={e.values?.[index]?.description?.ar?.message}
          />
        </fieldset>
      ))}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={([item]) => {
          setPicking(false);
          if (item) setValue('image', item.url, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </EditorCard>
  );
}
