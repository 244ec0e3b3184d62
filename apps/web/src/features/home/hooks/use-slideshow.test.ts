import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_SLIDE_INTERVAL_MS } from '@store/shared/constants';
import { useSlideshow } from './use-slideshow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hero slideshow', () => {
  it('advances every 4 seconds and wraps to the first after the last', () => {
    expect(HERO_SLIDE_INTERVAL_MS).toBe(4000);
    const { result } = renderHook(() => useSlideshow(4));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3 * 4000));
    expect(result.current.index).toBe(0);
  });

  it('restarts the interval after a dot is chosen', () => {
    const { result } = renderHook(() => useSlideshow(4));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.goTo(2));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(3);
  });

  it('stays still with a single image', () => {
    const { result } = renderHook(() => useSlideshow(1));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});
