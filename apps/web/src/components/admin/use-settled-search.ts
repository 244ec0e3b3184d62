import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * The text of a list's search box, handed on once typing settles for a moment rather than at every
 * key. `settled` is the search the list shows now (usually from the URL): when it changes under the
 * box (back button, clear), the box follows it. `trim` hands on the text without its outer spaces.
 * `settleNow` hands it on at once, for a search form's submit.
 */
export function useSettledSearch(
  settled: string,
  onSettle: (search: string) => void,
  { trim = false }: { trim?: boolean } = {},
) {
  const [text, setText] = useState(settled);
  useEffect(() => setText(settled), [settled]);
  // The latest callback, so a parent that rebuilds it each render does not restart the wait.
  const latest = useRef(onSettle);
  useEffect(() => {
    latest.current = onSettle;
  });
  const typed = trim ? text.trim() : text;
  useEffect(() => {
    if (typed === settled) return;
    const timer = setTimeout(() => latest.current(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, settled]);
  return { text, setText, settleNow: () => onSettle(typed) };
}
