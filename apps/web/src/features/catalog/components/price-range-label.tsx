import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { priceRangeLabelAmounts, type PriceRange } from '../lib/price-ranges.ts';

export function PriceRangeLabel({ range }: { range: PriceRange }) {
  const { t } = useTranslation('catalog');
  const { min = 0, max = 0 } = priceRangeLabelAmounts(range);
  switch (range.kind) {
    case 'all':
      return <>{t('priceRanges.all')}</>;
    case 'under':
      return (
        <TextWithSlot
          translate={(slot) => t('priceRanges.under', { max: slot })}
          slot={<Price amount={max} />}
        />
      );
    case 'over':
      return (
        <TextWithSlot
          translate={(slot) => t('priceRanges.over', { min: slot })}
          slot={<Price amount={min} />}
        />
      );
    case 'between':
      // Each amount keeps its own order inside; the range runs in the page's direction, so the
      // lower amount is read first in Arabic too (on the right).
      return (
        <>
          <Price amount={min} /> – <Price amount={max} />
        </>
      );
  }
}
