import { describe, expect, it } from 'vitest';
import { periodProblem } from './common.ts';

describe('periodProblem', () => {
  it('accepts open, one-sided and ordered periods', () => {
    expect(periodProblem(null, undefined)).toBeNull();
    expect(periodProblem('2026-12-01T00:00:00.000Z', null)).toBeNull();
    expect(periodProblem(undefined, '2026-12-01T00:00:00.000Z')).toBeNull();
    expect(periodProblem('2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z')).toBeNull();
  });

  it('names an instant that does not read, the start first', () => {
    expect(periodProblem('soon', 'later')).toEqual({ field: 'startsAt', problem: 'dateInvalid' });
    expect(periodProblem('2026-12-01T00:00:00.000Z', 'later')).toEqual({
      field: 'endsAt',
      problem: 'dateInvalid',
    });
  });

  it('refuses an end at or before the start', () => {
    const start = '2026-12-01T00:00:00.000Z';
    expect(periodProblem(start, start)).toEqual({ field: 'endsAt', problem: 'endsBeforeStarts' });
    expect(periodProblem(start, '2026-11-30T00:00:00.000Z')).toEqual({
      field: 'endsAt',
      problem: 'endsBeforeStarts',
    });
  });
});
