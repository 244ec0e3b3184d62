import { describe, expect, it } from 'vitest';
import {
  openedBottleAccepted,
  returnRequestInputSchema,
  returnSettingsInputSchema,
  returnWindow,
  storeDayOf,
} from './returns.ts';

describe('the return window, in Riyadh days', () => {
  it('counts from the Riyadh day of delivery, to the end of the last day', () => {
    // 23:59:59 on 1 March in Riyadh (UTC+3): still the 1st, so the 8th is the last day.
    expect(returnWindow(new Date('2026-03-01T20:59:59Z'), 7)).toEqual({
      lastDay: '2026-03-08',
      endsAt: new Date('2026-03-08T21:00:00Z'),
    });
    // One second later it is 2 March in Riyadh, though still 1 March in UTC.
    expect(returnWindow(new Date('2026-03-01T21:00:00Z'), 7)).toEqual({
      lastDay: '2026-03-09',
      endsAt: new Date('2026-03-09T21:00:00Z'),
    });
  });

  it('crosses months and years', () => {
    expect(returnWindow(new Date('2026-12-28T10:00:00Z'), 7).lastDay).toBe('2027-01-04');
    expect(returnWindow(new Date('2028-02-25T10:00:00Z'), 7).lastDay).toBe('2028-03-03');
  });

  it('names the store day of an instant', () => {
    expect(storeDayOf(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(storeDayOf(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
  });
});

describe('the rule for opened bottles', () => {
  it('takes opened bottles back only for a fault when sealed bottles only are taken', () => {
    expect(openedBottleAccepted('sealed_only', 'changed_mind')).toBe(false);
    expect(openedBottleAccepted('sealed_only', 'other')).toBe(false);
    expect(openedBottleAccepted('sealed_only', 'damaged')).toBe(true);
    expect(openedBottleAccepted('sealed_only', 'wrong_item')).toBe(true);
    expect(openedBottleAccepted('sealed_only', 'not_as_described')).toBe(true);
    expect(openedBottleAccepted('accepted', 'changed_mind')).toBe(true);
  });
});

describe('the shapes of a request and of the settings', () => {
  const line = {
    orderItemId: 'a',
    quantity: 1,
    reason: 'changed_mind',
    reasonText: '',
    sealOpened: false,
  };
  const request = {
    orderNumber: 'MA-AAAA-BBBB',
    email: 'a@example.com',
    resolution: 'refund',
    lines: [line],
  };

  it('asks for words when the reason is "other", and each line once', () => {
    expect(returnRequestInputSchema.safeParse(request).success).toBe(true);
    const other = returnRequestInputSchema.safeParse({
      ...request,
      lines: [{ ...line, reason: 'other', reasonText: '  ' }],
    });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['lines', 0, 'reasonText'],
      params: { rule: 'reasonTextNeeded' },
    });
    const twice = returnRequestInputSchema.safeParse({ ...request, lines: [line, line] });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['lines', 1, 'orderItemId'],
      params: { rule: 'duplicate' },
    });
    expect(returnRequestInputSchema.safeParse({ ...request, lines: [] }).success).toBe(false);
    expect(
      returnRequestInputSchema.safeParse({ ...request, lines: [{ ...line, quantity: 0 }] }).success,
    ).toBe(false);
  });

  it('keeps the window between 1 and 90 days', () => {
    const settings = { windowDays: 7, openedBottles: 'sealed_only', policy: { en: '', ar: '' } };
    expect(returnSettingsInputSchema.safeParse(settings).success).toBe(true);
    for (const windowDays of [0, 91, 7.5]) {
      expect(returnSettingsInputSchema.safeParse({ ...settings, windowDays }).success).toBe(false);
    }
    expect(
      returnSettingsInputSchema.safeParse({ ...settings, openedBottles: 'never' }).success,
    ).toBe(false);
  });
});
