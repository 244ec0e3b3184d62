import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { usePaths } from '../../../hooks/use-paths.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { MinusIcon } from '../../../components/ui/icons/minus-icon.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { cartShopItems } from '../../../lib/shop-event-items.ts';
import { emitShopEvent } from '../../../lib/shop-events.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import type { CartItem } from '../../../stores/cart-rules.ts';
import { ProductSize } from '../../../components/ui/product-size.tsx';

const stepperButton =
  'inline-flex size-9 items-center justify-center text-ink-soft transition-colors hover:bg-ivory-deep hover:text-ink';

/** One more of a line: for the marketing tags, an add to cart of one (as GA4 counts it). */
function addOneMore({ product, quantity }: CartItem) {
  cartStore.setQuantity(product.id, quantity + 1);
  emitShopEvent({ type: 'add_to_cart', items: cartShopItems([{ product, quantity: 1 }]) });
}

export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const { t } = useTranslation('cart');
  const paths = usePaths();
  const { language } = useLanguage();
  const { product, quantity } = item;
  // Carts kept before slugs existed hold only the id, which the server redirects to the slug.
  const href = paths.product(
    typeof product.slugs?.en === 'string' ? { slugs: product.slugs } : product.id,
  );
  const name = localize(product.name, language);
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link to={href} onClick={onNavigate} className="shrink-0">
        <FallbackImage
          src={product.image}
          fallbackSrc={fallbackProductImage(product.category)}
          alt={name}
          width={80}
          height={100}
          className="h-25 w-20 bg-ivory-deep object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={href}
              onClick={onNavigate}
              className="font-display text-xl leading-tight text-ink hover:text-gold-deep"
            >
              {name}
            </Link>
            <p className="mt-1 text-xs text-ink-muted">
              <ProductSize size={product.size} />
            </p>
          </div>
          <Price amount={product.price * quantity} className="shrink-0 text-sm text-ink" />
        </div>
        <div className="mt-auto flex items-center justify-between pt-3">
          <div
            className="inline-flex items-center border border-line"
            role="group"
            aria-label={t('quantity')}
          >
            <button
              type="button"
              className={stepperButton}
              aria-label={t('decrease', { name })}
              onClick={() => cartStore.setQuantity(product.id, quantity - 1)}
            >
              <MinusIcon size={14} />
            </button>
            <span
              className="min-w-8 text-center text-sm tabular-nums"
              aria-live="polite"
              data-testid="cart-line-quantity"
            >
              <Ltr>{quantity}</Ltr>
            </span>
            <button
              type="button"
              className={stepperButton}
              aria-label={t('increase', { name })}
              onClick={() => addOneMore(item)}
            >
              <PlusIcon size={14} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => cartStore.remove(product.id)}
            aria-label={t('removeNamed', { name })}
            className="min-h-9 text-xs tracking-[0.14em] text-ink-muted uppercase underline-offset-4 hover:text-ink hover:underline rtl:tracking-normal"
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
