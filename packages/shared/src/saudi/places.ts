import { foldForSearch } from '../locales.ts';
import {
  SAUDI_CITIES,
  SAUDI_REGIONS,
  type SaudiCity,
  type SaudiRegionCode,
} from './places-data.ts';

export { SAUDI_CITIES, SAUDI_REGIONS, type SaudiCity, type SaudiRegionCode };

export type SaudiRegion = (typeof SAUDI_REGIONS)[number];

const citiesById = new Map(SAUDI_CITIES.map((city) => [city.id, city]));
const regionsByCode = new Map<string, SaudiRegion>(SAUDI_REGIONS.map((r) => [r.code, r]));

export function findCity(id: string | null | undefined): SaudiCity | null {
  return (id && citiesById.get(id)) || null;
}

export function findRegion(code: string | null | undefined): SaudiRegion | null {
  return (code && regionsByCode.get(code)) || null;
}

export function isRegionCode(code: string): code is SaudiRegionCode {
  return regionsByCode.has(code);
}

/** Every way a city may be typed, folded once (Arabic letter forms, diacritics, case). */
function searchKeysOf(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const folded = foldForSearch(name);
    // "Al Khobar" is also found as "Khobar", "الخبر" as "خبر".
    const bare = folded.replace(/^(al[\s-]|ال)/, '');
    return bare === folded ? [folded] : [folded, bare];
  });
}

const searchKeys = SAUDI_CITIES.map((city) => ({
  city,
  names: searchKeysOf([city.en, city.ar]),
  others: searchKeysOf(city.aka ?? []),
}));

/**
 * Cities whose name in either language starts with the query, then those whose other spelling
 * does, then those that contain it, each in the list's order (region capitals and large cities
 * first). An empty query gives the list's head.
 */
export function searchCities(query: string, limit = 20): SaudiCity[] {
  const q = foldForSearch(query);
  if (!q) return SAUDI_CITIES.slice(0, limit);
  const ranks: SaudiCity[][] = [[], [], []];
  for (const { city, names, others } of searchKeys) {
    if (names.some((key) => key.startsWith(q))) ranks[0]!.push(city);
    else if (others.some((key) => key.startsWith(q))) ranks[1]!.push(city);
    else if ([...names, ...others].some((key) => key.includes(q))) ranks[2]!.push(city);
  }
  return ranks.flat().slice(0, limit);
}
