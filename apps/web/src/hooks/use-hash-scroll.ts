import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded section to appear before giving up. */
const WAIT_FOR_TARGET_MS = 4000;
/** How long after arriving the target is kept in place while sections above it finish loading. */
const SETTLE_MS = 3000;

/**
 * When the URL has a hash (/#about, /#contact, /#top), scrolls smoothly to the element with that
 * id (spec section 2), waiting for lazy sections to mount. Sections above the target that load
 * later change its position, so for a short while it is re-aligned on every change of the page's
 * height, until the shopper scrolls or types.
 */
export function useHashScroll(): void {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    let release = () => {};
    const deadline = performance.now() + WAIT_FOR_TARGET_MS;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        release = keepInPlace(target);
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [hash, pathname, key]);
}

function keepInPlace(target: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const stopAt = performance.now() + SETTLE_MS;
  // The first report is the size at observe() time, not a change: the smooth scroll goes on.
  let initial = true;
  const observer = new ResizeObserver(() => {
    if (initial) {
      initial = false;
      return;
    }
    if (performance.now() > stopAt) return release();
    target.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function release() {
    observer.disconnect();
    for (const name of userEvents) window.removeEventListener(name, release);
  }
  observer.observe(document.body);
  for (const name of userEvents) window.addEventListener(name, release, { passive: true });
  return release;
}
