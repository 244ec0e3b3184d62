import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { Toggle } from '../../../components/admin/form-field.tsx';
import { heroContentInputSchema, type HeroContent } from '@store/shared/schemas/content';
import { useUpdateHero } from '../api/update-hero.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { EditorCard } from './editor-card.tsx';

const heroTextsSchema = heroContentInputSchema.omit({ images: true });
type HeroTexts = z.input<typeof heroTextsSchema>;

function textsOf(hero: HeroContent): HeroTexts {
  const { images: _images, ...texts } = hero;
  return texts;
}

/** Badge, title, subtitle and the two buttons' texts, English and Arabic side by side. */
export function HeroEditor({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateHero();
  const values = useMemo(() => textsOf(hero), [hero]);
  const form = useForm<HeroTexts>({
    resolver: localizedResolver(heroTextsSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { formState, handleSubmit, setError, control } = form;

  const onSubmit = handleSubmit((texts) =>
    save.mutate(
      { ...hero, ...texts },
      {
        onSuccess: (saved) => form.reset(textsOf(saved)),
        onError: (error) => applyServerErrors(error, setError),
      },
    ),
  );

  return (
    <EditorCard
      id="hero-editor"
      title={t('content.hero.title')}
      description={t('content.hero.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
      saveTestId="hero-save"
    >
      <Controller
        control={control}
        name="showSection"
        render={({ field }) => (
          <Toggle
            checked={field.value}
            onChange={field.onChange}
            label={t('content.hero.showSection')}
            description={t('content.hero.showSectionHint')}
            testId="hero-show-section"
          />
        )}
      />
      <BilingualInput
        id="hero-badge"
        label={t('content.hero.badge')}
        form={form}
        name="badge"
        testId="hero-badge"
      />
      <BilingualInput
        id="hero-title"
        label={t('content.hero.heading')}
        required
        form={form}
        name="title"
        testId="hero-title"
      />
      <BilingualInput
        id="hero-subtitle"
        label={t('content.hero.subtitle')}
        multiline
        rows={3}
        form={form}
        name="subtitle"
        testId="hero-subtitle"
      />
      <div className="grid gap-5 xl:grid-cols-2">
        <BilingualInput
          id="hero-cta-primary"
          label={t('content.hero.primaryCta')}
          hint={t('content.hero.primaryCtaHint')}
          required
          form={form}
          name="cta.primary.text"
          testId="hero-cta-primary"
        />
        <BilingualInput
          id="hero-cta-secondary"
          label={t('content.hero.secondaryCta')}
          hint={t('content.hero.secondaryCtaHint')}
          required
          form={form}
          name="cta.secondary.text"
          testId="hero-cta-secondary"
        />
      </div>
    </EditorCard>
  );
}
