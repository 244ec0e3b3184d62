import { describe, expect, it } from 'vitest';
import {
  matchArraysOf,
  SearchMatchCache,
  SearchMatches,
  type MatchColumns,
} from './search-matches.ts';

const NONE: MatchColumns = {
  n: 0,
  ids: '',
  prices: '',
  families: '',
  categories: '',
  flags: '',
  scoresEn: '',
  scoresAr: '',
  created: '',
  nameEn: '',
  nameAr: '',
};

describe('SearchMatchCache', () => {
  it('reads two texts at once at most, and every one in the end', async () => {
    const cache = new SearchMatchCache();
    let reading = 0;
    let most = 0;
    const finishes: (() => void)[] = [];
    const read = () =>
      new Promise<SearchMatches>((resolve) => {
        most = Math.max(most, ++reading);
        finishes.push(() => {
          reading--;
          resolve(new SearchMatches(matchArraysOf(NONE)));
        });
      });
    const all = Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => cache.get(text, read)));
    // Let the reads begun so far start, then end them one at a time.
    for (let ended = 0; ended < 5; ended++) {
      await new Promise((r) => setImmediate(r));
      expect(reading).toBeLessThanOrEqual(2);
      finishes.shift()!();
    }
    await all;
    expect(most).toBe(2);
    expect(cache.size).toBe(5);
  });
});

describe('SearchMatches', () => {
  // Equal prices, scores and creation times: the ids decide, byte by byte, as the database's
  // ORDER BY id does; two of them differ only in their last byte.
  const ids = [
    'aaaaaaaaaaaa00000000000000000002',
    '0000000000000000000000000000ffff',
    'aaaaaaaaaaaa00000000000000000001',
    'ffffffffffff00000000000000000000',
  ];
  const matches = new SearchMatches(
    matchArraysOf({
      ...NONE,
      n: ids.length,
      ids: ids.join(''),
      prices: '100,100,100,100',
      families: 'floral,floral,floral,floral',
      categories: ',,,',
      flags: '4444',
      scoresEn: '0,0,0,0',
      scoresAr: '3,3,3,3',
      created: '5,5,5,5',
      nameEn: ids.join(''),
      nameAr: ids.join(''),
    }),
  );
  const pageOf = (order: 'price' | 'createdAt' | 'relevance', descending: boolean) =>
    matches
      .page({ order, descending, accepts: () => true, offset: 0, limit: 4 })
      .ids.map((id) => id.replaceAll('-', ''));

  it('breaks ties by the whole id, ascending and descending', () => {
    const ascending = [ids[1], ids[2], ids[0], ids[3]];
    expect(pageOf('price', false)).toEqual(ascending);
    expect(pageOf('createdAt', false)).toEqual(ascending);
    expect(pageOf('price', true)).toEqual([...ascending].reverse());
    // Relevance breaks its ties newest first, then by id descending.
    expect(pageOf('relevance', false)).toEqual([...ascending].reverse());
  });
});
