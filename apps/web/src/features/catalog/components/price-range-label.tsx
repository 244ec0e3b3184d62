import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
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
      // Both amounts run left to right as one range, in either language.
      return (
        <Ltr>
          <Price amount={min} /> – <Price amount={max} />
        </Ltr>
      );
  }
}
