import type { ShippingOffer } from '@store/shared/schemas/shipping';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** "Today", "1–2 days", "3 days": how long the method takes, as the shopper reads it. */
export function useDeliveryEstimate() {
  const { t } = useTranslation('checkout');
  return (offer: Pick<ShippingOffer, 'kind' | 'minDays' | 'maxDays'>) => {
    if (offer.maxDays === 0)
      return t(offer.kind === 'pickup' ? 'deliveryOptions.pickupToday' : 'deliveryOptions.today');
    const days =
      offer.minDays === offer.maxDays
        ? t('deliveryOptions.exactDays', { count: offer.maxDays })
        : t('deliveryOptions.days', { min: offer.minDays, max: offer.maxDays });
    return offer.kind === 'pickup' ? t('deliveryOptions.pickupIn', { days }) : days;
  };
}
