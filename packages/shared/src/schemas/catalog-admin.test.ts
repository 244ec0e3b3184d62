import { describe, expect, it } from 'vitest';
import {
  catalogMessagesEn,
  categoryInputSchema,
  productInputSchema,
  productInputSchemaWith,
} from './catalog-admin.ts';

const product = {
  name: { en: 'Amber Veil', ar: 'حجاب العنبر' },
  description: { en: '', ar: '' },
  longDescription: { en: '', ar: '' },
  concentration: { en: '', ar: '' },
  notes: { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } },
  price: 89.5,
  size: '50ml',
  category: 'oriental',
  categoryId: null,
  images: [],
  featured: false,
  stock: 3,
};

describe('productInputSchema', () => {
  it('accepts a complete product and trims its texts', () => {
    const parsed = productInputSchema.parse({ ...product, name: { en: ' Amber ', ar: 'عنبر' } });
    expect(parsed.name.en).toBe('Amber');
  });

  it.each([0, 0.01, 89.5, 1_000_000])('accepts the price %s', (price) => {
    expect(productInputSchema.safeParse({ ...product, price }).success).toBe(true);
  });

  it.each([-0.01, 10.555, 1_000_000.01, Number.NaN])('refuses the price %s', (price) => {
    const result = productInputSchema.safeParse({ ...product, price });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['price'],
      message: catalogMessagesEn.price,
    });
  });

  it('speaks the messages it is given', () => {
    const schema = productInputSchemaWith({ ...catalogMessagesEn, required: 'مطلوب' });
    const result = schema.safeParse({ ...product, name: { en: '', ar: '' } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['مطلوب', 'مطلوب']);
  });
});

describe('categoryInputSchema', () => {
  it('lower-cases a slug and refuses a malformed one', () => {
    const base = { name: { en: 'Oud', ar: 'عود' }, description: { en: '', ar: '' } };
    expect(categoryInputSchema.parse({ ...base, slug: 'Oud-Blends' }).slug).toBe('oud-blends');
    expect(categoryInputSchema.safeParse({ ...base, slug: 'oud blends' }).success).toBe(false);
    expect(categoryInputSchema.parse({ ...base, slug: '' }).slug).toBe('');
  });
});
