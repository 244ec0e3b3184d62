import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { ensurePageTexts } from '../../../lib/i18n/language-bundles.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import { localize } from '@store/shared/locales';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { useShippingOptions } from '../../../api/get-shipping-options.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { PayLaterLine } from '../../../components/pay-later/pay-later-line.tsx';
import { ProductOffers } from './product-offers.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingLine } from '../../../components/ui/stars.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { productShopItem } from '../../../lib/shop-event-items.ts';
import { emitShopEvent } from '../../../lib/shop-events.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { PageHead } from '../../seo/page-head.tsx';
import { useProduct } from '../api/get-product.ts';
import { FragrancePyramid } from './fragrance-pyramid.tsx';
import { ProductActions } from './product-actions.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductNotFound } from './product-not-found.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { TrustBadges } from './trust-badges.tsx';
import { ProductSize } from '../../../components/ui/product-size.tsx';

// Below the product: its code and the English texts of reviews come as a chunk of their own. The
// server's render waits for it (a prerender) and the browser keeps that section until it is in.
const ProductReviews = lazy(() =>
  Promise.all([import('./product-reviews.tsx'), ensurePageTexts()]).then(([m]) => ({
    default: m.ProductReviews,
  })),
);

/**
 * /product/{id} (spec section 2). A rating is shown only from approved verified reviews
 * (DESIGN.md, issue 21 point 5); the reviews follow the details.
 */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['catalog', 'common']);
  const paths = usePaths();
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const shippingOptions = useShippingOptions();
  const query = useProduct(id);
  const product = query.data;
  const name = product ? localize(product.name, language) : undefined;
  // Once per product shown (marketing tags, with the shopper's consent).
  const shownId = product?._id;
  useEffect(() => {
    if (product) emitShopEvent({ type: 'view_item', items: [productShopItem(product)] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownId]);

  const failedToLoad =
    query.isError && !(query.error instanceof ApiError && query.error.isNotFound);
  useEffect(() => {
    if (failedToLoad) toast.error(t('common:toast.error'), t('detail.loadError'));
  }, [failedToLoad, t]);

  if (query.isPending) return <PageSpinner />;
  if (failedToLoad) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-28 text-center">
        <p className="font-display text-3xl">{t('detail.loadError')}</p>
        <Button className="mt-8" onClick={() => void query.refetch()}>
          {t('listing.retry')}
        </Button>
      </div>
    );
  }
  if (!product || !name) return <ProductNotFound />;

  const family = t(`families.${product.category}`);
  const longDescription = localize(product.longDescription, language);
  const concentration = localize(product.concentration, language);

  return (
    <div className="mx-auto max-w-[90rem] px-5 pt-8 pb-20 sm:px-6 lg:px-10 lg:pt-12 lg:pb-28">
      <PageHead page="product" product={product} />
      <Breadcrumb
        label={t('detail.breadcrumb')}
        className="mb-8"
        items={[
          { label: t('detail.home'), to: paths.home },
          { label: family, to: `${paths.products}?category=${product.category}` },
          { label: name },
        ]}
      />

      <div className="grid gap-10 lg:grid-cols-[1.05fr_1fr] lg:gap-20">
        <ProductGallery images={product.images} name={name} family={product.category} />

        <div>
          <p className="eyebrow text-gold-deep">{family}</p>
          <h1 className="mt-4 text-display-xl">{name}</h1>
          {product.rating && (
            <a
              href="#reviews"
              className="mt-4 inline-block hover:underline"
              data-testid="product-rating"
            >
              <RatingLine rating={product.rating} />
            </a>
          )}
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            {localize(product.description, language)}
          </p>

          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Price amount={product.price} className="font-display text-4xl text-ink" />
            {settings.commerce.pricesIncludeVat && (
              <span className="text-sm text-ink-muted">{t('common:siteFooter.currencyNote')}</span>
            )}
          </div>
          <PayLaterLine amount={product.price} className="mt-3" />
          <ProductOffers productId={product._id} />

          <ul className="mt-6 flex flex-wrap gap-2">
            {concentration && (
              <li>
                <Badge>
                  <span className="sr-only">{t('detail.concentration')}: </span>
                  {concentration}
                </Badge>
              </li>
            )}
            <li>
              <Badge>
                <span className="sr-only">{t('detail.size')}: </span>
                <ProductSize size={product.size} />
              </Badge>
            </li>
            {product.featured && (
              <li>
                <Badge tone="gold">{t('card.featured')}</Badge>
              </li>
            )}
            {product.inStock && product.stock > 0 && product.stock <= LOW_STOCK_THRESHOLD && (
              <li>
                <Badge tone="rose">{t('detail.lowStock', { count: product.stock })}</Badge>
              </li>
            )}
          </ul>

          <ProductActions product={product} name={name} />
          <ShareButtons product={product} name={name} />
          <TrustBadges freeShipping={shippingOptions.freeShipping} />

          {longDescription && (
            <section aria-labelledby="story-title" className="mt-14">
              <h2 id="story-title" className="text-display-md">
                {t('detail.story')}
              </h2>
              <p className="mt-5 leading-loose whitespace-pre-line text-ink-soft">
                {longDescription}
              </p>
            </section>
          )}
          <FragrancePyramid notes={product.notes} />
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductReviews productSegment={id} />
      </Suspense>
    </div>
  );
}
