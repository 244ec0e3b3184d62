import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top; filter and page changes (same path) keep the shopper's place. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only a new path counts; the hash is handled by useHashScroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
