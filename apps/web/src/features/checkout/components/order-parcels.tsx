import { localize } from '@store/shared/locales';
import type { OrderTracking } from '@store/shared/schemas/order-tracking';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * Each parcel of the order: its carrier, tracking number and status, and a link that opens the
 * carrier's own tracking page. Before any parcel, a word on when the number comes.
 */
export function OrderParcels({ order }: { order: OrderTracking }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const { shipments } = order;
  const waiting = ['confirmed', 'processing', 'ready', 'shipped'].includes(order.status);
  if (shipments.length === 0 && !waiting) return null;
  return (
    <section aria-labelledby="order-parcels" className="bg-paper p-6" data-testid="order-parcels">
      <h2 id="order-parcels" className="font-display text-xl">
        {t('tracking.parcels')}
      </h2>
      {shipments.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('tracking.noParcelYet')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {shipments.map((parcel) => (
            <li
              key={parcel.parcelNumber}
              className="py-4 first:pt-2 last:pb-0"
              data-testid="order-parcel"
            >
              {shipments.length > 1 && (
                <p className="eyebrow text-gold-deep">
                  {t('tracking.parcel', { number: parcel.parcelNumber })}
                </p>
              )}
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-muted">{t('tracking.carrier')}</dt>
                <dd className="font-medium text-ink" data-testid="order-parcel-carrier">
                  {localize(parcel.carrier.name, language)}
                </dd>
                {parcel.trackingNumber && (
                  <>
                    <dt className="text-ink-muted">{t('tracking.trackingNumber')}</dt>
                    <dd className="break-all">
                      <Ltr className="font-mono text-[0.8125rem]">{parcel.trackingNumber}</Ltr>
                    </dd>
                  </>
                )}
              </dl>
              <p className="mt-2 text-sm text-ink-soft" data-testid="order-parcel-status">
                {t(`tracking.parcelStatuses.${parcel.status}`)}
              </p>
              {parcel.trackingUrl && (
                <a
                  href={parcel.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
                  data-testid="order-parcel-track"
                >
                  {t('tracking.trackParcel')}
                  <span className="sr-only"> {t('tracking.opensCarrier')}</span>
                  <ArrowIcon size={14} className="rtl:rotate-180" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
