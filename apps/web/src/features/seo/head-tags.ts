import type { Language } from '@store/shared/locales';
import type { JsonLd } from './json-ld/json-ld-types.ts';

/** An `og:image` with the size a crawler needs to lay out the preview before fetching it. */
export interface SocialImage {
  url: string;
  /** Known for the cards the store makes; unknown for an administrator's image. */
  size: { width: number; height: number } | null;
  alt: string;
}

/**
 * Everything a page says in `<head>` about itself (SEO.md): what search engines, link previews
 * and assistive tools read. Addresses are absolute. Built by the page-head-*.ts builders, rendered
 * by `<PageHead>`.
 */
export interface HeadTags {
  /** The whole `<title>`, the store's name included. */
  title: string;
  description: string;
  /** Null on a page not to be indexed: a noindex page names no canonical address. */
  canonical: string | null;
  /** `hreflang` alternates: each language's address and `x-default`; empty on noindex pages. */
  alternates: { hreflang: Language | 'x-default'; href: string }[];
  /** `noindex, follow` on pages no search engine should list. */
  noindex: boolean;
  openGraph: {
    type: 'website' | 'product';
    siteName: string;
    locale: string;
    alternateLocale: string;
    image: SocialImage | null;
    /** `product:price:*`, incl. VAT, on a product page. */
    price: { amount: string; currency: 'SAR' } | null;
  };
  jsonLd: JsonLd[];
}
