import { useEffect } from 'react';

/**
 * Marks `#root` (`data-app="started"`) once a page's own code has rendered and its buttons work:
 * an effect inside the page's Suspense boundary runs only when that boundary is hydrated or
 * rendered. Before, a click on a server-rendered button does nothing, as it would for a shopper;
 * the end-to-end tests wait for this mark before they interact.
 */
export function PageReady() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.dataset.app = 'started';
  }, []);
  return null;
}
