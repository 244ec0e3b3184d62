import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SCENT_FAMILIES } from '@store/shared/constants';
import {
  PRODUCT_LIMITS,
  productInputSchemaWith,
  type ProductInput,
} from '@store/shared/schemas/catalog-admin';
import type { Category } from '@store/shared/schemas/catalog';
import { BilingualFields } from '../../../components/admin/bilingual-fields.tsx';
import {
  describedBy,
  Field,
  SelectInput,
  TextArea,
  TextInput,
} from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCatalogForm } from '../../../lib/admin/use-catalog-form.ts';
import {
  availabilityOf,
  fieldOfServerError,
  inStockOf,
  type Availability,
  type ProductFormValues,
} from '../lib/product-form.ts';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductSearchListing } from './product-search-listing.tsx';
import { TagInput } from './tag-input.tsx';

/** The first message anywhere under a field's errors (a list's own error or one of its items'). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'type') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border border-line bg-paper p-5 sm:p-6">
      <h2 className="mb-5 font-display text-xl text-ink">{title}</h2>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}

const NOTE_LAYERS = ['top', 'middle', 'base'] as const;
const TEXT_FIELDS = [
  { name: 'name', rows: 0, max: PRODUCT_LIMITS.name },
  { name: 'concentration', rows: 0, max: PRODUCT_LIMITS.concentration },
  { name: 'description', rows: 3, max: PRODUCT_LIMITS.description },
  { name: 'longDescription', rows: 6, max: PRODUCT_LIMITS.longDescription },
] as const;

const testIdOf = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Every field of a product, English and Arabic side by side, validated in the page's language by
 * the rules the server applies. A refused save keeps everything typed; the server's field errors
 * show under their fields.
 */
export function ProductForm({
  defaultValues,
  categories,
  onSubmit,
  submitLabel,
  busy,
  extraActions,
}: {
  defaultValues: ProductFormValues;
  categories: Category[];
  /** Resolves when saved; rejects with the ApiError otherwise. */
  onSubmit: (input: ProductInput) => Promise<unknown>;
  submitLabel: string;
  busy: boolean;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation(['adminCatalog', 'catalog', 'admin']);
  const { language } = useLanguage();
  const form = useCatalogForm<ProductFormValues>(productInputSchemaWith, defaultValues);
  const { register, control, handleSubmit, setError, watch } = form;
  const { errors } = form.formState;

  const nameForAlt = watch(language === 'ar' ? 'name.ar' : 'name.en') || t('form.untitled');

  async function submit(values: ProductFormValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // A slug or SKU another product has: the server names the field, the page words it.
      const conflictField = error.code === 'CONFLICT' ? error.reason?.params.field : undefined;
      if (typeof conflictField === 'string') {
        const key = error.reason?.key === 'skuTaken' ? 'skuTaken' : 'productSlugTaken';
        setError(conflictField as Path<ProductFormValues>, {
          type: 'server',
          message: t(`validation.${key}`),
        });
      }
      for (const fieldError of error.fieldErrors) {
        const field = fieldOfServerError(fieldError.field);
        const message =
          field === 'categoryId' ? t('validation.categoryMissing') : fieldError.message;
        setError(field as Path<ProductFormValues>, { type: 'server', message });
      }
    }
  }

  const errorOf = (path: string) =>
    firstMessage(
      path.split('.').reduce<unknown>((node, key) => {
        if (!node || typeof node !== 'object') return undefined;
        return (node as Record<string, unknown>)[key];
      }, errors as FieldErrors),
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid="product-form"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Section title={t('form.sections.details')}>
          {TEXT_FIELDS.map(({ name, rows, max }) => {
            const errorEn = errorOf(`${name}.en`);
            const errorAr = errorOf(`${name}.ar`);
            const control = (lang: 'en' | 'ar', error: string | undefined) => {
              const id = `product-${testIdOf(name)}-${lang}`;
              const common = {
                id,
                invalid: Boolean(error),
                'aria-describedby': describedBy(id, { error }),
                'data-testid': id,
                maxLength: max,
                ...register(`${name}.${lang}`),
              };
              return rows ? <TextArea rows={rows} {...common} /> : <TextInput {...common} />;
            };
            return (
              <BilingualFields
                key={name}
                id={`product-${testIdOf(name)}`}
                label={t(`form.fields.${name}`)}
                required={name === 'name'}
                en={control('en', errorEn)}
                ar={control('ar', errorAr)}
                errorEn={errorEn}
                errorAr={errorAr}
              />
            );
          })}
        </Section>

        <Section title={t('form.sections.notes')}>
          <p className="-mt-3 text-xs text-ink-muted">{t('form.notesHint')}</p>
          {NOTE_LAYERS.map((layer) => {
            const errorEn = errorOf(`notes.${layer}.en`);
            const errorAr = errorOf(`notes.${layer}.ar`);
            const tagInput = (lang: 'en' | 'ar', error: string | undefined) => {
              const id = `product-notes-${layer}-${lang}`;
              return (
                <Controller
                  control={control}
                  name={`notes.${layer}.${lang}`}
                  render={({ field }) => (
                    <TagInput
                      id={id}
                      testId={id}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={Boolean(error)}
                      describedBy={describedBy(id, { error })}
                      maxLength={PRODUCT_LIMITS.note}
                      placeholder={t(`form.notesPlaceholder.${lang}`)}
                    />
                  )}
                />
              );
            };
            return (
              <BilingualFields
                key={layer}
                id={`product-notes-${layer}`}
                label={t(`form.fields.notes.${layer}`)}
                en={tagInput('en', errorEn)}
                ar={tagInput('ar', errorAr)}
                errorEn={errorEn}
                errorAr={errorAr}
              />
            );
          })}
        </Section>

        <Section title={t('searchListing.heading', { ns: 'admin' })}>
          <ProductSearchListing form={form} errorOf={errorOf} />
        </Section>

        <Section title={t('form.sections.media')}>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ProductImagesField
                value={field.value}
                onChange={field.onChange}
                error={errorOf('images')}
                productName={nameForAlt}
              />
            )}
          />
        </Section>
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <Section title={t('form.sections.pricing')}>
          <Field
            label={t('form.fields.price')}
            htmlFor="product-price"
            error={errorOf('price')}
            hint={t('form.priceHint')}
            required
          >
            <TextInput
              id="product-price"
              data-testid="product-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              dir="ltr"
              invalid={Boolean(errors.price)}
              aria-describedby={describedBy('product-price', {
                error: errors.price,
                hint: true,
              })}
              {...register('price', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('form.fields.size')}
            htmlFor="product-size"
            error={errorOf('size')}
            hint={t('form.sizeHint')}
          >
            <TextInput
              id="product-size"
              data-testid="product-size"
              dir="ltr"
              maxLength={PRODUCT_LIMITS.size}
              invalid={Boolean(errors.size)}
              aria-describedby={describedBy('product-size', { error: errors.size, hint: true })}
              {...register('size')}
            />
          </Field>
          <Field
            label={t('form.fields.stock')}
            htmlFor="product-stock"
            error={errorOf('stock')}
            required
          >
            <TextInput
              id="product-stock"
              data-testid="product-stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              dir="ltr"
              invalid={Boolean(errors.stock)}
              aria-describedby={describedBy('product-stock', { error: errors.stock })}
              {...register('stock', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('form.fields.weight')}
            htmlFor="product-weight"
            error={errorOf('weightGrams')}
            hint={t('form.weightHint')}
          >
            <TextInput
              id="product-weight"
              data-testid="product-weight"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              dir="ltr"
              invalid={Boolean(errors.weightGrams)}
              aria-describedby={describedBy('product-weight', {
                error: errors.weightGrams,
                hint: true,
              })}
              {...register('weightGrams', {
                // Empty clears the weight: the shipping options' default applies.
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          </Field>
          <Field
            label={t('form.fields.availability')}
            htmlFor="product-availability"
            hint={t('form.availabilityHint')}
          >
            <Controller
              control={control}
              name="inStock"
              render={({ field }) => (
                <SelectInput
                  id="product-availability"
                  data-testid="product-availability"
                  value={availabilityOf(field.value)}
                  onChange={(event) =>
                    field.onChange(inStockOf(event.target.value as Availability))
                  }
                  aria-describedby="product-availability-hint"
                >
                  <option value="auto">{t('form.availability.auto')}</option>
                  <option value="in">{t('form.availability.in')}</option>
                  <option value="out">{t('form.availability.out')}</option>
                </SelectInput>
              )}
            />
          </Field>
        </Section>

        <Section title={t('form.sections.organisation')}>
          <Field
            label={t('form.fields.family')}
            htmlFor="product-family"
            error={errorOf('category')}
            required
          >
            <SelectInput
              id="product-family"
              data-testid="product-family"
              invalid={Boolean(errors.category)}
              aria-describedby={describedBy('product-family', { error: errors.category })}
              {...register('category')}
            >
              {SCENT_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {t(`families.${family}`, { ns: 'catalog' })}
                </option>
              ))}
            </SelectInput>
          </Field>
          <Field
            label={t('form.fields.category')}
            htmlFor="product-category"
            error={errorOf('categoryId')}
          >
            <SelectInput
              id="product-category"
              data-testid="product-category"
              invalid={Boolean(errors.categoryId)}
              aria-describedby={describedBy('product-category', { error: errors.categoryId })}
              {...register('categoryId', {
                setValueAs: (value: string | null) => (value ? value : null),
              })}
            >
              <option value="">{t('form.noCategory')}</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name[language] || category.name.en}
                  {category.isActive ? '' : ` (${t('categoryInactive')})`}
                </option>
              ))}
            </SelectInput>
          </Field>
          <ToggleField
            control={control}
            name="featured"
            id="product-featured"
            testId="product-featured"
            label={t('form.fields.featured')}
            description={t('form.featuredHint')}
          />
          <ToggleField
            control={control}
            name="sampleable"
            id="product-sampleable"
            testId="product-sampleable"
            label={t('form.fields.sampleable')}
            description={t('form.sampleableHint')}
          />
          <Field
            label={t('form.fields.sampleStock')}
            htmlFor="product-sample-stock"
            error={errorOf('sampleStock')}
            hint={t('form.sampleStockHint')}
          >
            <TextInput
              id="product-sample-stock"
              data-testid="product-sample-stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              dir="ltr"
              invalid={Boolean(errors.sampleStock)}
              aria-describedby={describedBy('product-sample-stock', {
                error: errors.sampleStock,
                hint: true,
              })}
              {...register('sampleStock', { valueAsNumber: true })}
            />
          </Field>
          <ToggleField
            control={control}
            name="isActive"
            id="product-active"
            testId="product-active"
            fallback
            label={t('form.fields.isActive')}
            description={t('form.isActiveHint')}
          />
        </Section>

        <div className="flex flex-col gap-3">
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('form.fixErrors')}
            </p>
          )}
          <Button type="submit" disabled={busy} data-testid="product-save">
            {busy && (
              <span
                aria-hidden="true"
                className="size-3.5 animate-spin rounded-full border border-current border-t-transparent"
              />
            )}
            {submitLabel}
          </Button>
          {extraActions}
        </div>
      </div>
    </form>
  );
}
