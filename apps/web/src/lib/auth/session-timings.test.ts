import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TIMINGS, sessionTimings } from './session-timings.ts';

afterEach(() => {
  delete window.__STORE_TEST_CLOCK__;
});

describe('session timings', () => {
  it("are the spec's: 60 s check, 5-minute warning, 4 h idle, 12 h total, 5-minute token check", () => {
    expect(sessionTimings()).toEqual({
      activityCheckMs: 60_000,
      warningMs: 5 * 60_000,
      maxIdleMs: 4 * 60 * 60_000,
      maxSessionMs: 12 * 60 * 60_000,
      tokenCheckMs: 5 * 60_000,
    });
  });

  it('take a test clock that shortens them', () => {
    window.__STORE_TEST_CLOCK__ = { activityCheckMs: 500, warningMs: 4_000, maxIdleMs: 8_000 };
    expect(sessionTimings()).toEqual({
      ...SESSION_TIMINGS,
      activityCheckMs: 500,
      warningMs: 4_000,
      maxIdleMs: 8_000,
    });
  });

  it('never lengthen one, whatever the page sets', () => {
    window.__STORE_TEST_CLOCK__ = {
      maxIdleMs: 48 * 60 * 60_000,
      maxSessionMs: Number.POSITIVE_INFINITY,
      warningMs: -1,
      activityCheckMs: Number.NaN,
      tokenCheckMs: '1' as unknown as number,
    };
    expect(sessionTimings()).toEqual(SESSION_TIMINGS);
  });
});
