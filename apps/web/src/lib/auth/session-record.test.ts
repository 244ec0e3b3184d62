import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, makeToken } from '../../test/auth-fixtures.ts';
import {
  checkAdminSession,
  createAdminSessionRecord,
  destroyAdminSession,
  readAdminSession,
  touchAdminSession,
  writeAdminSession,
  type AdminSessionRecord,
} from './session-record.ts';

const HOUR = 60 * 60_000;
const timings = { maxIdleMs: 4 * HOUR, maxSessionMs: 12 * HOUR };
const start = Date.UTC(2026, 0, 1, 8);

function record(overrides: Partial<AdminSessionRecord> = {}): AdminSessionRecord {
  return { ...createAdminSessionRecord(ADMIN, makeToken({ sid: 's-1' }), start), ...overrides };
}

afterEach(() => vi.restoreAllMocks());

describe('admin session record (spec sections 3 and 4)', () => {
  it('is created at sign-in with the server session id from the token and this browser', () => {
    expect(record()).toEqual({
      userId: ADMIN.id,
      email: ADMIN.email,
      role: 'admin',
      loginTime: start,
      lastActivity: start,
      sessionId: 's-1',
      ipAddress: '',
      userAgent: navigator.userAgent,
    });
  });

  it('is kept under admin_session, refreshed by activity, and destroyed', () => {
    writeAdminSession(record());
    expect(JSON.parse(window.localStorage.getItem('admin_session')!).sessionId).toBe('s-1');
    touchAdminSession(start + 1_000);
    expect(readAdminSession()?.lastActivity).toBe(start + 1_000);
    destroyAdminSession();
    expect(readAdminSession()).toBeNull();
  });

  it('has time left up to the nearer limit, and says which', () => {
    expect(checkAdminSession(record(), start + HOUR, timings)).toEqual({
      status: 'active',
      remainingMs: 3 * HOUR,
      limit: 'idle',
      userAgentChanged: false,
    });
    const busy = record({ lastActivity: start + 11 * HOUR });
    expect(checkAdminSession(busy, start + 11.5 * HOUR, timings)).toMatchObject({
      status: 'active',
      remainingMs: 0.5 * HOUR,
      limit: 'age',
    });
  });

  it('is invalid once idle longer than the maximum idle time', () => {
    expect(checkAdminSession(record(), start + 4 * HOUR, timings).status).toBe('active');
    expect(checkAdminSession(record(), start + 4 * HOUR + 1, timings)).toEqual({
      status: 'invalid',
      reason: 'idle',
    });
  });

  it('is invalid once older than the maximum session time, activity or not', () => {
    const busy = record({ lastActivity: start + 12 * HOUR });
    expect(checkAdminSession(busy, start + 12 * HOUR + 1, timings)).toEqual({
      status: 'invalid',
      reason: 'age',
    });
  });

  it('is invalid without a sessionId, userId or email, or without a record', () => {
    for (const missing of [{ sessionId: '' }, { userId: '' }, { email: '' }]) {
      expect(checkAdminSession(record(missing), start, timings)).toEqual({
        status: 'invalid',
        reason: 'missing',
      });
    }
    expect(checkAdminSession(null, start, timings).status).toBe('invalid');
  });

  it('flags a change of browser user agent', () => {
    const check = checkAdminSession(record(), start, timings, 'Another Browser/1.0');
    expect(check).toMatchObject({ status: 'active', userAgentChanged: true });
  });
});
