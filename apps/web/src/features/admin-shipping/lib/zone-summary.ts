import { formatSar } from '@store/shared/money';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import { findCountry } from '@store/shared/saudi/address';
import { findCity, findRegion, SAUDI_REGIONS } from '@store/shared/saudi/places';
import type { ShippingMethod, ShippingZone } from '@store/shared/schemas/shipping';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';

type T = TFunction<'adminShipping'>;

/** Names shown in a row before "and N more". */
const NAMES_SHOWN = 3;

export function sar(halalas: number, language: Language): string {
  return formatSar(halalas / 100, language);
}

export function kg(grams: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 3 }).format(
    grams / 1_000,
  );
}

function list(names: string[], t: T, language: Language): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const rest = names.length - shown.length;
  const joined = new Intl.ListFormat(intlLocaleOf(language), {
    style: 'short',
    type: 'unit',
  }).format(shown);
  return rest > 0 ? t('places.andMore', { names: joined, count: rest }) : joined;
}

export function regionName(code: string, language: Language): string {
  return findRegion(code)?.[language] ?? code;
}

export function cityName(id: string, language: Language): string {
  return findCity(id)?.[language] ?? id;
}

export function countryName(code: string, language: Language): string {
  return findCountry(code)?.[language] ?? code;
}

/** "Regions: Riyadh, Makkah", "Cities: Jeddah", "Countries: Kuwait", as lines of a zone's row. */
export function placesSummary(
  zone: Pick<ShippingZone, 'regions' | 'cityIds' | 'countries'>,
  t: T,
  language: Language,
): { kind: 'regions' | 'cities' | 'countries'; text: string }[] {
  const names = (kind: 'regions' | 'cities' | 'countries', texts: string[]) =>
    texts.length > 0 ? [{ kind, text: list(texts, t, language) }] : [];
  const allRegions = SAUDI_REGIONS.every((region) => zone.regions.includes(region.code));
  return [
    ...(zone.regions.length > 0 && allRegions
      ? [{ kind: 'regions' as const, text: t('places.allRegions') }]
      : names(
          'regions',
          zone.regions.map((code) => regionName(code, language)),
        )),
    ...names(
      'cities',
      zone.cityIds.map((id) => cityName(id, language)),
    ),
    ...names(
      'countries',
      zone.countries.map((code) => countryName(code, language)),
    ),
  ];
}

/** A price in halalas, "Free" for 0. */
function price(halalas: number, t: T, language: Language): string {
  return halalas === 0 ? t('summary.free') : sar(halalas, language);
}

/** How a method is priced, in a line: "SAR 25", "SAR 30 · SAR 15 from SAR 200", "up to 1 kg: SAR 20 · …". */
export function priceSummary(method: ShippingMethod, t: T, language: Language): string {
  const rule = method.rule;
  let parts: string[];
  if (rule.type === 'flat') {
    parts = [price(rule.priceHalalas, t, language)];
  } else if (rule.type === 'order_value') {
    parts = rule.bands.map((band) =>
      band.fromHalalas === 0
        ? price(band.priceHalalas, t, language)
        : t('summary.fromAmount', {
            price: price(band.priceHalalas, t, language),
            from: sar(band.fromHalalas, language),
          }),
    );
  } else {
    parts = rule.bands.map((band) =>
      t('summary.upToWeight', {
        price: price(band.priceHalalas, t, language),
        weight: kg(band.upToGrams, language),
      }),
    );
    parts.push(
      rule.perExtraKgHalalas === null
        ? t('summary.noHeavier')
        : t('summary.perExtraKg', { price: sar(rule.perExtraKgHalalas, language) }),
    );
  }
  // A free flat price needs no "free from".
  const alwaysFree = rule.type === 'flat' && rule.priceHalalas === 0;
  if (method.freeAboveHalalas !== null && !alwaysFree) {
    parts.push(t('summary.freeFrom', { amount: sar(method.freeAboveHalalas, language) }));
  }
  return parts.join(' · ');
}

/** The delivery promise: "Same day", "2 days", "Within 3 days", "2–5 days". */
export function daysSummary(method: Pick<ShippingMethod, 'minDays' | 'maxDays'>, t: T): string {
  const { minDays, maxDays } = method;
  if (maxDays === 0) return t('summary.sameDay');
  if (minDays === maxDays) return t('summary.days', { count: maxDays });
  if (minDays === 0) return t('summary.withinDays', { count: maxDays });
  return t('summary.daysRange', { min: minDays, count: maxDays });
}
