import { useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Category } from '@store/shared/schemas/catalog';
import {
  CATEGORY_LIMITS,
  categoryInputSchemaWith,
  type CategoryInput,
} from '@store/shared/schemas/catalog-admin';
import type { Language } from '@store/shared/locales';
import { categoryPath } from '@store/shared/page-addresses';
import { slugify } from '@store/shared/slug';
import { SearchTextsFields } from '../../../components/admin/search-listing-fields.tsx';
import { BilingualFields } from '../../../components/admin/bilingual-fields.tsx';
import { describedBy, Field, TextArea, TextInput } from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { MediaPicker } from '../../../components/admin/media-picker.tsx';
import { Modal } from '../../../components/admin/modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { useCatalogForm } from '../../../lib/admin/use-catalog-form.ts';

interface CategoryFormValues {
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  slug: string;
  slugs: { ar: string };
  image: string | null;
  isActive: boolean;
  seo: { title: { en: string; ar: string }; description: { en: string; ar: string } };
}

function valuesOf(category: Category | null): CategoryFormValues {
  return {
    name: { ...(category?.name ?? { en: '', ar: '' }) },
    description: { ...(category?.description ?? { en: '', ar: '' }) },
    slug: category?.slug ?? '',
    slugs: { ar: category?.slugs.ar ?? '' },
    image: category?.image ?? null,
    isActive: category?.isActive ?? true,
    seo: structuredClone(
      category?.seo ?? { title: { en: '', ar: '' }, description: { en: '', ar: '' } },
    ),
  };
}

/**
 * Creates or edits a category in a dialog: names and descriptions side by side, the slug made from
 * the English name unless typed, an image from the media library, active or not.
 */
export function CategoryFormModal({
  open,
  category,
  onClose,
}: {
  open: boolean;
  /** null: a new category. */
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminCatalog', 'admin']);
  const { language } = useLanguage();
  const isNew = category === null;
  const save = useSaveCategory();
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useCatalogForm<CategoryFormValues>(categoryInputSchemaWith, valuesOf(category));
  const { register, control, handleSubmit, setError, watch } = form;
  const { errors } = form.formState;
  const slugPreview = slugify(watch('name.en') ?? '') || 'category';
  const slugArPreview = slugify(watch('name.ar') ?? '') || 'category';
  const typedSlugs = { en: watch('slug'), ar: watch('slugs.ar') };
  const host = window.location.host;
  const addressOf = (lang: Language) =>
    `https://${host}${categoryPath(lang, {
      slugs: {
        en: typedSlugs.en?.trim() || slugPreview,
        ar: typedSlugs.ar?.trim() || slugArPreview,
      },
    })}`;
  const image = watch('image');

  async function submit(values: CategoryFormValues) {
    try {
      const input: CategoryInput = { ...values, image: values.image || null };
      await save.mutateAsync({ id: category?._id, input });
      toast.success(t(isNew ? 'toasts.categoryCreated' : 'toasts.categoryUpdated'));
      onClose();
    } catch (error) {
      toast.error(
        t('toasts.errorTitle'),
        t(isNew ? 'toasts.createCategoryFailed' : 'toasts.updateCategoryFailed'),
      );
      if (!(error instanceof ApiError)) return;
      if (error.code === 'CONFLICT') {
        // The server names the slug's field (`slug` or `slugs.ar`); the page words it.
        const field = error.reason?.params.field === 'slugs.ar' ? 'slugs.ar' : 'slug';
        setError(field, { type: 'server', message: t('validation.slugTaken') });
      }
      for (const fieldError of error.fieldErrors) {
        setError(fieldError.field as Path<CategoryFormValues>, {
          type: 'server',
          message: fieldError.message,
        });
      }
    }
  }

  const nameEnError = errors.name?.en?.message;
  const nameArError = errors.name?.ar?.message;
  const descriptionEnError = errors.description?.en?.message;
  const descriptionArError = errors.description?.ar?.message;
  const slugError = errors.slug?.message;
  const slugArError = errors.slugs?.ar?.message;
  const categoryName = category ? category.name[language] || category.name.en : '';

  return (
    <>
      {/* Stepped aside while the media picker (a dialog too) is open: one focus trap at a time.
          The form's values live in react-hook-form meanwhile. */}
      <Modal
        open={open && !pickerOpen}
        onClose={save.isPending ? () => {} : onClose}
        title={
          isNew
            ? t('categories.form.newTitle')
            : t('categories.form.editTitle', { name: categoryName })
        }
        size="lg"
        testId="category-form"
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              {t('categories.form.cancel')}
            </Button>
            <Button
              type="submit"
              form="category-form"
              disabled={save.isPending}
              data-testid="category-save"
            >
              {isNew ? t('categories.form.create') : t('categories.form.save')}
            </Button>
          </>
        }
      >
        <form
          id="category-form"
          noValidate
          onSubmit={handleSubmit(submit)}
          className="flex flex-col gap-6"
        >
          <BilingualFields
            id="category-name"
            label={t('categories.form.name')}
            required
            errorEn={nameEnError}
            errorAr={nameArError}
            en={
              <TextInput
                id="category-name-en"
                data-testid="category-name-en"
                maxLength={CATEGORY_LIMITS.name}
                invalid={Boolean(nameEnError)}
                aria-describedby={describedBy('category-name-en', { error: nameEnError })}
                {...register('name.en')}
              />
            }
            ar={
              <TextInput
                id="category-name-ar"
                data-testid="category-name-ar"
                maxLength={CATEGORY_LIMITS.name}
                invalid={Boolean(nameArError)}
                aria-describedby={describedBy('category-name-ar', { error: nameArError })}
                {...register('name.ar')}
              />
            }
          />
          <BilingualFields
            id="category-description"
            label={t('categories.form.description')}
            errorEn={descriptionEnError}
            errorAr={descriptionArError}
            en={
              <TextArea
                id="category-description-en"
                data-testid="category-description-en"
                rows={3}
                invalid={Boolean(descriptionEnError)}
                {...register('description.en')}
              />
            }
            ar={
              <TextArea
                id="category-description-ar"
                data-testid="category-description-ar"
                rows={3}
                invalid={Boolean(descriptionArError)}
                {...register('description.ar')}
              />
            }
          />
          <div>
            <p className="mb-1.5 text-sm font-medium text-ink">{t('categories.form.image')}</p>
            <div className="flex items-center gap-4">
              {image ? (
                <img src={image} alt="" className="size-20 border border-line object-cover" />
              ) : (
                <div
                  className="size-20 border border-dashed border-line bg-ivory"
                  aria-hidden="true"
                />
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setPickerOpen(true)}
                  data-testid="category-image-picker"
                >
                  {t('categories.form.chooseImage')}
                </Button>
                {image && (
                  <Controller
                    control={control}
                    name="image"
                    render={({ field }) => (
                      <Button variant="ghost" size="sm" onClick={() => field.onChange(null)}>
                        {t('categories.form.removeImage')}
                      </Button>
                    )}
                  />
                )}
              </div>
            </div>
            {errors.image?.message && (
              <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
                {errors.image.message}
              </p>
            )}
          </div>
          <ToggleField
            control={control}
            name="isActive"
            id="category-active"
            testId="category-active"
            label={t('categories.form.active')}
            description={t('categories.form.activeHint')}
          />
          <fieldset className="flex min-w-0 flex-col gap-6 border-t border-line pt-5">
            <legend className="float-start mb-1 w-full font-display text-lg text-ink">
              {t('searchListing.heading', { ns: 'admin' })}
            </legend>
            <div className="grid gap-4 md:grid-cols-2">
              <Field
                label={t('categories.form.slug')}
                htmlFor="category-slug"
                error={slugError}
                hint={t('categories.form.slugHint', { slug: slugPreview })}
              >
                <TextInput
                  id="category-slug"
                  data-testid="category-slug"
                  dir="ltr"
                  placeholder={slugPreview}
                  maxLength={CATEGORY_LIMITS.slug}
                  invalid={Boolean(slugError)}
                  aria-describedby={describedBy('category-slug', { error: slugError, hint: true })}
                  {...register('slug')}
                />
              </Field>
              <Field
                label={t('categories.form.slugAr')}
                htmlFor="category-slug-ar"
                error={slugArError}
                hint={t('categories.form.slugArHint', { slug: slugArPreview })}
              >
                <TextInput
                  id="category-slug-ar"
                  data-testid="category-slug-ar"
                  dir="rtl"
                  lang="ar"
                  placeholder={slugArPreview}
                  maxLength={CATEGORY_LIMITS.slug}
                  invalid={Boolean(slugArError)}
                  aria-describedby={describedBy('category-slug-ar', {
                    error: slugArError,
                    hint: true,
                  })}
                  {...register('slugs.ar')}
                />
              </Field>
            </div>
            <SearchTextsFields
              form={form}
              name="seo"
              id="category-seo"
              addressOf={addressOf}
              fallback={{ title: watch('name'), description: watch('description') }}
            />
          </fieldset>
        </form>
      </Modal>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <MediaPicker
            open={pickerOpen}
            onClose={() => setPickerOpen(false)}
            onSelect={(items) => {
              if (items[0]) field.onChange(items[0].url);
              setPickerOpen(false);
            }}
          />
        )}
      />
    </>
  );
}
