import { describe, expect, it } from 'vitest';
import { whatsappDigits, whatsappLink } from './whatsapp-link.ts';

describe('whatsapp number', () => {
  it('keeps digits only (spec section 5)', () => {
    expect(whatsappDigits('+966 (50) 123-4567')).toBe('966501234567');
    expect(whatsappLink('+966 50 123 4567')).toBe('https://wa.me/966501234567');
  });

  it('gives no link without digits', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(' + - ')).toBeNull();
  });
});
