import { localize, type Language } from '@store/shared/locales';
import { categoryPath, localizedPath, productPath } from '@store/shared/page-addresses';
import type { Category, Product } from '@store/shared/schemas/catalog';
import type { HomepageContent } from '@store/shared/schemas/content';
import type { PublicReturnPolicy } from '@store/shared/schemas/returns';
import type { PublicShippingOptions } from '@store/shared/schemas/shipping';
import { fallbackProductImage } from '../../lib/product-image.ts';
import type { HeadTags, SocialImage } from './head-tags.ts';
import { breadcrumbJsonLd, type Crumb } from './json-ld/breadcrumb-json-ld.ts';
import { organizationJsonLd } from './json-ld/organization-json-ld.ts';
import { priceWithVat, productJsonLd } from './json-ld/product-json-ld.ts';
import { websiteJsonLd } from './json-ld/website-json-ld.ts';
import { pageAlternates } from './page-alternates.ts';
import { absoluteUrl, OG_LOCALES, OTHER_LANGUAGE, type SeoContext } from './seo-context.ts';
import { productSocialCard } from './social-card.ts';

/*
 * The head of each kind of page (SEO.md): plain functions of the page's data, so the server's
 * render and the browser's build the same tags.
 */

/** "Page — Store", as the rest of the app titles its pages. */
function titled(context: SeoContext, page: string): string {
  return `${page} — ${context.brand.name}`;
}

/** Search engines show about 155 characters; a longer text is cut at a word. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

function openGraph(
  context: SeoContext,
  type: HeadTags['openGraph']['type'],
  image: SocialImage | null = null,
  price: HeadTags['openGraph']['price'] = null,
): HeadTags['openGraph'] {
  return {
    type,
    siteName: context.brand.name,
    locale: OG_LOCALES[context.language],
    alternateLocale: OG_LOCALES[OTHER_LANGUAGE[context.language]],
    image,
    price,
  };
}

const notIndexed: Pick<HeadTags, 'canonical' | 'alternates' | 'noindex'> = {
  canonical: null,
  alternates: [],
  noindex: true,
};

/** An indexable page whose address in each language `pathIn` gives. */
function indexable(
  context: SeoContext,
  pathIn: (language: Language) => string,
): Pick<HeadTags, 'canonical' | 'alternates' | 'noindex'> {
  return {
    canonical: absoluteUrl(context.origin, pathIn(context.language)),
    alternates: pageAlternates(context, pathIn),
    noindex: false,
  };
}

export function homeHead(context: SeoContext, content: HomepageContent | undefined): HeadTags {
  const seo = content?.seo;
  const title =
    (seo && localize(seo.title, context.language)) ||
    `${context.brand.name} — ${context.brand.tagline}`;
  const description =
    (seo && localize(seo.description, context.language)) ||
    localize(context.settings.siteInfo.description, context.language);
  return {
    title,
    description: snippet(description),
    ...indexable(context, (language) => localizedPath(language, '/')),
    openGraph: openGraph(context, 'website'),
    jsonLd: [organizationJsonLd(context), websiteJsonLd(context)],
  };
}

/**
 * The product listing. Its query decides whether it is indexed: a filter or a search is a page
 * of results (`noindex, follow`); the plain listing and its further pages are the catalogue.
 */
export function listingHead(
  context: SeoContext,
  texts: { title: string; description: string },
  search: string,
): HeadTags {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const filtered = [...query.keys()].some((key) => key !== 'page' && key !== 'view');
  const pathIn = (language: Language) =>
    localizedPath(language, '/products') +
    (Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  return {
    title: titled(context, texts.title),
    description: snippet(texts.description),
    ...(filtered ? notIndexed : indexable(context, pathIn)),
    openGraph: openGraph(context, 'website'),
    jsonLd: [],
  };
}

export function categoryHead(
  context: SeoContext,
  category: Category,
  texts: { home: string; products: string },
  search: string,
): HeadTags {
  const { language } = context;
  const name = localize(category.name, language);
  const title = localize(category.seo.title, language) || name;
  const description =
    localize(category.seo.description, language) || localize(category.description, language);
  // Sorted or filtered, the category's products are the same page in another order.
  const filtered = [...new URLSearchParams(search).keys()].some((key) => key !== 'page');
  const crumbs: Crumb[] = [
    { name: texts.home, path: localizedPath(language, '/') },
    { name: texts.products, path: localizedPath(language, '/products') },
    { name },
  ];
  return {
    title: titled(context, title),
    description: snippet(description || name),
    ...(filtered ? notIndexed : indexable(context, (lang) => categoryPath(lang, category))),
    openGraph: openGraph(
      context,
      'website',
      category.image
        ? { url: absoluteUrl(context.origin, category.image), size: null, alt: name }
        : null,
    ),
    jsonLd: [breadcrumbJsonLd(context, crumbs)],
  };
}

export function productHead(
  context: SeoContext,
  product: Product,
  page: {
    /** The visible breadcrumb's crumbs above the product: home, then its family. */
    crumbs: Crumb[];
    shipping?: PublicShippingOptions;
    returnPolicy?: PublicReturnPolicy;
  },
): HeadTags {
  const { language, origin } = context;
  const name = localize(product.name, language);
  const description = snippet(
    localize(product.seo.description, language) || localize(product.description, language) || name,
  );
  const url = absoluteUrl(origin, productPath(language, product));
  const card = productSocialCard(origin, product, name);
  const pictures = product.images.length
    ? product.images.map((image) => image.url)
    : [fallbackProductImage(product.category)];
  const price = priceWithVat(product, context);
  return {
    title: titled(context, localize(product.seo.title, language) || name),
    description,
    ...indexable(context, (lang) => productPath(lang, product)),
    openGraph: openGraph(context, 'product', card, { amount: price, currency: 'SAR' }),
    jsonLd: [
      productJsonLd(context, product, {
        url,
        description,
        images: [...pictures.map((picture) => absoluteUrl(origin, picture)), card.url],
        shipping: page.shipping,
        returnPolicy: page.returnPolicy,
        // Approved verified reviews only; none, no rating claimed.
        rating: product.rating
          ? {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
              bestRating: 5,
              worstRating: 1,
            }
          : undefined,
      }),
      breadcrumbJsonLd(context, [...page.crumbs, { name }]),
    ],
  };
}
