import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { fallbackProductImage } from '../../../lib/product-image.ts';
import { FreeSampleLine } from './free-sample-line.tsx';
import { OrderTaxDocuments } from './order-tax-documents.tsx';

// An order line keeps no scent family: one house artwork stands in for a missing image.
const ITEM_FALLBACK_IMAGE = fallbackProductImage('oriental');

/** The order as the server saved it: status, payment, lines at their purchase prices, totals. */
export function PlacedOrderDetails({ order }: { order: PublicOrder }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const payment =
    order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
      ? t('order.methods.cod')
      : `${t(`order.methods.${order.paymentMethod}`)} · ${t(`order.paymentStatuses.${order.paymentStatus}`)}`;
  return (
    <section aria-labelledby="order-details" className="bg-paper p-6 text-start sm:p-8">
      <h2 id="order-details" className="text-display-md">
        {t('order.title')}
      </h2>
      <dl className="mt-5 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">{t('order.status')}</dt>
          <dd className="mt-1 font-medium text-ink" data-testid="order-status">
            {t(`order.statuses.${order.status}`)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('order.payment')}</dt>
          <dd className="mt-1 font-medium text-ink" data-testid="order-payment">
            {payment}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 divide-y divide-line border-y border-line" data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-4 py-4">
            <FallbackImage
              src={item.image}
              fallbackSrc={ITEM_FALLBACK_IMAGE}
              alt=""
              width={48}
              height={60}
              className="h-15 w-12 shrink-0 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-display text-lg leading-tight">{localize(item.name, language)}</p>
              <p className="mt-1 text-xs text-ink-muted">
                <Ltr>{item.quantity}</Ltr> × <Price amount={item.price} />
              </p>
            </div>
            <Price amount={item.subtotal} className="text-sm" />
          </li>
        ))}
        {order.samples.map((sample) => (
          <FreeSampleLine
            key={sample.productId}
            name={localize(sample.name, language)}
            testId="order-sample"
          />
        ))}
      </ul>
      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('subtotal')}</dt>
          <dd>
            <Price amount={order.subtotal} />
          </dd>
        </div>
        {order.discount > 0 && order.discountCode && (
          <div className="flex justify-between gap-4 text-gold-deep" data-testid="placed-discount">
            <dt>
              {t('discount')} <Ltr>{order.discountCode}</Ltr>
            </dt>
            <dd>
              <Price amount={-order.discount} />
            </dd>
          </div>
        )}
        {order.appliedOffers.map((offer) => (
          <div
            key={offer.offerId}
            className="flex justify-between gap-4 text-gold-deep"
            data-testid="placed-offer"
          >
            <dt>{localize(offer.name, language)}</dt>
            <dd>{offer.discount > 0 ? <Price amount={-offer.discount} /> : t('offerApplied')}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('shipping')}</dt>
          <dd>
            {order.shippingCost === 0 ? t('shippingFree') : <Price amount={order.shippingCost} />}
          </dd>
        </div>
        {order.codFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('codFee')}</dt>
            <dd>
              <Price amount={order.codFee} />
            </dd>
          </div>
        )}
        {order.giftWrapFee > 0 && (
          <div className="flex justify-between gap-4" data-testid="order-gift-wrap">
            <dt className="text-ink-soft">{t('giftWrap')}</dt>
            <dd>
              <Price amount={order.giftWrapFee} />
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-xs tracking-[0.2em] uppercase rtl:text-sm rtl:tracking-normal">
            {t('total')}
          </dt>
          <dd>
            <Price amount={order.total} className="font-display text-2xl" />
          </dd>
        </div>
      </dl>
      {order.gift?.message && (
        // The shopper's words, apart from the amounts; their own script sets the direction.
        <div className="mt-5 border-s-2 border-gold-deep/40 ps-4 text-sm" data-testid="order-gift">
          <p className="text-ink-muted">{t('giftMessage')}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
            {order.gift.message}
          </p>
        </div>
      )}
      <OrderTaxDocuments documents={order.taxDocuments} />
    </section>
  );
}
