import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { Product } from '@store/shared/schemas/catalog';
import { REVIEW_LIMITS } from '@store/shared/review-limits';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { FallbackImage } from '../ui/fallback-image.tsx';
import { Price } from '../ui/price.tsx';
import { RatingLine } from '../ui/stars.tsx';
import { usePaths } from '../../hooks/use-paths.ts';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../lib/product-image.ts';
import { addProductToCart } from './add-to-cart.ts';
import { ProductSize } from '../ui/product-size.tsx';

export type ProductCardLayout = 'grid' | 'list';

/**
 * A product in a listing (spec section 2): first image (family artwork as fallback), Featured and
 * Out of Stock badges, name, its verified rating from 3 approved reviews, description, family,
 * price, size, View Details and Add to Cart.
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
  largest = false,
}: {
  product: Product;
  layout?: ProductCardLayout;
  /** The first row is above the fold: load it at once. */
  eager?: boolean;
  /** The first card's image is the listing's largest paint: fetched ahead of the others. */
  largest?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const paths = usePaths();
  const { language } = useLanguage();
  const name = localize(product.name, language);
  const family = t(`families.${product.category}`);
  const href = paths.product(product);
  const isList = layout === 'list';

  return (
    <article
      data-testid="product-card"
      aria-labelledby={`product-${product._id}`}
      className={cx(
        'group relative flex bg-paper',
        isList ? 'flex-row gap-5 p-4 sm:gap-8 sm:p-5' : 'flex-col',
      )}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cx(
          'relative block shrink-0 overflow-hidden bg-ivory-deep',
          isList ? 'w-28 self-start sm:w-44' : 'w-full',
        )}
      >
        <FallbackImage
          src={product.images[0]?.url}
          fallbackSrc={fallbackProductImage(product.category)}
          alt=""
          width={600}
          height={750}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={largest ? 'high' : 'auto'}
          className="aspect-[4/5] w-full object-cover transition-transform duration-[1200ms] ease-luxe group-hover:scale-[1.04]"
        />
        <span className="absolute start-3 top-3 flex flex-col items-start gap-1.5">
          {product.featured && <Badge tone="gold">{t('card.featured')}</Badge>}
          {!product.inStock && <Badge tone="ink">{t('card.outOfStock')}</Badge>}
        </span>
      </Link>

      <div className={cx('flex flex-1 flex-col', isList ? 'py-1' : 'px-5 pt-5 pb-6')}>
        <p className="eyebrow text-gold-deep">{family}</p>
        <h2 id={`product-${product._id}`} className="mt-2 text-2xl leading-tight text-ink">
          <Link to={href} className="hover:text-gold-deep">
            {name}
          </Link>
        </h2>
        {product.rating && product.rating.count >= REVIEW_LIMITS.cardMinimum && (
          <RatingLine rating={product.rating} className="mt-2" size={13} />
        )}
        <p
          className={cx(
            'mt-2 text-sm leading-relaxed text-ink-soft',
            isList ? 'line-clamp-3' : 'line-clamp-2',
          )}
        >
          {localize(product.description, language)}
        </p>
        <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-4">
          <Price amount={product.price} className="text-lg font-medium text-ink" />
          <span className="text-xs text-ink-muted">
            <ProductSize size={product.size} />
          </span>
        </div>
        {/* Side by side when both labels fit, stacked when they do not (narrow cards, long words). */}
        <div className="mt-5 flex flex-wrap gap-2 *:flex-[1_1_0]">
          <Link to={href} className={buttonClass('secondary', 'sm', 'px-3')}>
            {t('card.viewDetails')}
            <span className="sr-only">{`: ${name}`}</span>
          </Link>
          <button
            type="button"
            disabled={!product.inStock}
            onClick={() => addProductToCart(product, t('card.added', { name }))}
            className={buttonClass('primary', 'sm', 'px-3')}
          >
            {product.inStock ? t('card.addToCart') : t('card.outOfStock')}
            <span className="sr-only">{`: ${name}`}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
