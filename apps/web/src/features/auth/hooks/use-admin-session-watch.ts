import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  checkAdminSession,
  readAdminSession,
  touchAdminSession,
  updateAdminSession,
  type SessionLimit,
} from '../../../lib/auth/session-record.ts';
import { requestVerify } from '../../../lib/auth/auth-api.ts';
import { sessionTimings } from '../../../lib/auth/session-timings.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { toast } from '../../../stores/toast-store.ts';

/** What counts as activity (spec section 4, "Admin session"). */
export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/** Refreshing at 60 Hz from mousemove would be pointless; often enough for the idle limit. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;
const COUNTDOWN_TICK_MS = 1_000;

export interface SessionWarning {
  remainingMs: number;
  limit: SessionLimit;
}

/**
 * Watches the admin session while the admin area is open (spec section 4, "Admin session"):
 * activity refreshes the last-activity time; a check every 60 s ends an invalid session and raises
 * the warning once 5 minutes or less remain (then checks every second, for the countdown and so
 * activity lifts it); a changed user agent is flagged once. On entry, GET /api/auth/verify confirms
 * the session with the server and brings the address the server recorded.
 */
export function useAdminSessionWatch() {
  const { t } = useTranslation('auth');
  const [warning, setWarning] = useState<SessionWarning | null>(null);
  /** The total-age limit cannot be extended; once acknowledged, its warning stays away. */
  const [ageWarningDismissed, setAgeWarningDismissed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    requestVerify(controller.signal)
      .then(({ session }) => updateAdminSession({ ipAddress: session.ipAddress }))
      .catch(() => {
        // A 401 already ended the sign-in (API client); anything else changes nothing here.
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const throttleMs = Math.min(ACTIVITY_WRITE_INTERVAL_MS, sessionTimings().activityCheckMs / 4);
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < throttleMs) return;
      lastWrite = now;
      touchAdminSession(now);
    };
    const options = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, options));
    return () =>
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, options));
  }, []);

  const warningShown = warning !== null;
  useEffect(() => {
    const timings = sessionTimings();
    const check = () => {
      const result = checkAdminSession(readAdminSession(), Date.now(), timings);
      if (result.status === 'invalid') {
        authStore.sessionExpired();
        return;
      }
      if (result.userAgentChanged && !readAdminSession()?.suspicious) {
        updateAdminSession({ suspicious: true });
        toast.warning(t('session.suspiciousTitle'), t('session.suspiciousMessage'));
      }
      const near = result.remainingMs <= timings.warningMs;
      if (near && !(result.limit === 'age' && ageWarningDismissed)) {
        setWarning({ remainingMs: result.remainingMs, limit: result.limit });
        authStore.sessionWarning(result.remainingMs);
      } else {
        setWarning(null);
        authStore.sessionResumed();
      }
    };
    check();
    const every = warningShown
      ? Math.min(COUNTDOWN_TICK_MS, timings.activityCheckMs)
      : timings.activityCheckMs;
    const interval = setInterval(check, every);
    return () => clearInterval(interval);
  }, [warningShown, ageWarningDismissed, t]);

  const stay = useCallback(() => {
    setWarning(null);
    if (warning?.limit === 'age') setAgeWarningDismissed(true);
    else void authStore.extendSession();
  }, [warning]);

  const signOut = useCallback(() => void authStore.logout(), []);

  return { warning, stay, signOut };
}
