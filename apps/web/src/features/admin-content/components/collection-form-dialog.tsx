import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  featuredCollectionInputSchema,
  type FeaturedCollection,
} from '@store/shared/schemas/content';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { ImageUrlField } from '../../../components/admin/image-url-field.tsx';
import { Modal } from '../../../components/admin/modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSaveFeaturedCollection } from '../api/featured-collection.ts';
import { applyServerErrors, localizedResolver } from '../../../lib/admin/site-form-validation.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';

type CollectionValues = z.input<typeof featuredCollectionInputSchema>;

const EMPTY: CollectionValues = {
  name: { en: '', ar: '' },
  description: { en: '', ar: '' },
  image: '',
  link: '/products',
};

/** Adds a featured collection, or edits one (`collection`); closes once saved. */
export function CollectionFormDialog({
  collection,
  onClose,
}: {
  collection: FeaturedCollection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminSite');
  const isNew = collection === null;
  const save = useSaveFeaturedCollection(isNew);
  const form = useForm<CollectionValues>({
    resolver: localizedResolver(featuredCollectionInputSchema, t),
    defaultValues: collection
      ? {
          name: collection.name,
          description: collection.description,
          image: collection.image,
          link: collection.link,
        }
      : EMPTY,
  });
  const { register, handleSubmit, formState, setError, setValue, watch } = form;
  const e = formState.errors;
  const image = watch('image');

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: collection?.id ?? null, collection: values },
      { onSuccess: onClose, onError: (error) => applyServerErrors(error, setError) },
    ),
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      testId="collection-dialog"
      title={
        isNew
          ? t('content.collections.addTitle')
          : t('content.collections.editTitle', { name: collection.name.en })
      }
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button
            type="submit"
            size="sm"
            form="collection-form"
            disabled={save.isPending}
            data-testid="collection-save"
          >
            {save.isPending ? t('content.saving') : t('content.save')}
          </Button>
        </>
      }
    >
      <form id="collection-form" noValidate onSubmit={onSubmit} className="space-y-5">
        <BilingualInput
          id="collection-name"
          label={t('content.collections.name')}
          required
          form={form}
          name="name"
          testId="collection-name"
        />
        <BilingualInput
          id="collection-description"
          label={t('content.collections.body')}
          multiline
          rows={3}
          form={form}
          name="description"
        />
        <ImageUrlField
          id="collection-image"
          label={t('content.collections.image')}
          required
          error={e.image?.message}
          hint={t('content.collections.imageHint')}
          image={image}
          field={register('image')}
          chooseLabel={t('content.collections.chooseImage')}
          onChoose={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        />
        <Field
          label={t('content.collections.link')}
          htmlFor="collection-link"
          required
          error={e.link?.message}
          hint={t('content.collections.linkHint')}
        >
          <TextInput
            id="collection-link"
            dir="ltr"
            invalid={Boolean(e.link)}
            data-testid="collection-link"
            {...register('link')}
          />
        </Field>
      </form>
    </Modal>
  );
}
