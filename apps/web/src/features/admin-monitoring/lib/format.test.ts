import { describe, expect, it } from 'vitest';
import {
  clockParts,
  describeUserAgent,
  formatDateTime,
  formatRelative,
  formatTime,
  uptimeParts,
} from './format.ts';

describe('monitoring formats', () => {
  it('splits uptime into days, hours and minutes', () => {
    expect(uptimeParts(93_784)).toEqual({ days: 1, hours: 2, minutes: 3 });
    expect(uptimeParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('names the browser and system of a user agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('Chrome · macOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(describeUserAgent('lightMyRequest')).toBeNull();
  });

  it('says how long ago in the page language', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatRelative('2026-01-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-01-01T11:55:00Z', 'ar', now)).toContain('دقائق');
  });

  it('tells times in Riyadh time, whatever the browser’s zone', () => {
    // 21:30 UTC is 00:30 the next day in Riyadh (UTC+3).
    expect(formatDateTime('2026-01-01T21:30:00Z', 'en')).toBe('Jan 2, 2026, 12:30 AM');
    expect(formatTime('2026-01-01T21:30:00Z', 'en')).toBe('12:30 AM');
    expect(clockParts('2026-01-01T21:30:00Z', 'en')).toEqual({ clock: '12:30', period: 'AM' });
    expect(clockParts('2026-01-01T09:05:00Z', 'ar')).toEqual({ clock: '12:05', period: 'م' });
  });
});
