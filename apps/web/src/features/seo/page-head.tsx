import { useLocation } from 'react-router';
import { localizedPath } from '@store/shared/page-addresses';
import type { Category, Product } from '@store/shared/schemas/catalog';
import { useHomepage } from '../../api/get-homepage.ts';
import { useReturnPolicy } from '../../api/get-return-policy.ts';
import { useShippingOptions } from '../../api/get-shipping-options.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { HeadTagsView } from './head-tags-view.tsx';
import { categoryHead, homeHead, listingHead, productHead } from './page-heads.ts';
import { useSeoContext } from './use-seo-context.ts';

/** Which page, with the data its head is made of. */
export type PageHeadProps =
  | { page: 'home' }
  | { page: 'listing' }
  | { page: 'category'; category: Category }
  | { page: 'product'; product: Product };

/**
 * The page's `<head>`: title, description, canonical and language alternates, robots, Open Graph,
 * X card and JSON-LD, in the page's language (SEO.md). One line in each indexable storefront page;
 * a shopper's own pages use `usePrivatePageHead`.
 */
export function PageHead(props: PageHeadProps) {
  switch (props.page) {
    case 'home':
      return <HomeHead />;
    case 'listing':
      return <ListingHead />;
    case 'category':
      return <CategoryHead category={props.category} />;
    case 'product':
      return <ProductHead product={props.product} />;
  }
}

function HomeHead() {
  const context = useSeoContext();
  const { data } = useHomepage();
  return <HeadTagsView head={homeHead(context, data)} />;
}

function ListingHead() {
  const context = useSeoContext();
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const texts = { title: t('listing.documentTitle'), description: t('listing.subtitle') };
  return <HeadTagsView head={listingHead(context, texts, search)} />;
}

function CategoryHead({ category }: { category: Category }) {
  const context = useSeoContext();
  const { t } = useTranslation(['catalog', 'nav']);
  const { search } = useLocation();
  const texts = { home: t('detail.home'), products: t('nav:products') };
  return <HeadTagsView head={categoryHead(context, category, texts, search)} />;
}

function ProductHead({ product }: { product: Product }) {
  const context = useSeoContext();
  const { t } = useTranslation('catalog');
  const shipping = useShippingOptions();
  const { language } = context;
  // The page's visible breadcrumb: home, then the product's scent family in the listing.
  const crumbs = [
    { name: t('detail.home'), path: localizedPath(language, '/') },
    {
      name: t(`families.${product.category}`),
      path: localizedPath(language, `/products?category=${product.category}`),
    },
  ];
  const returnPolicy = useReturnPolicy().data;
  return <HeadTagsView head={productHead(context, product, { crumbs, shipping, returnPolicy })} />;
}
