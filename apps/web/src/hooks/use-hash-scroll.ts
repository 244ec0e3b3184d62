import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded section to appear before giving up. */
const WAIT_FOR_TARGET_MS = 4000;

/**
 * When the URL has a hash (/#about, /#contact, /#top), scrolls smoothly to the element with that
 * id (spec section 2), waiting for lazy sections to mount.
 */
export function useHashScroll(): void {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    const deadline = performance.now() + WAIT_FOR_TARGET_MS;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname, key]);
}
