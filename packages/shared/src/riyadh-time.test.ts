import { describe, expect, it } from 'vitest';
import { riyadhInputToInstant, riyadhInputValue, riyadhTime } from './riyadh-time.ts';

describe('riyadhTime', () => {
  it('writes the instant in Riyadh time, three hours ahead of UTC, at each precision', () => {
    const instant = '2026-11-20T21:30:05.000Z';
    expect(riyadhTime(instant, 'day')).toBe('2026-11-21');
    expect(riyadhTime(instant, 'minute')).toBe('2026-11-21 00:30');
    expect(riyadhTime(new Date(instant), 'second')).toBe('2026-11-21 00:30:05');
  });
});

describe('Riyadh datetime-local fields', () => {
  it('reads and writes the field in Riyadh time', () => {
    expect(riyadhInputToInstant('2026-03-31T23:59')).toBe('2026-03-31T20:59:00.000Z');
    expect(riyadhInputValue('2026-03-31T20:59:00.000Z')).toBe('2026-03-31T23:59');
    expect(riyadhInputToInstant('')).toBe('');
    expect(riyadhInputToInstant('soon')).toBe('soon');
  });
});
