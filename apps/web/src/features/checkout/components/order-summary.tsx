import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { localize } from '@store/shared/locales';
import { halalasToSar } from '@store/shared/money';
import type { OrderTotals } from '@store/shared/order-totals';
import type { SampleOfferView } from '@store/shared/schemas/catalog';
import type { CommerceSettings } from '@store/shared/schemas/settings';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import type { CartItem } from '../../../stores/cart-rules.ts';
import { ProductSize } from '../../../components/ui/product-size.tsx';
import { FreeSampleLine } from './free-sample-line.tsx';

/** The cart's lines and the totals the server will charge for the delivery and payment chosen. */
export function OrderSummary({
  items,
  totals,
  shippingKnown,
  commerce,
  discountCode,
  discountField,
  samples = [],
}: {
  items: CartItem[];
  totals: OrderTotals;
  /** False until a delivery method is offered for the chosen place. */
  shippingKnown: boolean;
  commerce: CommerceSettings;
  /** The code applied (issue 21), or null. */
  discountCode: string | null;
  /** Where the shopper enters or removes a code. */
  discountField: ReactNode;
  /** The free samples chosen (decision 036): lines at no cost. */
  samples?: readonly SampleOfferView[];
}) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const sar = halalasToSar;
  return (
    <section
      aria-labelledby="summary-title"
      className="bg-paper p-6 sm:p-8 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]"
    >
      <h2 id="summary-title" className="text-display-md">
        {t('summary')}
      </h2>
      <ul className="mt-6 divide-y divide-line border-y border-line">
        {items.map(({ product, quantity }) => {
          const name = localize(product.name, language);
          return (
            <li key={product.id} className="flex items-center gap-4 py-4">
              <div className="relative shrink-0">
                <FallbackImage
                  src={product.image}
                  fallbackSrc={fallbackProductImage(product.category)}
                  alt=""
                  width={64}
                  height={80}
                  className="h-20 w-16 object-cover"
                />
                <span className="absolute -end-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-ink text-[0.6875rem] text-ivory">
                  <Ltr>{quantity}</Ltr>
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-display text-lg leading-tight">{name}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  <ProductSize size={product.size} /> · {t('quantityShort', { count: quantity })}
                </p>
              </div>
              <Price amount={product.price * quantity} className="text-sm" />
            </li>
          );
        })}
        {samples.map((sample) => (
          <FreeSampleLine
            key={sample.productId}
            name={localize(sample.name, language)}
            testId="summary-sample"
          />
        ))}
      </ul>
      <div className="mt-6">{discountField}</div>
      <dl className="mt-6 space-y-3 text-sm" data-testid="checkout-totals">
        <div className="flex justify-between">
          <dt className="text-ink-soft">{t('subtotal')}</dt>
          <dd>
            <Price amount={sar(totals.subtotalHalalas)} />
          </dd>
        </div>
        {totals.discountHalalas > 0 && discountCode && (
          <div className="flex justify-between text-gold-deep" data-testid="summary-discount">
            <dt>
              {t('discount')} <Ltr>{discountCode}</Ltr>
            </dt>
            <dd>
              <Price amount={-sar(totals.discountHalalas)} />
            </dd>
          </div>
        )}
        {totals.appliedOffers.map((offer) => (
          <div
            key={offer.offerId}
            className="flex justify-between text-gold-deep"
            data-testid="summary-offer"
          >
            <dt>{localize(offer.name, language)}</dt>
            <dd>
              {offer.discountHalalas > 0 ? (
                <Price amount={-sar(offer.discountHalalas)} />
              ) : (
                t('offerApplied')
              )}
            </dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt className="text-ink-soft">{t('shipping')}</dt>
          <dd className="text-end">
            {!shippingKnown ? (
              <span className="text-ink-muted">{t('deliveryOptions.afterCity')}</span>
            ) : totals.shippingDiscountHalalas > 0 && discountCode ? (
              <span data-testid="summary-free-shipping">
                <s className="me-2 text-ink-muted">
                  <Price amount={sar(totals.shippingDiscountHalalas)} />
                </s>
                {t('shippingFree')}
              </span>
            ) : totals.shippingHalalas === 0 ? (
              t('shippingFree')
            ) : (
              <Price amount={sar(totals.shippingHalalas)} />
            )}
          </dd>
        </div>
        {totals.codFeeHalalas > 0 && (
          <div className="flex justify-between">
            <dt className="text-ink-soft">{t('codFee')}</dt>
            <dd>
              <Price amount={sar(totals.codFeeHalalas)} />
            </dd>
          </div>
        )}
        {totals.giftWrapHalalas > 0 && (
          <div className="flex justify-between" data-testid="summary-gift-wrap">
            <dt className="text-ink-soft">{t('giftWrap')}</dt>
            <dd>
              <Price amount={sar(totals.giftWrapHalalas)} />
            </dd>
          </div>
        )}
        {!totals.taxIncluded && totals.taxHalalas > 0 && (
          <div className="flex justify-between">
            <dt className="text-ink-soft">{t('vat', { rate: commerce.vatRate })}</dt>
            <dd>
              <Price amount={sar(totals.taxHalalas)} />
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between border-t border-line pt-4">
          <dt className="text-xs tracking-[0.2em] uppercase rtl:text-sm rtl:tracking-normal">
            {t('total')}
          </dt>
          <dd>
            <Price amount={sar(totals.totalHalalas)} className="font-display text-3xl" />
          </dd>
        </div>
      </dl>
      {commerce.pricesIncludeVat && (
        <p className="mt-4 text-xs text-ink-muted">{t('vatIncluded')}</p>
      )}
    </section>
  );
}
