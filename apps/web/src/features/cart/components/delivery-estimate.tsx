import { halalasToSar } from '@store/shared/money';
import { findCity } from '@store/shared/saudi/places';
import { useShippingQuote } from '../../../api/get-shipping-quote.ts';
import { CityPicker } from '../../../components/address/city-picker.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CartItem } from '../../../stores/cart-rules.ts';
import { deliveryPlaceStore, useDeliveryPlace } from '../../../stores/delivery-place.ts';
import { useDeliveryEstimate } from '../../../components/address/use-delivery-estimate.ts';
import { useState } from 'react';

/**
 * The cart's delivery estimate (issue 19): once the shopper's city is known (chosen here or at
 * checkout), the cheapest delivery the server offers there, with its days; until then a city field.
 */
export function DeliveryEstimate({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('cart');
  const { language } = useLanguage();
  const place = useDeliveryPlace();
  const [typed, setTyped] = useState('');
  const [changing, setChanging] = useState(false);
  const quote = useShippingQuote(place, items);
  const estimate = useDeliveryEstimate();
  const city = findCity(place.cityId);

  if (!city || changing) {
    return (
      <CityPicker
        label={t('estimateCity')}
        cityId={null}
        text={typed}
        onChange={({ cityId, text }) => {
          setTyped(text);
          if (cityId) {
            deliveryPlaceStore.choose({ countryCode: 'SA', cityId });
            setTyped('');
            setChanging(false);
          }
        }}
        noMatch={t('noCityMatch')}
        inputClassName="h-10 text-sm"
      />
    );
  }
  const offers = quote.data?.problem ? [] : (quote.data?.offers ?? []);
  const cheapest = [...offers].sort((a, b) => a.priceHalalas - b.priceHalalas)[0];
  const name = city[language];
  return (
    <p className="text-xs text-ink-soft" data-testid="delivery-estimate" aria-live="polite">
      {!quote.data ? (
        t('estimateLoading')
      ) : !cheapest ? (
        t('estimateNone', { city: name })
      ) : cheapest.priceHalalas === 0 ? (
        t('estimateFree', { city: name, days: estimate(cheapest) })
      ) : (
        <TextWithSlot
          translate={(amount) => t('estimate', { city: name, amount, days: estimate(cheapest) })}
          slot={<Price amount={halalasToSar(cheapest.priceHalalas)} />}
        />
      )}{' '}
      <button
        type="button"
        onClick={() => setChanging(true)}
        className="text-ink underline underline-offset-2"
      >
        {t('estimateChange')}
      </button>
    </p>
  );
}
