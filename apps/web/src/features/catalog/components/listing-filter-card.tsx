import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SCENT_FAMILIES } from '@store/shared/constants';
import type { ListingFilters } from '../lib/listing-filters.ts';
import { PRICE_RANGES } from '../lib/price-ranges.ts';
import { FilterChip } from './filter-chip.tsx';
import { PriceRangeLabel } from './price-range-label.tsx';

/** The collapsible filter card: scent family (eight plus All) and the five price ranges. */
export function ListingFilterCard({
  filters,
  onChange,
  onClear,
  canClear,
  id,
}: {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
  canClear: boolean;
  id: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div id={id} className="animate-fade-rise mt-6 border border-line bg-paper p-6 sm:p-8">
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <fieldset>
          <legend className="eyebrow mb-4 text-gold-deep">{t('listing.family')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['all', ...SCENT_FAMILIES] as const).map((family) => (
              <FilterChip
                key={family}
                pressed={filters.category === family}
                onClick={() => onChange({ category: family })}
              >
                {t(`families.${family}`)}
              </FilterChip>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="eyebrow mb-4 text-gold-deep">{t('listing.price')}</legend>
          <div className="flex flex-wrap gap-2">
            {PRICE_RANGES.map((range) => (
              <FilterChip
                key={range.key}
                pressed={filters.price === range.key}
                onClick={() => onChange({ price: range.key })}
              >
                <PriceRangeLabel range={range} />
              </FilterChip>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-8 flex justify-end border-t border-line pt-5">
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className="min-h-10 text-xs tracking-[0.18em] text-ink uppercase underline decoration-champagne underline-offset-[6px] disabled:opacity-40 rtl:text-sm rtl:tracking-normal"
        >
          {t('listing.clearFilters')}
        </button>
      </div>
    </div>
  );
}
