import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cartStore } from '../../stores/cart-store.ts';
import { useCartCount } from '../../stores/use-cart.ts';
import { BagIcon } from '../ui/icons/bag-icon.tsx';
import { Ltr } from '../ui/ltr.tsx';

/** Opens the cart drawer; the badge shows only when the cart holds something. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <button
      type="button"
      data-cart-button=""
      onClick={cartStore.toggle}
      aria-label={count > 0 ? t('cartButton.labelWithCount', { count }) : t('cartButton.label')}
      className={`relative inline-flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep ${className ?? ''}`}
    >
      <BagIcon size={22} />
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[0.625rem] leading-5 font-semibold text-ivory"
        >
          <Ltr>{count > 99 ? '99+' : count}</Ltr>
        </span>
      )}
    </button>
  );
}
