import { describe, expect, it } from 'vitest';
import { SearchMatchCache, SearchMatches, type MatchColumns } from './search-matches.ts';

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
          resolve(new SearchMatches(NONE));
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
