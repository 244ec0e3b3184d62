import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Moves to `path` (replacing this entry) after `delayMs`, once `path` is given. */
export function useRedirectAfter(path: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!path) return;
    const timer = setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
