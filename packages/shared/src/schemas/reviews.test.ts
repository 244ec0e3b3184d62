import { describe, expect, it } from 'vitest';
import { ratingOf, REVIEW_LIMITS, reviewEntryRefusal } from './reviews.ts';

const fine = { stars: 5, title: 'Lovely', text: 'Lasts all day.' };

describe('the rules of a review', () => {
  it('takes whole stars from 1 to 5', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(reviewEntryRefusal({ ...fine, stars })).toBeNull();
    for (const stars of [0, 6, -1, 4.5, Number.NaN, Infinity]) {
      expect(reviewEntryRefusal({ ...fine, stars })).toBe('starsOutOfRange');
    }
  });

  it('counts a title’s and a text’s characters, not their UTF-16 units, after trimming', () => {
    expect(reviewEntryRefusal({ ...fine, title: '🌹'.repeat(REVIEW_LIMITS.titleMax) })).toBeNull();
    expect(reviewEntryRefusal({ ...fine, title: ` ${'x'.repeat(REVIEW_LIMITS.titleMax)} ` })).toBe(
      null,
    );
    expect(reviewEntryRefusal({ ...fine, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1) })).toBe(
      'titleTooLong',
    );
    expect(reviewEntryRefusal({ ...fine, text: 'ع'.repeat(REVIEW_LIMITS.textMax) })).toBeNull();
    expect(reviewEntryRefusal({ ...fine, text: 'ع'.repeat(REVIEW_LIMITS.textMax + 1) })).toBe(
      'textTooLong',
    );
  });

  it('needs a text; a title may be empty', () => {
    expect(reviewEntryRefusal({ ...fine, title: '' })).toBeNull();
    expect(reviewEntryRefusal({ ...fine, text: '' })).toBe('textEmpty');
    expect(reviewEntryRefusal({ ...fine, text: ' \n\t ' })).toBe('textEmpty');
  });

  it('checks the stars first, then the title, then the text', () => {
    expect(reviewEntryRefusal({ stars: 9, title: 'x'.repeat(500), text: '' })).toBe(
      'starsOutOfRange',
    );
    expect(reviewEntryRefusal({ stars: 3, title: 'x'.repeat(500), text: '' })).toBe('titleTooLong');
  });
});

describe('a product’s rating', () => {
  it('is none without approved reviews, else the average to one decimal', () => {
    expect(ratingOf(0, 0)).toBeNull();
    expect(ratingOf(3, 11)).toEqual({ average: 3.7, count: 3 });
    expect(ratingOf(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(1, 5)).toEqual({ average: 5, count: 1 });
  });
});
