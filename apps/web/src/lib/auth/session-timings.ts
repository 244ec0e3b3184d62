import {
  SESSION_ACTIVITY_CHECK_MS,
  SESSION_MAX_AGE_MS,
  SESSION_MAX_IDLE_MS,
  SESSION_WARNING_MS,
  TOKEN_EXPIRY_CHECK_MS,
} from '@store/shared/constants';

/** The client's session clock (spec sections 4 and 9), in milliseconds. */
export interface SessionTimings {
  /** How often the admin session is checked (60 s). */
  activityCheckMs: number;
  /** How long before expiry the warning shows (5 minutes). */
  warningMs: number;
  /** Idle time after which the session ends (4 hours). */
  maxIdleMs: number;
  /** Age after which the session ends, activity or not (12 hours). */
  maxSessionMs: number;
  /** How often the access token's expiry is checked (5 minutes). */
  tokenCheckMs: number;
}

export const SESSION_TIMINGS: SessionTimings = {
  activityCheckMs: SESSION_ACTIVITY_CHECK_MS,
  warningMs: SESSION_WARNING_MS,
  maxIdleMs: SESSION_MAX_IDLE_MS,
  maxSessionMs: SESSION_MAX_AGE_MS,
  tokenCheckMs: TOKEN_EXPIRY_CHECK_MS,
};

declare global {
  interface Window {
    /** Shortened session timings for the end-to-end tests; see `sessionTimings`. */
    __STORE_TEST_CLOCK__?: Partial<SessionTimings>;
  }
}

/**
 * The timings in force. The end-to-end tests shorten them by defining `window.__STORE_TEST_CLOCK__`
 * with `addInitScript` before the app loads: they run the production build, so a build-time flag
 * would mean testing a different bundle. It cannot change production behaviour: nothing in the app
 * sets it, and a value is only taken when it is shorter than the real one, so whoever sets it (a
 * test, or a person in their own devtools) can only end their own session sooner. The server
 * enforces the real idle and total limits regardless.
 */
export function sessionTimings(): SessionTimings {
  const overrides = typeof window === 'undefined' ? undefined : window.__STORE_TEST_CLOCK__;
  if (!overrides) return SESSION_TIMINGS;
  const timings = { ...SESSION_TIMINGS };
  for (const key of Object.keys(SESSION_TIMINGS) as (keyof SessionTimings)[]) {
    const value = overrides[key];
    if (typeof value === 'number' && value > 0 && value < SESSION_TIMINGS[key]) {
      timings[key] = value;
    }
  }
  return timings;
}
