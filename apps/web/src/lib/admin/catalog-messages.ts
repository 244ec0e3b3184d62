import type { TFunction } from '../i18n/translation-keys.ts';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import type { CatalogMessages } from '@store/shared/schemas/catalog-admin';

/** The shared catalogue validation rules' messages in the page's language (product and category forms). */
export function catalogMessages(t: TFunction<'adminCatalog'>, language: Language): CatalogMessages {
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(language)).format(n);
  return {
    required: t('validation.required'),
    tooLong: (max) => t('validation.tooLong', { max: number(max) }),
    price: t('validation.price'),
    stock: t('validation.stock'),
    weight: t('validation.weight'),
    family: t('validation.family'),
    categoryId: t('validation.categoryId'),
    imageUrl: t('validation.imageUrl'),
    tooManyImages: (max) => t('validation.tooManyImages', { max: number(max) }),
    tooManyNotes: (max) => t('validation.tooManyNotes', { max: number(max) }),
    slug: t('validation.slug'),
    localizedSlug: t('validation.localizedSlug'),
    gtin: t('validation.gtin'),
  };
}
