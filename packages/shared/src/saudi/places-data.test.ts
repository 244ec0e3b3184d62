import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../locales.ts';
import { SAUDI_CITIES, SAUDI_REGIONS, type SaudiRegionCode } from './places-data.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Arabic letters (hamza forms, taa marbuta and alif maqsura included) and single spaces. */
const ARABIC_WORDS = /^[\u0621-\u063A\u0641-\u064A]+(?: [\u0621-\u063A\u0641-\u064A]+)*$/;
/** Latin letters, single spaces, apostrophes and hyphens. */
const LATIN_WORDS = /^[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)*$/;

const CAPITALS: Record<SaudiRegionCode, string> = {
  'SA-01': 'riyadh',
  'SA-02': 'makkah',
  'SA-03': 'madinah',
  'SA-04': 'dammam',
  'SA-05': 'buraidah',
  'SA-06': 'hail',
  'SA-07': 'tabuk',
  'SA-08': 'arar',
  'SA-09': 'jazan',
  'SA-10': 'najran',
  'SA-11': 'al-bahah',
  'SA-12': 'sakaka',
  'SA-14': 'abha',
};

const regionCodes: readonly string[] = SAUDI_REGIONS.map((region) => region.code);

describe('Saudi regions', () => {
  it('lists the 13 regions once each, by code', () => {
    expect(SAUDI_REGIONS).toHaveLength(13);
    expect(new Set(regionCodes).size).toBe(13);
    expect([...regionCodes].sort()).toEqual(regionCodes);
    for (const region of SAUDI_REGIONS) {
      expect(region.code).toMatch(/^SA-\d{2}$/);
      expect(region.en).toMatch(LATIN_WORDS);
      expect(region.ar).toMatch(ARABIC_WORDS);
    }
  });
});

describe('Saudi cities', () => {
  it('have unique, slug-shaped ids', () => {
    const ids = SAUDI_CITIES.map((city) => city.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SLUG);
  });

  it('each belong to a known region, and every region has at least 5', () => {
    for (const city of SAUDI_CITIES) expect(regionCodes, city.id).toContain(city.region);
    for (const code of regionCodes) {
      const count = SAUDI_CITIES.filter((city) => city.region === code).length;
      expect(count, code).toBeGreaterThanOrEqual(5);
    }
  });

  it('write `ar` in Arabic letters only and `en` in Latin', () => {
    for (const city of SAUDI_CITIES) {
      expect(city.ar, city.id).toMatch(ARABIC_WORDS);
      expect(city.en, city.id).toMatch(LATIN_WORDS);
    }
  });

  it('never name two cities of a region alike, in either language', () => {
    for (const code of regionCodes) {
      const cities = SAUDI_CITIES.filter((city) => city.region === code);
      const ar = cities.map((city) => foldForSearch(city.ar));
      const en = cities.map((city) => foldForSearch(city.en));
      expect(new Set(ar).size, code).toBe(ar.length);
      expect(new Set(en).size, code).toBe(en.length);
    }
  });

  it('list other spellings only when search would not already find the city', () => {
    const names = new Map<string, string>();
    for (const city of SAUDI_CITIES) {
      names.set(foldForSearch(city.en), city.id);
      names.set(foldForSearch(city.ar), city.id);
    }
    const clashes: string[] = [];
    for (const city of SAUDI_CITIES) {
      const aka = (city.aka ?? []).map(foldForSearch);
      if (new Set(aka).size !== aka.length) clashes.push(`${city.id}: a spelling twice`);
      for (const spelling of aka) {
        // Not empty, not the city's own name, nor another city's: a shopper typing it means one place.
        if (spelling === '' || names.has(spelling)) clashes.push(`${city.id}: '${spelling}'`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('include every region capital in its region, first in the region', () => {
    for (const [code, id] of Object.entries(CAPITALS)) {
      const capital = SAUDI_CITIES.find((city) => city.id === id);
      expect(capital?.region, id).toBe(code);
      expect(SAUDI_CITIES.find((city) => city.region === code)?.id, code).toBe(id);
    }
    expect(SAUDI_CITIES.find((city) => city.id === 'makkah')?.ar).toBe('مكة المكرمة');
    expect(SAUDI_CITIES.find((city) => city.id === 'madinah')?.ar).toBe('المدينة المنورة');
  });

  it('come grouped by region, in region order', () => {
    const order = SAUDI_CITIES.map((city) => regionCodes.indexOf(city.region));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
