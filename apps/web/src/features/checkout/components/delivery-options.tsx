import { useId } from 'react';
import { halalasToSar } from '@store/shared/money';
import type { ShippingQuote } from '@store/shared/schemas/shipping';
import { Price } from '../../../components/ui/price.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useDeliveryEstimate } from '../../../components/address/use-delivery-estimate.ts';

/**
 * The delivery methods the server offers for the chosen place, as a radio group with price and
 * estimate (issue 19). Before a place is known, or when nothing is offered, it says why.
 */
export function DeliveryOptions({
  quote,
  loading,
  failed,
  placeKnown,
  value,
  onChange,
  cityName,
}: {
  quote: ShippingQuote | undefined;
  loading: boolean;
  failed: boolean;
  placeKnown: boolean;
  value: string | null;
  onChange: (methodId: string) => void;
  cityName: string;
}) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const estimate = useDeliveryEstimate();
  const id = useId();

  let notice: string | null = null;
  if (!placeKnown) notice = t('deliveryOptions.chooseCityFirst');
  else if (failed && !quote) notice = t('deliveryOptions.failed');
  else if (!quote) notice = t('deliveryOptions.loading');
  else if (quote.problem === 'noZone') notice = t('deliveryOptions.noZone', { city: cityName });
  else if (quote.problem === 'abroad') notice = t('deliveryOptions.abroad');
  else if (quote.problem) notice = t('deliveryOptions.chooseCityFirst');

  return (
    <fieldset className="min-w-0" aria-busy={loading || undefined} data-testid="delivery-options">
      <legend className="font-display text-display-md">{t('deliveryOptions.title')}</legend>
      {notice ? (
        <p
          className="mt-6 border border-dashed border-line p-5 text-sm text-ink-soft"
          role="status"
        >
          {notice}
        </p>
      ) : (
        <div className={cx('mt-6 grid gap-3', loading && 'opacity-60')}>
          {quote!.offers.map((offer) => {
            const ids = { title: `${id}${offer.methodId}-t`, text: `${id}${offer.methodId}-d` };
            const pickup = offer.pickupAddress?.[language];
            return (
              <label
                key={offer.methodId}
                className={cx(
                  'flex cursor-pointer gap-4 border p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep',
                  value === offer.methodId
                    ? 'border-ink bg-paper'
                    : 'border-line hover:border-ink-muted',
                )}
              >
                <input
                  type="radio"
                  name="delivery-method"
                  value={offer.methodId}
                  checked={value === offer.methodId}
                  onChange={() => onChange(offer.methodId)}
                  aria-labelledby={ids.title}
                  aria-describedby={ids.text}
                  className="mt-1 size-4 shrink-0 accent-ink"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span id={ids.title} className="font-medium text-ink">
                      {offer.name[language]}
                    </span>
                    <span className="text-sm">
                      {offer.priceHalalas === 0 ? (
                        t('shippingFree')
                      ) : (
                        <Price amount={halalasToSar(offer.priceHalalas)} />
                      )}
                    </span>
                  </span>
                  <span id={ids.text} className="mt-1 block text-sm text-ink-soft">
                    {estimate(offer)}
                    {pickup ? ` · ${pickup}` : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
