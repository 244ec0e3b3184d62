import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  featuredCollectionsContentInputSchema,
  type FeaturedCollectionsContent,
} from '@store/shared/schemas/content';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateFeaturedCollections } from '../api/update-featured-collections.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';

const headingSchema = featuredCollectionsContentInputSchema.pick({ title: true, subtitle: true });
type Heading = z.input<typeof headingSchema>;

/** The title and subtitle above the collection cards. */
export function CollectionsHeadingForm({ section }: { section: FeaturedCollectionsContent }) {
  const { t } = useTranslation('adminSite');
  const save = useUpdateFeaturedCollections();
  const values = useMemo<Heading>(
    () => ({ title: section.title, subtitle: section.subtitle }),
    [section.title, section.subtitle],
  );
  const form = useForm<Heading>({
    resolver: localizedResolver(headingSchema, t),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((heading) =>
    save.mutate(
      { ...section, ...heading },
      {
        onSuccess: () => form.reset(heading),
        onError: (error) => applyServerErrors(error, form.setError),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 border-b border-line pb-5">
      <BilingualInput
        id="collections-title"
        label={t('content.collections.heading')}
        required
        form={form}
        name="title"
        testId="collections-title"
      />
      <BilingualInput
        id="collections-subtitle"
        label={t('content.collections.subheading')}
        form={form}
        name="subtitle"
      />
      <div className="flex items-center justify-end gap-4">
        {form.formState.isDirty && (
          <span className="text-xs text-gold-deep" role="status">
            {t('content.unsaved')}
          </span>
        )}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={save.isPending}
          data-testid="collections-heading-save"
        >
          {save.isPending ? t('content.saving') : t('content.save')}
        </Button>
      </div>
    </form>
  );
}
