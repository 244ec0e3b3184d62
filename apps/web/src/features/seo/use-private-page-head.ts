import { useContext, useEffect } from 'react';
import { useBrand } from '../../hooks/use-brand.ts';
import { ServerTitleContext } from '../../hooks/server-title.ts';

/**
 * The head of a shopper's own page or a step (checkout, payment return, order tracking, returns,
 * not found): "Page — Store" and `noindex, follow`. A hook rather than `<PageHead>`, since these
 * pages return from many places; the browser renders them, so the tag is added where it runs.
 */
export function usePrivatePageHead(pageTitle: string): void {
  const brand = useBrand();
  const title = `${pageTitle} — ${brand.name}`;
  useContext(ServerTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, follow';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}
