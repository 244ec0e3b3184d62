import { formatSar } from '@store/shared/money';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import { findCity } from '@store/shared/saudi/places';
import {
  MAX_SHIPPING_DAYS,
  MAX_SHIPPING_HALALAS,
  MAX_WEIGHT_GRAMS,
  type ShippingMessages,
} from '@store/shared/schemas/shipping';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';

/**
 * The shared shipping rules' messages in the page's language, as the zone editor asks for its
 * values: amounts in SAR, weights in kg, days as whole numbers.
 */
export function shippingMessages(
  t: TFunction<'adminShipping'>,
  language: Language,
): ShippingMessages {
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(language)).format(n);
  const amount = t('validation.amount');
  const weight = t('validation.weight');
  const days = t('validation.days', { max: number(MAX_SHIPPING_DAYS) });
  return {
    required: t('validation.required'),
    tooLong: (max) => t('validation.tooLong', { max: number(max) }),
    amountType: amount,
    amountWhole: amount,
    amountNegative: amount,
    amountTooLarge: t('validation.amountTooLarge', {
      max: formatSar(MAX_SHIPPING_HALALAS / 100, language),
    }),
    weightType: weight,
    weightWhole: weight,
    weightMin: weight,
    weightTooLarge: t('validation.weightTooLarge', { max: number(MAX_WEIGHT_GRAMS / 1_000) }),
    daysType: days,
    daysWhole: days,
    daysNegative: days,
    daysTooLong: days,
    maxDaysBelowMin: t('validation.maxDaysBelowMin'),
    kind: t('validation.kind'),
    ruleType: t('validation.ruleType'),
    bandsRequired: t('validation.bandsRequired'),
    tooManyBands: (max) => t('validation.tooManyBands', { max: number(max) }),
    firstBandFromZero: t('validation.firstBandFromZero'),
    bandsAscending: t('validation.bandsAscending'),
    pickupAddressRequired: t('validation.pickupAddressRequired'),
    duplicateMethod: t('validation.duplicateMethod'),
    tooManyMethods: (max) => t('validation.tooManyMethods', { max: number(max) }),
    region: t('validation.region'),
    country: t('validation.country'),
    unknownCity: (id) => {
      const city = findCity(id);
      return t('validation.unknownCity', { city: city ? city[language] : id });
    },
    tooManyCities: (max) => t('validation.tooManyCities', { max: number(max) }),
    placeRequired: t('validation.placeRequired'),
  };
}

/** The options form asks for the default weight in grams. */
export function optionsMessages(
  t: TFunction<'adminShipping'>,
  language: Language,
): ShippingMessages {
  const grams = t('validation.grams', {
    max: new Intl.NumberFormat(intlLocaleOf(language)).format(MAX_WEIGHT_GRAMS),
  });
  return {
    ...shippingMessages(t, language),
    weightType: grams,
    weightWhole: grams,
    weightMin: grams,
    weightTooLarge: grams,
  };
}
