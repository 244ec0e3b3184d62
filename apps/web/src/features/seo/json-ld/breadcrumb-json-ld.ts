import { absoluteUrl, type SeoContext } from '../seo-context.ts';
import type { BreadcrumbListLd, WithContext } from './json-ld-types.ts';

/** A crumb as the page shows it: its label and path; the last (the page itself) has no path. */
export interface Crumb {
  name: string;
  path?: string;
}

/** The page's visible breadcrumb as a BreadcrumbList: the same crumbs, in order, from 1. */
export function breadcrumbJsonLd(
  context: SeoContext,
  crumbs: Crumb[],
): WithContext<BreadcrumbListLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: absoluteUrl(context.origin, crumb.path) }),
    })),
  };
}
