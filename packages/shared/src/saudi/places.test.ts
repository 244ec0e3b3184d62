import { describe, expect, it } from 'vitest';
import { findCity, searchCities } from './places.ts';

const ids = (query: string) => searchCities(query).map((city) => city.id);

describe('searchCities', () => {
  it('finds a city by its English or Arabic name, with or without the article', () => {
    expect(ids('jed')).toContain('jeddah');
    expect(ids('Khobar')).toContain('al-khobar');
    expect(ids('الخبر')).toContain('al-khobar');
    expect(ids('خبر')).toContain('al-khobar');
  });

  it('folds Arabic letter forms and diacritics as shoppers type them', () => {
    expect(ids('ابها')).toContain('abha');
    expect(ids('جده')).toContain('jeddah');
    expect(ids('مكه')).toContain('makkah');
    expect(ids('الرِّياض')).toContain('riyadh');
  });

  it('puts names that start with the query before names that contain it', () => {
    const found = ids('ma');
    expect(found.indexOf('makkah')).toBeLessThan(found.indexOf('dammam'));
  });

  it('puts a name before another spelling that starts the same', () => {
    // "Al Khormah" is another spelling of Al Khurmah; Al Khobar's own name starts with "kho".
    expect(ids('kho')[0]).toBe('al-khobar');
  });

  it('answers nothing for a place that is not in the list', () => {
    expect(searchCities('Atlantis')).toEqual([]);
  });

  it('finds a city by id', () => {
    expect(findCity('riyadh')?.ar).toBe('الرياض');
    expect(findCity('nowhere')).toBeNull();
  });
});
