import { localize } from '@store/shared/locales';
import { formatSar } from '@store/shared/money';
import { offerForProduct } from '@store/shared/offers';
import { useOffers } from '../../../api/get-offers.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * The automatic offers covering this product (decision 037), as the cart will apply them: "Buy 2,
 * get 10 % off", "In the set The pair for SAR 600". Nothing while they load or when none covers it.
 */
export function ProductOffers({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const { language } = useLanguage();
  const { offers } = useOffers();
  const lines = offers.flatMap((offer) => {
    const shown = offerForProduct(offer, productId);
    if (!shown) return [];
    const text =
      shown.kind === 'buy_n_percent'
        ? t('detail.offerBuyN', { count: shown.minQuantity, percent: shown.percent })
        : t('detail.offerBundle', {
            name: localize(offer.name, language),
            price: formatSar(shown.priceHalalas / 100, language),
          });
    return [{ id: offer.id, text }];
  });
  if (lines.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1" data-testid="product-offers">
      {lines.map((line) => (
        <li key={line.id} className="text-sm font-medium text-gold-deep">
          {line.text}
        </li>
      ))}
    </ul>
  );
}
