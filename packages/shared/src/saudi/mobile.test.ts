import { describe, expect, it } from 'vitest';
import { parseMobile } from './mobile.ts';

describe('parseMobile', () => {
  it.each([
    '0512345678',
    '512345678',
    '+966512345678',
    '00966512345678',
    '+966 51 234 5678',
    '051-234-5678',
    '٠٥١٢٣٤٥٦٧٨',
    '۰۵۱۲۳۴۵۶۷۸',
  ])('reads %s as +966512345678', (typed) => {
    expect(parseMobile(typed)?.e164).toBe('+966512345678');
  });

  it.each([
    ['a landline', '0112345678'],
    ['too short', '05123456'],
    ['too long', '05123456789'],
    ['another country', '+971501234567'],
    ['letters', '05x2345678'],
    ['empty', ''],
  ])('refuses %s', (_, typed) => {
    expect(parseMobile(typed)).toBeNull();
  });

  it('reads a number of another Gulf country for its address', () => {
    expect(parseMobile('050 123 4567', 'AE')?.e164).toBe('+971501234567');
    expect(parseMobile('+966512345678', 'AE')).toBeNull();
  });

  it('gives the national form a Saudi shopper recognises', () => {
    expect(parseMobile('+966512345678')?.national).toBe('051 234 5678');
  });
});
