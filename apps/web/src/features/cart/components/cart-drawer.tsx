import { lazy, Suspense, useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { ensurePageTexts } from '../../../lib/i18n/language-bundles.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PayLaterLine } from '../../../components/pay-later/pay-later-line.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useFocusTrap } from '../../../hooks/use-focus-trap.ts';
import { useScrollLock } from '../../../hooks/use-scroll-lock.ts';
import { cx } from '../../../lib/class-names.ts';
import { cartCount } from '../../../stores/cart-rules.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { useCart } from '../../../stores/use-cart.ts';
import { halalasToSar, sarToHalalas } from '@store/shared/money';
import { computeOrderTotals } from '@store/shared/order-totals';
import { localize } from '@store/shared/locales';
import { useOffers } from '../../../api/get-offers.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDiscountCheck } from '../../../api/check-discount-code.ts';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import {
  DiscountCodeField,
  DiscountCodeLabel,
} from '../../../components/discount/discount-code-field.tsx';
import { useDiscountCode } from '../../../stores/discount-code.ts';
import { CartLine } from './cart-line.tsx';
import { FreeShippingNote } from './free-shipping-note.tsx';

/**
 * The cart drawer (spec section 2): slides in from the inline end — the right in English, the left
 * in Arabic — traps focus, closes on Escape or the backdrop, and gives focus back to the opener.
 */
// The delivery estimate brings the list of Saudi cities (tens of kB): loaded once the cart has a
// line to price, never with the first load of a page.
const DeliveryEstimate = lazy(() =>
  Promise.all([import('./delivery-estimate.tsx'), ensurePageTexts()]).then(([m]) => ({
    default: m.DeliveryEstimate,
  })),
);

export function CartDrawer() {
  const { t } = useTranslation('cart');
  const paths = usePaths();
  const { items, total, isOpen } = useCart();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => cartStore.close(), []);
  useFocusTrap(panelRef, isOpen, close);
  useScrollLock(isOpen);
  const count = cartCount(items);
  const { settings } = useSiteSettings();
  const code = useDiscountCode();
  const check = useDiscountCheck(code, isOpen ? items : []);
  // The automatic offers running now (decision 037), applied by the same function as the server's.
  const { offers } = useOffers(isOpen && items.length > 0);
  const { language } = useLanguage();
  const discount = code && !check.isError ? (check.data ?? null) : null;
  // The goods less the code's saving, by the server's own function; delivery comes at checkout.
  const totals = computeOrderTotals(
    items.map(({ product, quantity }) => ({
      productId: product.id,
      unitPriceHalalas: sarToHalalas(product.price),
      quantity,
    })),
    { shippingHalalas: 0, codFeeHalalas: 0 },
    settings.commerce,
    discount,
    offers,
  );
  const payable = halalasToSar(
    sarToHalalas(total) - totals.discountHalalas - totals.offerDiscountHalalas,
  );
  const codeSaves = totals.discountHalalas > 0 && discount !== null;

  return (
    <div
      className={cx('fixed inset-0 z-[60]', !isOpen && 'pointer-events-none')}
      aria-hidden={!isOpen}
    >
      <div
        onClick={close}
        aria-hidden="true"
        className={cx(
          'absolute inset-0 bg-ink/45 backdrop-blur-[2px] transition-opacity duration-500',
          isOpen ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        tabIndex={-1}
        inert={!isOpen}
        data-testid="cart-drawer"
        className={cx(
          'absolute inset-y-0 end-0 flex w-full max-w-md flex-col bg-ivory shadow-veil transition-[transform,visibility] duration-500 ease-luxe',
          // Hidden once slid away, so its shadow never shows at the page edge.
          isOpen ? 'visible translate-x-0' : 'invisible translate-x-full rtl:-translate-x-full',
        )}
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-5">
          <h2 id="cart-title" className="font-display text-3xl">
            {t('title')}
            {count > 0 && (
              <span className="ms-3 align-middle font-sans text-xs tracking-[0.14em] text-ink-muted uppercase rtl:tracking-normal">
                {t('items', { count })}
              </span>
            )}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('close')}
            className="-me-2 inline-flex size-11 items-center justify-center text-ink hover:text-gold-deep"
          >
            <CloseIcon size={22} />
          </button>
        </div>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
            <p className="font-display text-3xl">{t('empty')}</p>
            <p className="mt-3 text-sm text-ink-soft">{t('emptyHint')}</p>
            <Link
              to={paths.products}
              onClick={close}
              className={buttonClass('primary', 'md', 'mt-8')}
            >
              {t('shopNow')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-6">
              {items.map((item) => (
                <CartLine key={item.product.id} item={item} onNavigate={close} />
              ))}
            </ul>
            <div className="border-t border-line bg-paper px-6 pt-5 pb-6">
              <FreeShippingNote />
              <div className="mt-3">
                <Suspense fallback={<div className="min-h-10" />}>
                  <DeliveryEstimate items={items} />
                </Suspense>
              </div>
              <DiscountCodeField
                className="mt-4"
                code={code}
                check={check}
                savingHalalas={totals.discountHalalas}
                setAside={totals.codeSetAside}
              />
              {(codeSaves || totals.appliedOffers.length > 0) && (
                <dl className="mt-4 space-y-1 text-sm" data-testid="cart-discount">
                  <div className="flex justify-between">
                    <dt className="text-ink-soft">{t('subtotal')}</dt>
                    <dd>
                      <Price amount={total} />
                    </dd>
                  </div>
                  {totals.appliedOffers.map((offer) => (
                    <div
                      key={offer.offerId}
                      className="flex justify-between text-gold-deep"
                      data-testid="cart-offer"
                    >
                      <dt>{localize(offer.name, language)}</dt>
                      <dd>
                        {offer.discountHalalas > 0 ? (
                          <Price amount={-halalasToSar(offer.discountHalalas)} />
                        ) : (
                          t('offerApplied')
                        )}
                      </dd>
                    </div>
                  ))}
                  {codeSaves && (
                    <div className="flex justify-between text-gold-deep">
                      <dt>
                        {t('discount.row')} <DiscountCodeLabel code={discount.code} />
                      </dt>
                      <dd>
                        <Price amount={-halalasToSar(totals.discountHalalas)} />
                      </dd>
                    </div>
                  )}
                </dl>
              )}
              <div className="mt-4 flex items-baseline justify-between">
                <span className="text-xs tracking-[0.2em] text-ink-soft uppercase rtl:text-sm rtl:tracking-normal">
                  {t('total')}
                </span>
                <Price amount={payable} className="font-display text-3xl" />
              </div>
              <PayLaterLine amount={payable} className="mt-2 justify-end text-end text-xs" />
              <Link
                to={paths.checkout}
                onClick={close}
                className={buttonClass('primary', 'lg', 'mt-5 w-full')}
              >
                {t('checkout')}
              </Link>
              <div className="mt-4 text-center">
                <button
                  type="button"
                  onClick={cartStore.clear}
                  className={buttonClass('link', 'md', 'text-ink-muted')}
                >
                  {t('clear')}
                </button>
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
