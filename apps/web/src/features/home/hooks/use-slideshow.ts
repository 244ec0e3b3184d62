import { useCallback, useEffect, useState } from 'react';
import { HERO_SLIDE_INTERVAL_MS } from '@store/shared/constants';

/** The hero's current slide: advances every 4 s and wraps from the last to the first. */
export function useSlideshow(count: number, interval: number = HERO_SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  // A manual choice restarts the timer, so the chosen slide gets its full time.
  const [restart, setRestart] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval, restart]);

  const goTo = useCallback((next: number) => {
    setIndex(next);
    setRestart((n) => n + 1);
  }, []);

  return { index: count > 0 ? index % count : 0, goTo };
}
