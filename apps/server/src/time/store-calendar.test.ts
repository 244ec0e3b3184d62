import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './store-calendar.ts';

describe('working days', () => {
  it('skip the Saudi weekend, Friday and Saturday', () => {
    // Thursday 1 January 2026.
    expect(addWorkingDays('2026-01-01', 0)).toBe('2026-01-01');
    expect(addWorkingDays('2026-01-01', 1)).toBe('2026-01-04');
    expect(addWorkingDays('2026-01-01', 3)).toBe('2026-01-06');
    // From a Friday the first working day is Sunday.
    expect(addWorkingDays('2026-01-02', 1)).toBe('2026-01-04');
    // Sunday to Thursday of one week, then across the weekend and a month's end.
    expect(addWorkingDays('2026-01-04', 4)).toBe('2026-01-08');
    expect(addWorkingDays('2026-01-29', 2)).toBe('2026-02-02');
  });
});
