import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  featuredCollectionInputSchema,
  type FeaturedCollection,
} from '@store/shared/schemas/content';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { MediaPicker } from '../../../components/admin/media-picker.tsx';
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
  const [picking, setPicking] = useState(false);
  const { register, handleSubmit, formState, setError, setValue, watch } =
    useForm<CollectionValues>({
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
          en={register('name.en')}
          ar={register('name.ar')}
          errorEn={e.name?.en?.message}
          errorAr={e.name?.ar?.message}
          testId="collection-name"
        />
        <BilingualInput
          id="collection-description"
          label={t('content.collections.body')}
          multiline
          rows={3}
          en={register('description.en')}
          ar={register('description.ar')}
          errorEn={e.description?.en?.message}
          errorAr={e.description?.ar?.message}
        />
        <Field
          label={t('content.collections.image')}
          htmlFor="collection-image"
          required
          error={e.image?.message}
          hint={t('content.collections.imageHint')}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {image && (
              <img
                src={image}
                alt=""
                className="size-16 shrink-0 border border-line object-cover"
              />
            )}
            <TextInput
              id="collection-image"
              dir="ltr"
              invalid={Boolean(e.image)}
              data-testid="collection-image"
              {...register('image')}
            />
            <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
              {t('content.collections.chooseImage')}
            </Button>
          </div>
        </Field>
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
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={([item]) => {
          setPicking(false);
          if (item) setValue('image', item.url, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </Modal>
  );
}
