import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './review-requests.service.ts';

describe('the name a review shows', () => {
  it('is the first name and the initial of the last', () => {
    expect(reviewAuthorName('Noura', 'Al-Harbi')).toBe('Noura A.');
    expect(reviewAuthorName(' lina ', ' haddad ')).toBe('lina H.');
    expect(reviewAuthorName('ريم', 'العتيبي')).toBe('ريم ع.');
    expect(reviewAuthorName('سارة', 'قحطاني')).toBe('سارة ق.');
    // "ال" alone is a name, not an article.
    expect(reviewAuthorName('سارة', 'ال')).toBe('سارة ا.');
  });

  it('is the first name alone without a last name', () => {
    expect(reviewAuthorName('Noura', '')).toBe('Noura');
    expect(reviewAuthorName('Noura', '   ')).toBe('Noura');
  });
});
