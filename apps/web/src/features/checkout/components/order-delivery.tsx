import { intlLocaleOf, localize, type Language } from '@store/shared/locales';
import type { PublicDelivery } from '@store/shared/schemas/order-tracking';
import { useDeliveryEstimate } from '../../../components/address/use-delivery-estimate.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A calendar day (YYYY-MM-DD, already a Riyadh day) as the page's language writes it. */
function day(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The delivery method chosen at checkout, how long it takes and the days it should arrive. */
export function OrderDelivery({ delivery }: { delivery: PublicDelivery | null }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const estimateOf = useDeliveryEstimate();
  if (!delivery) return null;
  const { estimate } = delivery;
  return (
    <section aria-labelledby="order-delivery" className="bg-paper p-6" data-testid="order-delivery">
      <h2 id="order-delivery" className="font-display text-xl">
        {t('tracking.delivery')}
      </h2>
      <p className="mt-3 text-sm font-medium text-ink">{localize(delivery.name, language)}</p>
      <p className="mt-0.5 text-sm text-ink-soft">{estimateOf(delivery)}</p>
      {delivery.pickupAddress && (
        <p className="mt-2 text-sm text-ink-soft">
          {t('tracking.pickupAt', { address: localize(delivery.pickupAddress, language) })}
        </p>
      )}
      {estimate && (
        <p className="mt-3 border-t border-line pt-3 text-sm text-ink" data-testid="order-estimate">
          {estimate.from === estimate.to
            ? t('tracking.expectedOn', { date: day(estimate.to, language) })
            : t('tracking.expectedBetween', {
                from: day(estimate.from, language),
                to: day(estimate.to, language),
              })}
        </p>
      )}
    </section>
  );
}
