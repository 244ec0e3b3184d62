import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '@store/shared/constants';
import { createToastStore } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('closes each toast after 5000 ms', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    const store = createToastStore();
    store.show({ type: 'success', title: 'Added' });
    vi.advanceTimersByTime(2000);
    store.show({ type: 'error', title: 'Failed' });
    expect(store.getState().map((t) => t.type)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(3000);
    expect(store.getState().map((t) => t.type)).toEqual(['error']);
    vi.advanceTimersByTime(2000);
    expect(store.getState()).toEqual([]);
  });

  it('can be dismissed early', () => {
    const store = createToastStore();
    const id = store.show({ type: 'info', title: 'Note', message: 'Details' });
    expect(store.getState()[0]).toMatchObject({
      id,
      type: 'info',
      duration: 5000,
      message: 'Details',
    });
    store.dismiss(id);
    expect(store.getState()).toEqual([]);
  });
});
