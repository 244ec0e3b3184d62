import { useWatch, type UseFormReturn } from 'react-hook-form';
import { productPath } from '@store/shared/page-addresses';
import { slugify } from '@store/shared/slug';
import { PRODUCT_LIMITS } from '@store/shared/schemas/catalog-admin';
import type { Language } from '@store/shared/locales';
import { BilingualFields } from '../../../components/admin/bilingual-fields.tsx';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { SearchTextsFields } from '../../../components/admin/search-listing-fields.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ProductFormValues } from '../lib/product-form.ts';

const LANGUAGES = ['en', 'ar'] as const;

/**
 * The product's addresses, codes and search texts, with the search result as Google would show
 * it. An empty slug shows, as its placeholder, the one the database will make from the name.
 */
export function ProductSearchListing({
  form,
  errorOf,
}: {
  form: UseFormReturn<ProductFormValues>;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation(['adminCatalog', 'admin']);
  const { register } = form;
  // useWatch, not watch: only this section renders again as these change, not the whole form.
  const [name, description, slugs] = useWatch({
    control: form.control,
    name: ['name', 'description', 'slugs'],
  });
  const generated = (lang: Language) => slugify(name?.[lang] ?? '') || 'product';
  const slugOf = (lang: Language) => slugs?.[lang]?.trim() || generated(lang);
  const host = typeof window === 'undefined' ? 'example.com' : window.location.host;

  const slugInput = (lang: Language) => {
    const id = `product-slug-${lang}`;
    const error = errorOf(`slugs.${lang}`);
    return (
      <TextInput
        id={id}
        data-testid={id}
        placeholder={generated(lang)}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error })}
        {...register(`slugs.${lang}`)}
      />
    );
  };

  const codeField = (field: 'brand' | 'gtin' | 'sku', max?: number) => {
    const id = `product-${field}`;
    const error = errorOf(field);
    const hint = field === 'brand' ? undefined : t(`form.searchListing.${field}Hint`);
    return (
      <Field label={t(`form.searchListing.${field}`)} htmlFor={id} error={error} hint={hint}>
        <TextInput
          id={id}
          data-testid={id}
          dir={field === 'brand' ? 'auto' : 'ltr'}
          inputMode={field === 'gtin' ? 'numeric' : undefined}
          maxLength={max}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error, hint })}
          {...register(field)}
        />
      </Field>
    );
  };

  return (
    <>
      <p className="-mt-3 text-xs text-ink-muted">{t('searchListing.intro', { ns: 'admin' })}</p>
      <BilingualFields
        id="product-slug"
        label={t('form.searchListing.slug')}
        hint={t('form.searchListing.slugHint')}
        en={slugInput('en')}
        ar={slugInput('ar')}
        errorEn={errorOf('slugs.en')}
        errorAr={errorOf('slugs.ar')}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {codeField('brand', PRODUCT_LIMITS.brand)}
        {codeField('gtin', 14)}
        {codeField('sku', PRODUCT_LIMITS.sku)}
      </div>
      <SearchTextsFields
        form={form}
        name="seo"
        id="product-seo"
        addressOf={(lang) =>
          `https://${host}${productPath(lang, {
            slugs: Object.fromEntries(LANGUAGES.map((l) => [l, slugOf(l)])) as Record<
              Language,
              string
            >,
          })}`
        }
        fallback={{
          title: { en: name?.en ?? '', ar: name?.ar ?? '' },
          description: { en: description?.en ?? '', ar: description?.ar ?? '' },
        }}
      />
    </>
  );
}
